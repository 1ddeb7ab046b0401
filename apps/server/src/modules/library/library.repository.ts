import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { libraryItems } from '../../db/schema';

export type LibraryItemRow = typeof libraryItems.$inferSelect;

export class LibraryRepository {
  constructor(private readonly db: Database) {}

  async findByMediaKey(mediaKey: string): Promise<LibraryItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.mediaKey, mediaKey));
    return row;
  }
}
