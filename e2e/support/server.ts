import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, stopProcess, waitForHealth } from '../../test-support/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `apps/server` as its own process, the way `npm start` does, and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
  // a first start creates the embedded database (initdb in WASM): over a minute on a busy 2-core box
  await waitForHealth(baseUrl, child, 120_000);
  return {
    baseUrl,
    process: child,
    stop: () => stopProcess(child),
  };
}
