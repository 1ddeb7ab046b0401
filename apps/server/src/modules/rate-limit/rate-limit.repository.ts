import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

// times come from the database's clock, the one clock every API process shares
const resetInMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000))::integer`;

const ended = sql`${rateLimitHits.resetAt} <= now()`;

/** Every limited request runs this upsert: prepared once, it skips query building and parsing. */
const hitQuery = (db: Database) =>
  db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      count: 1,
      resetAt: sql`now() + ${sql.placeholder('windowMs')}::integer * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, resetInMs })
    .prepare('rate_limit_hit');

/** Rate-limit counters in the database, so every API process counts against the same limit. */
export class RateLimitRepository {
  #hit?: ReturnType<typeof hitQuery>;

  constructor(private readonly db: Database) {}

  /** Counts one request in one atomic statement; a window that has ended starts again at 1. */
  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    this.#hit ??= hitQuery(this.db);
    const [row] = await this.#hit.execute({ key, windowMs: Math.max(1, Math.round(windowMs)) });
    return { count: row!.count, resetInMs: Number(row!.resetInMs) };
  }

  /** The current window's count without counting a request (0 when there is no live window). */
  async peek(key: string): Promise<RateLimitCount> {
    const [row] = await this.db
      .select({ count: rateLimitHits.count, resetInMs })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
    return row
      ? { count: row.count, resetInMs: Number(row.resetInMs) }
      : { count: 0, resetInMs: 0 };
  }

  /** Removes the counters of ended windows; returns how many. */
  async deleteEnded(): Promise<number> {
    const removed = await this.db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.resetAt, sql`now()`))
      .returning({ key: rateLimitHits.key });
    return removed.length;
  }
}
