// The run's migrated databases: one PGlite folder (built in test-support, which the journeys share)
// and, with TEST_DATABASE_URL, one PostgreSQL template database.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config';
import { openPostgresDatabase } from '../../src/db/postgres.database';
import type { PgliteDatabaseHandle } from '../../src/db/pglite.database';
import {
  openPgliteSnapshot,
  prepareDatabase,
  seedPgliteFolder,
} from '../../../../test-support/pglite-template';
import { withAdminClient } from './test-database';

/**
 * Gives a new embedded database folder the run's migrated one, so opening it skips initdb (outside
 * a run with the global setup, or for a folder that already exists, nothing changes).
 */
export async function seedPgliteDatabase(database: DatabaseConfig): Promise<void> {
  const template = inject('pgliteTemplateDir');
  if (database.driver !== 'pglite' || !template) {
    return;
  }
  await seedPgliteFolder(template, database.dir);
}

/**
 * For an embedded database, the run's migrated one opened in memory (on PostgreSQL, or outside a
 * run with the global setup, none: the container opens its own).
 */
export async function openPgliteFromRun(
  database: DatabaseConfig,
): Promise<PgliteDatabaseHandle | undefined> {
  const snapshot = inject('pgliteSnapshot');
  return database.driver === 'pglite' && snapshot ? openPgliteSnapshot(snapshot) : undefined;
}

/** A migrated PostgreSQL database that scratch databases are created from (`CREATE … TEMPLATE`). */
export async function buildPostgresTemplate(
  serverUrl: string,
): Promise<{ name: string; remove(): Promise<void> }> {
  const name = `orato_template_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), 2);
  try {
    await prepareDatabase(database, { driver: 'postgres', url: url.toString() });
  } finally {
    await database.close();
  }
  return {
    name,
    remove: async () => {
      await withAdminClient((client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
