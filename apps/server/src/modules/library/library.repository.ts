import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  generations,
  libraryItems,
  photoAvatars,
  storyboardScenes,
  storyboards,
  uploads,
} from '../../db/schema';

// Reads generations, uploads, storyboards, storyboard_scenes and photo_avatars beside its own
// table, for one purpose: every stored file of a user (or of a storyboard) when it is deleted.
// Each list is a plain read of keys; their rows are changed only by their own repositories.

export type LibraryItemRow = typeof libraryItems.$inferSelect;
type NewLibraryItem = typeof libraryItems.$inferInsert;

/** An item as a public share page shows it, with the language versions it has. */
export interface LibraryItemView {
  feature: string;
  title: string | null;
  mediaKey: string;
  thumbnailKey: string | null;
  language: string | null;
  width: number | null;
  height: number | null;
  /** Its translations, oldest first: each a language version of this item. */
  versions: { language: string; mediaKey: string; thumbnailKey: string | null }[];
}

/**
 * Where a page of a list starts: after the entry made at `micros` (microseconds since 1970, as
 * the database keeps it: a JavaScript date would lose the last three digits) with `id`.
 */
export interface ListCursor {
  micros: string;
  id: string;
}

export type PagedItemRow = LibraryItemRow & { cursorMicros: string };

/**
 * A library tab's page, on every visit and after every change: prepared once, one statement for a
 * tab that lists several features (the avatar tab lists storyboards too), newest first with the id
 * breaking ties so that a page never repeats or skips an entry. `originals`: a translation whose
 * original is listed on the same tab is left out (it is shown under its original).
 */
const pageQuery = (db: Database, originals: boolean) =>
  db
    .select({
      ...getTableColumns(libraryItems),
      cursorMicros: sql<string>`(extract(epoch from ${libraryItems.createdAt}) * 1000000)::bigint::text`,
    })
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.userId, sql.placeholder('userId')),
        sql`${libraryItems.feature} = any(${sql.placeholder('features')}::text[])`,
        sql`(${sql.placeholder('beforeMicros')}::bigint is null
          or (${libraryItems.createdAt}, ${libraryItems.id})
            < (timestamptz 'epoch' + ${sql.placeholder('beforeMicros')}::bigint * interval '1 microsecond',
               ${sql.placeholder('beforeId')}::uuid))`,
        originals
          ? sql`(${libraryItems.originalId} is null or not exists (
              select 1 from library_items o where o.id = ${libraryItems.originalId}
                and o.feature = any(${sql.placeholder('features')}::text[])))`
          : undefined,
      ),
    )
    .orderBy(desc(libraryItems.createdAt), desc(libraryItems.id))
    .limit(sql.placeholder('limit'))
    .prepare(originals ? 'library_page_originals' : 'library_page');

/** The translations of a page's originals, in one statement. */
const versionsQuery = (db: Database) =>
  db
    .select()
    .from(libraryItems)
    .where(
      and(
        sql`${libraryItems.originalId} = any(${sql.placeholder('ids')}::uuid[])`,
        sql`${libraryItems.feature} = any(${sql.placeholder('features')}::text[])`,
      ),
    )
    .orderBy(libraryItems.createdAt, libraryItems.id)
    .prepare('library_versions');

export class LibraryRepository {
  #page?: ReturnType<typeof pageQuery>;
  #originalsPage?: ReturnType<typeof pageQuery>;
  #versions?: ReturnType<typeof versionsQuery>;

  constructor(private readonly db: Database) {}

  /** A finished job's (or storyboard's) entry; inserting twice keeps the first. */
  async save(values: NewLibraryItem): Promise<void> {
    await this.db.insert(libraryItems).values(values).onConflictDoNothing();
  }

