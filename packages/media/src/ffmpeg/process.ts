import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface RunResult {
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Sees stdout as it arrives, e.g. ffmpeg's `-progress pipe:1` lines. */
  onStdout?: (chunk: string) => void;
  /** Added to this process's environment for the child. */
  env?: Readonly<Record<string, string>>;
  /** Written to the child's stdin (e.g. raw frames for `-i pipe:0`), which is closed after. */
  stdin?: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/** Bytes mode, a few megabytes ahead: the next chunk is made while the child reads this one. */
const STDIN_STREAM = { objectMode: false, highWaterMark: 8 * 2 ** 20 } as const;

/** Runs a binary with an argument array (never a shell), failing with its stderr tail. */
export function runBinary(
  file: string,
  args: readonly string[],
  timeoutMs = 120_000,
  options: RunOptions = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      env: options.env ? { ...process.env, ...options.env } : process.env,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let feedError: unknown;
    if (options.stdin && child.stdin) {
      pipeline(Readable.from(options.stdin, STDIN_STREAM), child.stdin).catch(
        (error: NodeJS.ErrnoException) => {
          // a child that stops reading (it failed, or has all it needs) is reported by its exit
          if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
            feedError = error;
            child.kill('SIGKILL');
          }
        },
      );
    }
    // both are pipes (stdio above); only stdin's kind varies, which hides that from the types
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      options.onStdout?.(chunk.toString());
    });
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const result = {
        stdout: Buffer.concat(stdout).toString(),
        stderr: Buffer.concat(stderr).toString(),
      };
      if (feedError) {
        reject(feedError instanceof Error ? feedError : new Error(String(feedError)));
        return;
      }
      if (code === 0) {
        resolve(result);
        return;
      }
      const reason = signal ? `killed by ${signal}` : `exit code ${code}`;
      reject(new Error(`${file} failed (${reason}): ${result.stderr.slice(-2000)}`));
    });
  });
}
