import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

export interface RunResult {
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Sees stdout as it arrives, e.g. ffmpeg's `-progress pipe:1` lines. */
  onStdout?: (chunk: string) => void;
  /** Added to this process's environment for the child. */
  env?: Readonly<Record<string, string>>;
  /**
   * Feeds the child's stdin (raw video frames), ending it when the promise settles. If feeding
   * fails the child is killed; if the child dies first, the writes fail and the run reports why.
   */
  input?: (stdin: Writable) => Promise<void>;
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
      // stdin is a pipe either way: closed at once when there is nothing to feed
      stdio: ['pipe', 'pipe', 'pipe'],
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
    let inputError: unknown;
    let isKilledForInput = false;
    const stdin = child.stdin;
    if (!options.input) {
      stdin.end();
    } else {
      // a child that exits early closes the pipe: its exit status says more than EPIPE
      stdin.on('error', () => undefined);
      options
        .input(stdin)
        .then(() => stdin.end())
        .catch((error: unknown) => {
          inputError = error;
          isKilledForInput = child.exitCode === null && child.kill('SIGKILL');
        });
    }
    child.on('close', (code, signal) => {
      if (inputError !== undefined && (isKilledForInput || code === 0)) {
        reject(inputError instanceof Error ? inputError : new Error(String(inputError)));
        return;
      }
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
