import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { storyboardDrafts } from '../../db/schema';

export type SavedDraftRow = typeof storyboardDrafts.$inferSelect;

/** Storyboard drafts, always by their owner: anyone else's draft is simply not found. */
export class SavedDraftRepository {
  constructor(private readonly db: Database) {}

  /** The owner's drafts, the one saved last first. */
  listOwn(userId: string): Promise<SavedDraftRow[]> {
    return this.db
      .select()
      .from(storyboardDrafts)
      .where(eq(storyboardDrafts.userId, userId))
      .orderBy(desc(storyboardDrafts.updatedAt), desc(storyboardDrafts.id));
  }

  async countOwn(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(storyboardDrafts)
      .where(eq(storyboardDrafts.userId, userId));
    return row?.total ?? 0;
  }

  async findOwn(userId: string, id: string): Promise<SavedDraftRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storyboardDrafts)
      .where(and(eq(storyboardDrafts.id, id), eq(storyboardDrafts.userId, userId)));
    return row;
  }

  async insert(values: typeof storyboardDrafts.$inferInsert): Promise<SavedDraftRow> {
    const [row] = await this.db.insert(storyboardDrafts).values(values).returning();
    return row!;
  }

  async updateOwn(
    userId: string,
    id: string,
    values: Pick<SavedDraftRow, 'title' | 'content' | 'updatedAt'>,
  ): Promise<SavedDraftRow | undefined> {
    const [row] = await this.db
      .update(storyboardDrafts)
      .set(values)
      .where(and(eq(storyboardDrafts.id, id), eq(storyboardDrafts.userId, userId)))
      .returning();
    return row;
  }

  /** True when the owner's draft was there to delete. */
  async deleteOwn(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(storyboardDrafts)
      .where(and(eq(storyboardDrafts.id, id), eq(storyboardDrafts.userId, userId)))
      .returning({ id: storyboardDrafts.id });
    return rows.length > 0;
  }
}
