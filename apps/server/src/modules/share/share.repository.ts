import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { shareLinks } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** A live link as its page opens it: which item, and whether search engines may list it. */
export interface LiveShareLink {
  id: string;
  itemId: string;
  indexable: boolean;
}

export class ShareRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> {
    const [row] = await this.db.insert(shareLinks).values(values).returning();
    return row!;
  }

  /** The owner's links to one item, newest first. */
  listForItem(userId: string, libraryItemId: string): Promise<ShareLinkRow[]> {
    return this.db
      .select()
      .from(shareLinks)
      .where(and(eq(shareLinks.userId, userId), eq(shareLinks.libraryItemId, libraryItemId)))
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  }

  /** Revokes an owner's link; one already revoked keeps its first revocation time. */
  async revoke(userId: string, id: string, at: Date): Promise<ShareLinkRow | undefined> {
    const [row] = await this.db
      .update(shareLinks)
      .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
      .returning();
    return row;
  }

  /**
   * A live link (not revoked, not expired at `now`), counting a view when asked: the count and the
   * check are one statement, so a link revoked meanwhile is never counted.
   */
  async openLive(
    tokenHash: string,
    now: Date,
    countView: boolean,
  ): Promise<LiveShareLink | undefined> {
    const live = and(
      eq(shareLinks.tokenHash, tokenHash),
      isNull(shareLinks.revokedAt),
      or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
    );
    const [link] = countView
      ? await this.db
          .update(shareLinks)
          .set({ views: sql`${shareLinks.views} + 1` })
          .where(live)
          .returning({
            id: shareLinks.id,
            itemId: shareLinks.libraryItemId,
            indexable: shareLinks.indexable,
          })
      : await this.db
          .select({
            id: shareLinks.id,
            itemId: shareLinks.libraryItemId,
            indexable: shareLinks.indexable,
          })
          .from(shareLinks)
          .where(live);
    return link;
  }
}
