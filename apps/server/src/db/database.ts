import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One query surface for both drivers: repositories never know which database they are on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Database;
  /** Applies pending migrations; safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
