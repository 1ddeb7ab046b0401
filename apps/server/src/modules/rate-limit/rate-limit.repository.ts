import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';
import { KeyedBatches } from '../../lib/keyed-batches';

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

// times come from the database's clock, the one clock every API process shares
const resetInMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitHits.resetAt} - now())) * 1000))::integer`;

const ended = sql`${rateLimitHits.resetAt} <= now()`;

interface Hit {
  key: string;
  windowMs: number;
}

/** Rate-limit counters in the database, so every API process counts against the same limit. */
export class RateLimitRepository {
  /** Hits that arrive together are counted in one statement: a burst costs a write, not one each. */
  readonly #together = new KeyedBatches<Hit, RateLimitCount>((_all, hits) => this.#count(hits));

  constructor(private readonly db: Database) {}

  /** Counts one request; a window that has ended starts again at 1. */
  hit(key: string, windowMs: number): Promise<RateLimitCount> {
    return this.#together.submit('hits', { key, windowMs: Math.max(1, Math.round(windowMs)) });
  }

  /**
   * Counts several requests in one atomic upsert, each key once with its number of hits; the
   * hits of one key are answered 1, 2, … up to the key's count, in their order.
   */
  async #count(hits: Hit[]): Promise<(RateLimitCount | Error)[]> {
    const byKey = new Map<string, Hit[]>();
    hits.forEach((hit) => byKey.set(hit.key, [...(byKey.get(hit.key) ?? []), hit]));
    const keys = [...byKey.keys()];
    const result = (await this.db.execute(sql`
      insert into ${rateLimitHits} (key, count, reset_at)
      select h.key, h.hits, now() + h.window_ms * interval '1 millisecond'
      from unnest(
        ${sql.param(keys)}::text[],
        ${sql.param(keys.map((key) => byKey.get(key)!.length))}::int[],
        ${sql.param(keys.map((key) => byKey.get(key)![0]!.windowMs))}::int[]
      ) as h(key, hits, window_ms)
      on conflict (key) do update set
        count = case when ${ended} then excluded.count else ${rateLimitHits.count} + excluded.count end,
        reset_at = case when ${ended} then excluded.reset_at else ${rateLimitHits.resetAt} end
      returning key, count, ${resetInMs} as reset_in_ms
    `)) as unknown as { rows: { key: string; count: number; reset_in_ms: number }[] };
    const counted = new Map(result.rows.map((row) => [row.key, row]));
    const seen = new Map<string, number>();
    return hits.map((hit) => {
      const row = counted.get(hit.key);
      if (!row) {
        return new Error(`rate limit key ${hit.key} was not counted`);
      }
      const earlier = seen.get(hit.key) ?? 0;
      seen.set(hit.key, earlier + 1);
      const after = byKey.get(hit.key)!.length - earlier - 1;
      return { count: Number(row.count) - after, resetInMs: Number(row.reset_in_ms) };
    });
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
