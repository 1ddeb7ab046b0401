// `npm run check`: the fast checks, without tests: format, lint and types, side by side. Each keeps
// a cache in node_modules/.cache, so a run after a small change re-checks only what changed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const cache = (name) => path.join(root, 'node_modules/.cache', name);

const steps = [
  [
    'format',
    bin('prettier'),
    // the cache lives where Prettier keeps it by default (node_modules/.cache/prettier)
    ['--check', '.', '--log-level', 'warn', '--cache'],
  ],
  [
    'lint',
    bin('eslint'),
    ['.', '--max-warnings', '0', '--cache', '--cache-location', `${cache('eslint')}/`],
  ],
  ['types', process.execPath, [path.join(root, 'scripts/typecheck.mjs')]],
];

function run([label, command, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      // one step's output together, not interleaved with the others'
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${label} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(steps.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
