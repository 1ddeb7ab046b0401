import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims a key for one request: true when this call inserted the row, or took over one older
   * than `expiredBefore`. Of concurrent claims the primary key lets exactly one through.
   */
  async claim(
    userId: string,
    key: string,
    requestHash: string,
    now: Date,
    expiredBefore: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          responseStatus: null,
          responseBody: null,
          createdAt: sql`excluded.created_at`,
        },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  async find(userId: string, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row;
  }

  async complete(userId: string, key: string, status: number, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  }

  /** Gives up a claim whose request failed before it changed anything, so a retry runs afresh. */
  async release(userId: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.responseStatus),
        ),
      );
  }

  async deleteOlderThan(before: Date): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}
