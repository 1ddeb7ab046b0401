import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedPgliteFolder } from '../../test-support/pglite-template';
import { serverArguments } from '../../test-support/server-bundle';
import { freePort, stopProcess, waitForHealth } from '../../test-support/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Set by the global setup to the server it compiled for this run; workers inherit it. */
export const SERVER_BUNDLE_VARIABLE = 'E2E_SERVER_BUNDLE';

/** Set by the global setup to this run's migrated embedded database, which servers start from. */
export const PGLITE_TEMPLATE_VARIABLE = 'E2E_PGLITE_TEMPLATE';

/** Starts the compiled server as its own process, as the container runs it; waits for /api/health. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const bundle = process.env[SERVER_BUNDLE_VARIABLE];
  if (!bundle) {
    throw new Error(
      `${SERVER_BUNDLE_VARIABLE} is unset: run the journeys with e2e/playwright.config.ts`,
    );
  }
  const template = process.env[PGLITE_TEMPLATE_VARIABLE];
  if (template && env.DATA_DIR) {
    await seedPgliteFolder(template, path.join(env.DATA_DIR, 'db'));
  }
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArguments(bundle), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_SITE_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // a start without the run's template creates the embedded database (initdb in WASM): over a
  // minute on a busy 2-core box
  await waitForHealth(baseUrl, child, 120_000);
  return {
    baseUrl,
    process: child,
    stop: () => stopProcess(child),
  };
}

export interface JourneyServer extends RunningServer {
  /** Its data folder: the embedded database, media, and the socket of `npm run admin`. */
  dataDir: string;
}

/**
 * A server as the journeys use it (embedded database, local storage, outbox mail) in a data folder
 * of its own, removed when it stops; `env` adds settings (a provider, say) or overrides them.
 */
export async function startJourneyServer(env: Record<string, string> = {}): Promise<JourneyServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-e2e-'));
  // journeys sign in many times from one address; the limits themselves are covered by server tests
  // webhooks go to the journeys' local receiver (WEBHOOK_ALLOW_PRIVATE lets them reach loopback)
  const server = await startServer({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEBHOOK_ALLOW_PRIVATE: '1',
    ...env,
  });
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
