import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { generations, libraryItems, photoAvatars, uploads } from '../../db/schema';

export type LibraryItemRow = typeof libraryItems.$inferSelect;

/** The library tabs' read, on every visit and after every change: prepared once. */
const listQuery = (db: Database) =>
  db
    .select()
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.userId, sql.placeholder('userId')),
        eq(libraryItems.feature, sql.placeholder('feature')),
      ),
    )
    .orderBy(desc(libraryItems.createdAt))
    .prepare('library_list');

export class LibraryRepository {
  #list?: ReturnType<typeof listQuery>;

  constructor(private readonly db: Database) {}

  async findByMediaKey(mediaKey: string): Promise<LibraryItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.mediaKey, mediaKey));
    return row;
  }

  /** Newest first. */
  list(userId: string, feature: string): Promise<LibraryItemRow[]> {
    this.#list ??= listQuery(this.db);
    return this.#list.execute({ userId, feature });
  }

  /** The user's own entries of a feature among `mediaKeys`; anyone else's are simply not found. */
  findOwned(userId: string, feature: string, mediaKeys: string[]): Promise<LibraryItemRow[]> {
    return this.db
      .select()
      .from(libraryItems)
      .where(
        and(
          eq(libraryItems.userId, userId),
          eq(libraryItems.feature, feature),
          inArray(libraryItems.mediaKey, mediaKeys),
        ),
      );
  }

  async delete(ids: string[]): Promise<void> {
    await this.db.delete(libraryItems).where(inArray(libraryItems.id, ids));
  }

  /** Every stored file of a user: library media and thumbnails, captions, uploads. */
  async allKeysOf(userId: string): Promise<string[]> {
    const [items, made, uploaded, portraits] = await Promise.all([
      this.db
        .select({ a: libraryItems.mediaKey, b: libraryItems.thumbnailKey })
        .from(libraryItems)
        .where(eq(libraryItems.userId, userId)),
      this.db
        .select({
          a: generations.mediaKey,
          b: generations.captionsKey,
          c: generations.thumbnailKey,
        })
        .from(generations)
        .where(eq(generations.userId, userId)),
      this.db.select({ a: uploads.key }).from(uploads).where(eq(uploads.userId, userId)),
      this.db
        .select({ a: photoAvatars.imageKey, b: photoAvatars.thumbnailKey })
        .from(photoAvatars)
        .where(eq(photoAvatars.userId, userId)),
    ]);
    const keys = [...items, ...made, ...uploaded, ...portraits].flatMap((row) =>
      Object.values(row),
    );
    return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
  }
}
