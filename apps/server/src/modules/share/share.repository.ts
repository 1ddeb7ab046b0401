import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { libraryItems, shareLinks } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** What a public share page may show: the item's media and title, nothing about its owner. */
export interface SharedItem {
  linkId: string;
  feature: string;
  title: string | null;
  mediaKey: string;
  thumbnailKey: string | null;
  indexable: boolean;
  /** The language it speaks, where known. */
  language: string | null;
  /** Its translations: a share of a video shares every language of it. */
  versions: { language: string; mediaKey: string; thumbnailKey: string | null }[];
  /** The file's real size; null for an item saved before sizes were read. */
  width: number | null;
  height: number | null;
}

export class ShareRepository {
  constructor(private readonly db: Database) {}

  /** The user's own library item; anyone else's is simply not found. */
  async findOwnedItem(userId: string, itemId: string) {
    const [item] = await this.db
      .select({
        id: libraryItems.id,
        mediaKey: libraryItems.mediaKey,
        width: libraryItems.width,
        height: libraryItems.height,
      })
      .from(libraryItems)
      .where(and(eq(libraryItems.id, itemId), eq(libraryItems.userId, userId)));
    return item;
  }

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
   * The item behind a live link (not revoked, not expired at `now`), counting a view when asked:
   * the count and the check are one statement, so a link revoked meanwhile is never counted.
   */
  async openLive(
    tokenHash: string,
    now: Date,
    countView: boolean,
  ): Promise<SharedItem | undefined> {
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
    if (!link) {
      return undefined;
    }
    const [item] = await this.db
      .select({
        feature: libraryItems.feature,
        title: libraryItems.title,
        mediaKey: libraryItems.mediaKey,
        thumbnailKey: libraryItems.thumbnailKey,
        language: libraryItems.language,
        width: libraryItems.width,
        height: libraryItems.height,
      })
      .from(libraryItems)
      .where(eq(libraryItems.id, link.itemId));
    if (!item) {
      return undefined;
    }
    const versions = await this.db
      .select({
        language: libraryItems.language,
        mediaKey: libraryItems.mediaKey,
        thumbnailKey: libraryItems.thumbnailKey,
      })
      .from(libraryItems)
      .where(and(eq(libraryItems.originalId, link.itemId), isNotNull(libraryItems.language)))
      .orderBy(libraryItems.createdAt);
    return {
      linkId: link.id,
      indexable: link.indexable,
      ...item,
      versions: versions.flatMap(({ language, ...keys }) =>
        language ? [{ language, ...keys }] : [],
      ),
    };
  }
}
