// One step of `npm run check` or `npm test`, run beside others: its output is kept and printed whole
// when it ends, under a ✓/✗ line with its time, never interleaved with the other steps'.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Runs `command` in the repository root; resolves to its exit code (1 when it was killed). */
export function runStep(label, command, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${label} (${seconds} s)\n${output}\n`);
      resolve(code ?? 1);
    });
  });
}
