import type { FastifyBaseLogger } from 'fastify';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import type { PgliteDatabaseHandle } from './pglite.database';
import type { PostgresDatabaseHandle } from './postgres.database';

/** The change feed of the database this process opened. */
export function openChangeFeed(
  database: PgliteDatabaseHandle | PostgresDatabaseHandle,
  logger: FastifyBaseLogger,
): Promise<ChangeFeed> | ChangeFeed {
  return database.driver === 'pglite'
    ? pgliteChangeFeed(database.client)
    : postgresChangeFeed(database.url, database.pool, (error) =>
        logger.warn({ err: error }, 'change feed lost: reads go to the database until it is back'),
      );
}

/**
 * How long a remembered read may serve at most, whatever the feed says: a minute, and never
 * longer than a twelfth of a media link's life, so a remembered Library page's links stay good.
 */
export function readCacheMaxAgeMs(urlTtlSeconds: number): number {
  return Math.min(60_000, Math.floor((urlTtlSeconds * 1000) / 12));
}
