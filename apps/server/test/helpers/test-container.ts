import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createContainer, type Container, type ContainerOverrides } from '../../src/container';
import type { Clock } from '../../src/lib/clock';
import { openPgliteFromRun } from './database-template';
import { useSuiteResource } from './suite-resource';
import { createScratchDatabase, type DatabaseTarget } from './test-database';

export const silentLogger = pino({ level: 'silent' }) as FastifyBaseLogger;

export interface TestContext {
  container: Container;
  dataDir: string;
  dispose(): Promise<void>;
}

/** A test's settings on a throwaway data folder (silent unless `env` sets LOG_LEVEL). */
export function testConfig(dataDir: string, env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
}

/**
 * A container on `config`, migrated, its queue started; on PGlite the run's migrated database
 * opened in memory (nothing reopens it).
 */
export async function startContainer(
  config: Config,
  logger: FastifyBaseLogger,
  overrides: ContainerOverrides = {},
): Promise<Container> {
  const database = await openPgliteFromRun(config.database);
  const container = await createContainer(config, logger, { database, ...overrides });
  await container.database.migrate();
  await container.queue.start();
  return container;
}

/**
 * A migrated container on a throwaway data folder and database: on PGlite one in memory, on
 * PostgreSQL a scratch database.
 */
export async function createTestContainer(
  target: DatabaseTarget = 'pglite',
  env: Record<string, string> = {},
  overrides: ContainerOverrides = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-test-'));
  const scratch = target === 'postgres' ? await createScratchDatabase() : undefined;
  const config = testConfig(dataDir, { ...(scratch && { DATABASE_URL: scratch.url }), ...env });
  const container = await startContainer(config, silentLogger, overrides);
  return {
    container,
    dataDir,
    async dispose() {
      await container.queue.stop(1000);
      await container.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's body schema, when it has one. */
  body: unknown;
}

export async function createTestApp(
  target: DatabaseTarget = 'pglite',
  env: Record<string, string> = {},
  overrides: ContainerOverrides = {},
) {
  const context = await createTestContainer(target, env, overrides);
  const routes: RegisteredRoute[] = [];
  const app = await buildApp(context.container, silentLogger, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, body: route.schema?.body });
      }
    },
  });
  await app.ready();
  return {
    ...context,
    app,
    /** Every route the app serves, as Fastify registered it (HEAD twins of GET routes included). */
    routes,
    async dispose() {
      await app.close();
      await context.dispose();
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-21T10:00:00Z')) {
  let now = start.getTime();
  return {
    clock: (() => new Date(now)) as Clock,
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `createTestApp` for the describe block it is called in (see `useSuiteResource`). */
export function useTestApp(
  target: DatabaseTarget = 'pglite',
  env: Record<string, string> | (() => Record<string, string>) = {},
  overrides: ContainerOverrides = {},
): TestApp {
  return useSuiteResource(
    'test app',
    () => createTestApp(target, typeof env === 'function' ? env() : env, overrides),
    (app) => app.dispose(),
  );
}
