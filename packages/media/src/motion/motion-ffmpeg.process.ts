import { spawn } from 'node:child_process';

/**
 * Runs ffmpeg with `-progress pipe:1` and reports encoded seconds as they come; `runBinary`
 * only answers at the end. Fails with the stderr tail, and kills ffmpeg past the time limit.
 */
export function runFfmpegWithProgress(
  ffmpeg: string,
  args: readonly string[],
  onSeconds: (seconds: number) => void,
  timeoutMs = 120_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // ffmpeg 4 names microseconds `out_time_ms`; newer builds add `out_time_us`
        const match = /^out_time_[mu]s=(\d+)/.exec(line);
        if (match) {
          onSeconds(Number(match[1]) / 1_000_000);
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) {
        resolve();
        return;
      }
      const reason = signal ? `killed by ${signal}` : `exit code ${code}`;
      reject(new Error(`ffmpeg failed (${reason}): ${stderr.slice(-2000)}`));
    });
  });
}
