import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../../../src/app';
import type { ContainerOverrides } from '../../../src/container';
import { createLogger } from '../../../src/logger';
import { startContainer, testConfig } from '../../helpers/test-container';

/**
 * The product's own logger (src/logger.ts, with its redaction and serializers), writing into
 * memory instead of stdout so a test can read every line the server wrote.
 */
export function captureLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ logLevel: 'trace', role: 'all' });
  // pino writes to whatever stream this symbol holds; swapping it keeps every other option as is
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
  return {
    logger: logger as FastifyBaseLogger,
    /** Everything logged so far, one JSON object per line. */
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export type LogCapture = ReturnType<typeof captureLogs>;

/**
 * createTestApp (embedded database), except that the container (mailer, services) and the HTTP
 * app both log into `logs` at the most verbose level.
 */
export async function createLoggedTestApp(
  logs: LogCapture,
  env: Record<string, string> = {},
  overrides: ContainerOverrides = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-logs-'));
  const config = testConfig(dataDir, { LOG_LEVEL: 'trace', ...env });
  const container = await startContainer(config, logs.logger, overrides);
  const app = await buildApp(container, logs.logger);
  await app.ready();
  return {
    app,
    container,
    async dispose() {
      await app.close();
      await container.queue.stop(1000);
      await container.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
