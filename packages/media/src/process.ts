import { spawn } from 'node:child_process';

export interface RunResult {
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Sees stdout as it arrives, e.g. ffmpeg's `-progress pipe:1` lines. */
  onStdout?: (chunk: string) => void;
  /** Added to this process's environment for the child. */
  env?: Readonly<Record<string, string>>;
}

/** Runs a binary with an argument array (never a shell), failing with its stderr tail. */
export function runBinary(
  file: string,
  args: readonly string[],
  timeoutMs = 120_000,
  options: RunOptions = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      env: options.env ? { ...process.env, ...options.env } : process.env,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      options.onStdout?.(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const result = {
        stdout: Buffer.concat(stdout).toString(),
        stderr: Buffer.concat(stderr).toString(),
      };
      if (code === 0) {
        resolve(result);
        return;
      }
      const reason = signal ? `killed by ${signal}` : `exit code ${code}`;
      reject(new Error(`${file} failed (${reason}): ${result.stderr.slice(-2000)}`));
    });
  });
}
