import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BASE_URL_VARIABLE } from './browser';
import { startServer } from './server';

/**
 * One real server (embedded database, local storage, outbox mail) for every journey. Its address
 * reaches the test workers through the environment they inherit; the returned function stops it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-e2e-'));
  // journeys sign in many times from one address; the limits themselves are covered by server tests
  // webhooks go to the journeys' local receiver (WEBHOOK_ALLOW_PRIVATE lets them reach loopback)
  const server = await startServer({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEBHOOK_ALLOW_PRIVATE: '1',
  });
  process.env[BASE_URL_VARIABLE] = server.baseUrl;
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