  async findByMediaKey(mediaKey: string): Promise<LibraryItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.mediaKey, mediaKey));
    return row;
  }

  /** `userId`'s own entry of a feature; anyone else's is simply not found. */
  async findOwn(userId: string, feature: string, id: string): Promise<LibraryItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryItems)
      .where(
        and(
          eq(libraryItems.id, id),
          eq(libraryItems.userId, userId),
          eq(libraryItems.feature, feature),
        ),
      );
    return row;
  }

  /**
   * Up to `limit` of the user's entries of any of `features`, newest first, after `cursor`;
   * `originals` leaves out translations listed under their original.
   */
  page(
    userId: string,
    features: string[],
    options: { limit: number; cursor?: ListCursor; originals?: boolean },
  ): Promise<PagedItemRow[]> {
    const query = options.originals
      ? (this.#originalsPage ??= pageQuery(this.db, true))
      : (this.#page ??= pageQuery(this.db, false));
    return query.execute({
      userId,
      features,
      limit: options.limit,
      beforeMicros: options.cursor?.micros ?? null,
      beforeId: options.cursor?.id ?? null,
    });
  }

  /** The translations among `features` of the items `ids`, oldest first. */
  versionsOf(ids: string[], features: string[]): Promise<LibraryItemRow[]> {
    if (ids.length === 0) {
      return Promise.resolve([]);
    }
    this.#versions ??= versionsQuery(this.db);
    return this.#versions.execute({ ids, features });
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

  /** Records the language an item speaks, once known (when its first translation starts). */
  async setLanguageIfUnset(id: string, language: string): Promise<void> {
    await this.db
      .update(libraryItems)
      .set({ language })
      .where(and(eq(libraryItems.id, id), isNull(libraryItems.language)));
  }

  /** The user's own entry by id; anyone else's is simply not found. */
  async findOwnedById(userId: string, id: string): Promise<LibraryItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryItems)
      .where(and(eq(libraryItems.id, id), eq(libraryItems.userId, userId)));
    return row;
  }

  async setThumbnail(id: string, thumbnailKey: string): Promise<void> {
    await this.db.update(libraryItems).set({ thumbnailKey }).where(eq(libraryItems.id, id));
  }

  /**
   * An item and its language versions, as a share page shows them: nothing about its owner. The
   * share itself (live, counted) is the share module's; this is only what it points at.
   */
  async viewOf(id: string): Promise<LibraryItemView | undefined> {
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
      .where(eq(libraryItems.id, id));
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
      .where(and(eq(libraryItems.originalId, id), isNotNull(libraryItems.language)))
      .orderBy(libraryItems.createdAt);
    return {
      ...item,
      versions: versions.flatMap(({ language, ...keys }) =>
        language ? [{ language, ...keys }] : [],
      ),
    };
  }

  /** Which of `mediaKeys` still have a library entry (a file deleted from the Library is gone). */
  async presentMediaKeys(mediaKeys: string[]): Promise<Set<string>> {
    if (mediaKeys.length === 0) {
      return new Set();
    }
    const rows = await this.db
      .select({ key: libraryItems.mediaKey })
      .from(libraryItems)
      .where(inArray(libraryItems.mediaKey, mediaKeys));
    return new Set(rows.map((row) => row.key));
  }

  /** Every entry of a user, oldest first: the data download's `library`. */
  allOf(userId: string): Promise<LibraryItemRow[]> {
    return this.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.userId, userId))
      .orderBy(asc(libraryItems.createdAt));
  }

  async delete(ids: string[]): Promise<void> {
    await this.db.delete(libraryItems).where(inArray(libraryItems.id, ids));
  }

  /** Every stored file of a delivered storyboard, found by its video's key: its scenes and parts. */
  async storyboardFilesOf(mediaKey: string): Promise<string[]> {
    const [board] = await this.db
      .select()
      .from(storyboards)
      .where(eq(storyboards.mediaKey, mediaKey));
    if (!board) {
      return [];
    }
    const [scenes, parts] = await Promise.all([
      this.db
        .select({ a: storyboardScenes.clipKey })
        .from(storyboardScenes)
        .where(eq(storyboardScenes.storyboardId, board.id)),
      this.db
        .select({
          a: generations.mediaKey,
          b: generations.thumbnailKey,
          c: generations.captionsKey,
        })
        .from(generations)
        .where(eq(generations.storyboardId, board.id)),
    ]);
    return [
      board.thumbnailKey,
      board.vttKey,
      board.srtKey,
      ...[...scenes, ...parts].flatMap(Object.values),
    ].filter((key): key is string => typeof key === 'string');
  }

  /** Every stored file of a user: library media and thumbnails, captions, uploads, storyboards. */
  async allKeysOf(userId: string): Promise<string[]> {
    const [items, made, uploaded, boards, scenes, portraits] = await Promise.all([
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
        .select({
          a: storyboards.mediaKey,
          b: storyboards.thumbnailKey,
          c: storyboards.vttKey,
          d: storyboards.srtKey,
        })
        .from(storyboards)
        .where(eq(storyboards.userId, userId)),
      this.db
        .select({ a: storyboardScenes.clipKey })
        .from(storyboardScenes)
        .where(eq(storyboardScenes.userId, userId)),
      this.db
        .select({ a: photoAvatars.imageKey, b: photoAvatars.thumbnailKey })
        .from(photoAvatars)
        .where(eq(photoAvatars.userId, userId)),
    ]);
    const keys = [...items, ...made, ...uploaded, ...boards, ...scenes, ...portraits].flatMap(
      (row) => Object.values(row),
    );
    return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
  }
}
