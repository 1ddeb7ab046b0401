import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDirectoryLock } from '../lib/directory-lock';
import type { Database, DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

export interface PgliteDatabaseHandle extends DatabaseHandle {
  readonly driver: 'pglite';
  /** The embedded instance, shared with the job queue (it is a single connection). */
  readonly client: PGlite;
}

/** The embedded database: PostgreSQL compiled to WASM, kept in a folder, owned by one process. */
export async function openPgliteDatabase(dir: string): Promise<PgliteDatabaseHandle> {
  await mkdir(dir, { recursive: true });
  const lock = await acquireDirectoryLock(
    dir,
    'Another Orato process is using the embedded database. Stop it, or set DATABASE_URL to share a PostgreSQL server.',
  );
  try {
    return pgliteHandle(await PGlite.create(dir), () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The handle around an open instance; `release` runs after the instance is closed. */
export function pgliteHandle(client: PGlite, release: () => Promise<void>): PgliteDatabaseHandle {
  return {
    driver: 'pglite',
    client,
    db: drizzle({ client, schema }) as unknown as Database,
    migrate: async () => {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}
