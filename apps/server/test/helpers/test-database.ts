import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** CI points this at the local PostgreSQL; without it the suites run on the embedded database only. */
const serverUrl = process.env.TEST_DATABASE_URL;

export type DatabaseTarget = 'pglite' | 'postgres';

/**
 * For suites whose subject is SQL: money and the ledger, the queue, billing and plan changes, caches,
 * rate limits, access, share links, webhooks and sign-in codes, whose rules are constraints, locks
 * and transactions that each database must keep, on both when there is a PostgreSQL.
 */
export const DATABASE_TARGETS: DatabaseTarget[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The one database of a suite whose subject is not SQL (pipelines that render, voice or translate;
 * the app's and the public API's HTTP answers, request fuzzing, uploads): PostgreSQL, production's,
 * where there is one. A second run on the embedded database would render the same videos again
 * for queries the SQL suites already run on both; the journeys and `npm start` run these flows on
 * the embedded database.
 */
export const PRIMARY_TARGETS: DatabaseTarget[] = [serverUrl ? 'postgres' : 'pglite'];

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
