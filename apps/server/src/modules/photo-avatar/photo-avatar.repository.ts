import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { photoAvatars, users } from '../../db/schema';

// Reads users beside its own table: the owner's row is locked (select … for update) so that two
// portraits saved at once count the limit one after the other.

export type PhotoAvatarRow = typeof photoAvatars.$inferSelect;
type NewPhotoAvatar = typeof photoAvatars.$inferInsert;

export class PhotoAvatarRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts the avatar unless the user already keeps `max`, counted under a lock on the user's
   * row, so two uploads at once cannot both take the last place. Undefined when full.
   */
  async insertWithinLimit(row: NewPhotoAvatar, max: number): Promise<PhotoAvatarRow | undefined> {
    return runInTransaction(this.db, async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
      const [kept] = await tx
        .select({ count: count() })
        .from(photoAvatars)
        .where(eq(photoAvatars.userId, row.userId));
      if ((kept?.count ?? 0) >= max) {
        return undefined;
      }
      const [inserted] = await tx.insert(photoAvatars).values(row).returning();
      return inserted;
    });
  }

  async countOf(userId: string): Promise<number> {
    const [kept] = await this.db
      .select({ count: count() })
      .from(photoAvatars)
      .where(eq(photoAvatars.userId, userId));
    return kept?.count ?? 0;
  }

  /** The user's own, newest first. */
  listOf(userId: string): Promise<PhotoAvatarRow[]> {
    return this.db
      .select()
      .from(photoAvatars)
      .where(eq(photoAvatars.userId, userId))
      .orderBy(desc(photoAvatars.createdAt), desc(photoAvatars.id));
  }

  /** The avatar only if it is `userId`'s: anyone else's reads as missing. */
  async findOwned(userId: string, id: string): Promise<PhotoAvatarRow | undefined> {
    const [row] = await this.db
      .select()
      .from(photoAvatars)
      .where(and(eq(photoAvatars.id, id), eq(photoAvatars.userId, userId)));
    return row;
  }

  async findById(id: string): Promise<PhotoAvatarRow | undefined> {
    const [row] = await this.db.select().from(photoAvatars).where(eq(photoAvatars.id, id));
    return row;
  }

  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(photoAvatars)
      .where(and(eq(photoAvatars.id, id), eq(photoAvatars.userId, userId)))
      .returning({ id: photoAvatars.id });
    return deleted.length > 0;
  }
}
