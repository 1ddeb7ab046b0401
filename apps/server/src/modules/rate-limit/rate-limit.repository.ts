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

/** Rate-limit counters in the database, so every API process counts against the same limit. */
export class RateLimitRepository {
  constructor(private readonly db: Database) {}

  /** Counts one request in one atomic statement; a window that has ended starts again at 1. */
  async hit(key: string, windowMs: number): Promise<RateLimitCount> {
    const windowEnd = sql`now() + ${Math.max(1, Math.round(windowMs))}::integer * interval '1 millisecond'`;
    const ended = sql`${rateLimitHits.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, count: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ count: rateLimitHits.count, resetInMs });
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
