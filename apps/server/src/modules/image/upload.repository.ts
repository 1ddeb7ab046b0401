import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { uploads, users } from '../../db/schema';

// Reads users beside its own table: the owner's row is locked (select … for update) so that two
// uploads at once count the quota one after the other.

export type UploadRow = typeof uploads.$inferSelect;
type NewUpload = typeof uploads.$inferInsert;

export class UploadRepository {
  constructor(private readonly db: Database) {}

  /** Bytes of `userId`'s uploads that no generation has used yet: what the quota counts. */
  async unusedBytes(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), isNull(uploads.usedAt)));
    return Number(row?.bytes ?? 0);
  }

  /**
   * Inserts `rows` only if the user's unused uploads stay within `quotaBytes`, counted under a
   * lock on the user's row, so two uploads at once cannot both take the last of the quota.
   */
  async insertWithinQuota(userId: string, rows: NewUpload[], quotaBytes: number): Promise<boolean> {
    return runInTransaction(this.db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const scoped = new UploadRepository(tx);
      const adding = rows.reduce((total, row) => total + row.bytes, 0);
      if ((await scoped.unusedBytes(userId)) + adding > quotaBytes) {
        return false;
      }
      await tx.insert(uploads).values(rows);
      return true;
    });
  }

  /** The uploads among `keys` that belong to `userId`. */
  findOwned(userId: string, keys: string[]): Promise<UploadRow[]> {
    return keys.length
      ? this.db
          .select()
          .from(uploads)
          .where(and(eq(uploads.userId, userId), inArray(uploads.key, keys)))
      : Promise.resolve([]);
  }

  /** Marks `userId`'s uploads among `keys` as taken by a generation: they no longer expire. */
  async markUsed(userId: string, keys: string[], at: Date): Promise<void> {
    if (keys.length > 0) {
      await this.db
        .update(uploads)
        .set({ usedAt: at })
        .where(and(eq(uploads.userId, userId), inArray(uploads.key, keys), isNull(uploads.usedAt)));
    }
  }

  async deleteOwned(userId: string, keys: string[]): Promise<void> {
    await this.db
      .delete(uploads)
      .where(and(eq(uploads.userId, userId), inArray(uploads.key, keys)));
  }

  /** Up to `limit` uploads made before `before` that no generation has used, oldest first. */
  findUnusedBefore(before: Date, limit: number): Promise<UploadRow[]> {
    return this.db
      .select()
      .from(uploads)
      .where(and(isNull(uploads.usedAt), lt(uploads.createdAt, before)))
      .orderBy(asc(uploads.createdAt))
      .limit(limit);
  }

  /** Deletes those of `keys` still unused (one used meanwhile is kept); returns the keys deleted. */
  async deleteUnused(keys: string[]): Promise<string[]> {
    if (keys.length === 0) {
      return [];
    }
    const deleted = await this.db
      .delete(uploads)
      .where(and(inArray(uploads.key, keys), isNull(uploads.usedAt)))
      .returning({ key: uploads.key });
    return deleted.map((row) => row.key);
  }
}
