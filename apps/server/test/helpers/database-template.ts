// Migrating a fresh embedded database (initdb in WASM, every migration, the queue's schema) costs
// seconds per suite; one migrated copy is built per test run and each suite starts from a copy.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  PgBossJobQueue,
  type PgBossConnection,
} from '../../src/adapters/job-queue/pg-boss.job-queue';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite.database';
import { openPostgresDatabase } from '../../src/db/postgres.database';
import { JOB_PAYLOADS } from '../../src/jobs/job-catalogue';
import { withAdminClient } from './test-database';

const quietLogger = { error: () => undefined };

/** What every test container does to a new database before its first test: migrate, install the queue. */
async function prepare(database: DatabaseHandle, connection: PgBossConnection): Promise<void> {
  await database.migrate();
  const queue = new PgBossJobQueue(connection, quietLogger, { payloads: JOB_PAYLOADS });
  await queue.start();
  await queue.stop(1000);
}

/** A migrated PGlite data folder; copy it (closed) to `<DATA_DIR>/db` to start from it. */
export async function buildPgliteTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'orato-pglite-template-'));
  const dir = path.join(root, 'db');
  const database = await openPgliteDatabase(dir);
  try {
    await prepare(database, { driver: 'pglite', client: database.client });
  } finally {
    // the queue's stop closed the shared client already; closing again only releases the lock
    await database.close().catch(() => undefined);
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * Gives a new embedded database folder the run's migrated one, so opening it skips initdb (outside
 * a run with the global setup, or for a folder that already exists, nothing changes).
 */
export async function seedPgliteDatabase(database: DatabaseConfig): Promise<void> {
  const template = inject('pgliteTemplateDir');
  if (database.driver !== 'pglite' || !template || existsSync(database.dir)) {
    return;
  }
  await copyFolder(template, database.dir);
}

const execFileAsync = promisify(execFile);

/**
 * GNU cp writes only the data blocks (the template's 16 MB WAL segment is mostly zeros): some 0.1 s
 * of CPU a copy, where Node's `fs.cp` takes over a second, and suites make a hundred copies a run.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  if (process.platform === 'linux') {
    await mkdir(path.dirname(to), { recursive: true });
    await execFileAsync('cp', ['-a', '--sparse=always', from, to]);
    return;
  }
  await cp(from, to, { recursive: true });
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
    await prepare(database, { driver: 'postgres', url: url.toString() });
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
