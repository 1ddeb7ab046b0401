import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server (embedded database, local storage, outbox mail) for every journey. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-e2e-'));
  // journeys sign in many times from one address; the limits themselves are covered by server tests
  // webhooks go to the journeys' local receiver (WEBHOOK_ALLOW_PRIVATE lets them reach loopback)
  const server = await startServer({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEBHOOK_ALLOW_PRIVATE: '1',
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
