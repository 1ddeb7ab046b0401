// How long `npm start` takes to serve /api/health: a first boot on an empty data folder (database
// created, migrations and queue schema installed) and a second boot on the same folder.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test-support/server-process';

const root = path.resolve(import.meta.dirname, '..');

async function bootOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode}`);
      }
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) {
        return Math.round(performance.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-bench-boot-'));
try {
  const firstBootMs = await bootOnce(dataDir);
  const laterBootMs = await bootOnce(dataDir);
  console.log(
    JSON.stringify({
      bench: 'boot',
      firstBootMs,
      laterBootMs,
      goal: { firstBootMs: 60_000, laterBootMs: 10_000 },
      note: 'web build already up to date; see docs/development.md for a cold build',
    }),
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
