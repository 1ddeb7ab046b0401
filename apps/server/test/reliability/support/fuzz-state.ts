import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Container } from '../../../src/container';
import * as schema from '../../../src/db/schema';

/** Counts every request before any check (rate limits): a refused one counts too, by design. */
const REQUEST_COUNTERS = new Set(['rate_limit_hits']);

/** Counts refused sign-ins: a well-formed request that is refused is the very thing it records. */
export const ATTEMPT_COUNTERS = ['login_attempts'];

/** Every table the product defines, read from the schema so that a new table is watched too. */
export const TABLE_NAMES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .filter((name) => !REQUEST_COUNTERS.has(name))
  .sort();

/**
 * What a rejected request must leave exactly as it was: the row count of every table and of the
 * job queue, the credit totals, each user's sign-in fields, and the stored files.
 */
export interface StoreState {
  values: Record<string, string | number>;
  files: string[];
}

const STATE_QUERY = `select ${[
  ...TABLE_NAMES.map((name) => `(select count(*)::int from "${name}") as "${name}"`),
  `(select count(*)::int from pgboss.job) as "pgboss.job"`,
  `(select coalesce(sum(available), 0)::text || '/' || coalesce(sum(held), 0)::text from credit_balances) as "credit totals"`,
  `(select coalesce(md5(string_agg(id::text || ':' || email || ':' || coalesce(password_hash, '') || ':' || coalesce(email_verified_at::text, '') || ':' || plan, ',' order by id)), '') from users) as "user fields"`,
].join(', ')}`;

export async function readState(container: Container): Promise<StoreState> {
  const result = (await container.database.db.execute(sql.raw(STATE_QUERY))) as unknown as {
    rows: Record<string, string | number>[];
  };
  return {
    values: result.rows[0]!,
    files: await listFiles(storageRoot(container)),
  };
}

function storageRoot(container: Container): string {
  const { storage } = container.config;
  if (storage.driver !== 'local') {
    throw new Error('the fuzz suite watches local-disk storage');
  }
  return storage.root;
}

/** Every file under the storage folder with its size, sorted. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        return [];
      }
      throw error;
    },
  );
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${path.relative(root, file)} ${(await stat(file)).size}`;
      }),
  );
  return files.sort();
}

/** The state without the refused-attempt counters, for requests the route itself refused. */
export function withoutAttemptCounters(state: StoreState): StoreState {
  const values = { ...state.values };
  for (const name of ATTEMPT_COUNTERS) {
    delete values[name];
  }
  return { ...state, values };
}
