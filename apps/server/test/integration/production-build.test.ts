// The production build: the compiled server (built once per run by the global setup, with the
// build script's own `buildServer`) runs on plain `node` with no TypeScript loader, as the container
// runs it, and finds its migrations, fonts and the web build from the compiled file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverArguments } from '../../../../test-support/server-bundle';
import { freePort, stopProcess, waitForHealth } from '../../../../test-support/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('the production build', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orato-prod-'));
    const web = spawnSync(process.execPath, ['scripts/web-build.mjs'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    expect(web.status).toBe(0);
  }, 180_000);
  afterAll(async () => {
    if (child) {
      await stopProcess(child);
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node in production and serves /api/health and the pre-rendered pages', async () => {
    const port = await freePort();
    const { NODE_OPTIONS: _loader, ...inherited } = process.env;
    child = spawn(process.execPath, serverArguments(inject('serverBundle')), {
      cwd: repoRoot,
      env: {
        ...inherited,
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-of-at-least-32-characters',
        DATA_DIR: dataDir,
        PORT: String(port),
        PUBLIC_SITE_URL: 'https://orato.example',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const address = `http://127.0.0.1:${port}`;
    await waitForHealth(address, child);
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const home = await (await fetch(`${address}/`)).text();
    expect(home).toContain('<link rel="canonical" href="https://orato.example/"');
    // production has no dev mailbox
    expect((await fetch(`${address}/dev/mailbox.json`)).status).not.toBe(200);
  });
});
