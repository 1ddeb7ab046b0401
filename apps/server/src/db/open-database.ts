import type { DatabaseConfig } from '../config';
import { openPgliteDatabase, type PgliteDatabaseHandle } from './pglite.database';
import { openPostgresDatabase, type PostgresDatabaseHandle } from './postgres.database';

/** A database of either driver; `driver` tells which, and with it what else the handle holds. */
export type OpenDatabase = PgliteDatabaseHandle | PostgresDatabaseHandle;

export function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  return config.driver === 'postgres'
    ? openPostgresDatabase(config.url)
    : openPgliteDatabase(config.dir);
}
