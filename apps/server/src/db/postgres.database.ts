import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

// any constant works; it only has to be the same in every process of this product
const MIGRATION_LOCK_ID = 7_041_990;

export interface PostgresDatabaseHandle extends DatabaseHandle {
  readonly driver: 'postgres';
  /** The server's address, for the job queue's own connections. */
  readonly url: string;
  /** Its connections, which the change feed watches for this process's own writes. */
  readonly pool: pg.Pool;
}

export async function openPostgresDatabase(
  url: string,
  poolSize = 10,
): Promise<PostgresDatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // an idle client that errors (server restart) must not crash the process; the pool replaces it
  pool.on('error', () => undefined);
  // a client checked out when its connection drops (a transaction cut by a failover) also emits an
  // error event, which the pool does not listen to; the query in flight rejects on its own, so the
  // event only needs a listener for the process to survive
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    driver: 'postgres',
    url,
    pool,
    db,
    migrate: () => migrateUnderLock(pool),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Several processes may boot together; the advisory lock lets one migrate while the rest wait. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
