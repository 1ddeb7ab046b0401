// Builds the web app only when its sources changed since the last build (a stamp in dist/ records them).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const stampFile = path.join(distDir, '.build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/scripts',
  'packages/shared/src',
  'package-lock.json',
];

function* files(target) {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isFile()) {
    yield [target, stats];
    return;
  }
  for (const entry of readdirSync(target).sort()) yield* files(path.join(target, entry));
}

export function sourceStamp() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const [file, stats] of files(path.join(root, input))) {
      hash.update(`${path.relative(root, file)}:${stats.size}:${stats.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

export function buildWebIfStale({ force = false } = {}) {
  const stamp = sourceStamp();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && built === stamp && existsSync(path.join(distDir, 'index.html'))) {
    return false;
  }
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@orato/web'], {
    cwd: root,
    stdio: 'inherit',
    // always a production bundle, even when a test runner (NODE_ENV=test) asks for the build
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`web build failed (exit ${result.status})`);
  }
  writeFileSync(stampFile, stamp);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfStale({ force: process.argv.includes('--force') });
}
