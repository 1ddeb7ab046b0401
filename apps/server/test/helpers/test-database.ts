import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** CI points this at the local PostgreSQL; without it the suites run on the embedded database only. */
const serverUrl = process.env.TEST_DATABASE_URL;

export type DatabaseTarget = 'pglite' | 'postgres';

export const DATABASE_TARGETS: DatabaseTarget[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * For suites whose subject is not SQL: media and files (a second round of renders would test ffmpeg
 * twice) and request fuzzing (the HTTP layer's answers to bad input). Their queries are the ones the
 * ledger, queue, access and feature suites already run on both databases.
 */
export const EMBEDDED_ONLY_TARGETS: DatabaseTarget[] = ['pglite'];

/**
 * The one database a render-heavy test of a twin suite runs on: on the other, the same storyboard
 * would be voiced and joined a second time, most of the test's CPU, for SQL that the suite's other
 * tests already run on both. PostgreSQL where there is one, as the journeys render storyboards on
 * the embedded database. Used as `it.runIf(target === RENDER_TARGET)`.
 */
export const RENDER_TARGET: DatabaseTarget = serverUrl ? 'postgres' : 'pglite';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database per suite, so suites never see each other's rows: a copy of the run's
 * migrated template when the global setup made one, else empty.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  if (!serverUrl) {
    throw new Error('TEST_DATABASE_URL is not set');
  }
  const name = `orato_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdminClient((client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient((client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
