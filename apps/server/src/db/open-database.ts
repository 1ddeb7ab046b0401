import type { DatabaseConfig } from '../config';
import type { DatabaseHandle } from './database';
import { openPgliteDatabase, type PgliteDatabaseHandle } from './pglite.database';
import { openPostgresDatabase } from './postgres.database';

export function openDatabase(
  config: DatabaseConfig,
): Promise<DatabaseHandle | PgliteDatabaseHandle> {
  return config.driver === 'postgres'
    ? openPostgresDatabase(config.url)
    : openPgliteDatabase(config.dir);
}
