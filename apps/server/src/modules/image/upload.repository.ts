import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export class UploadRepository {
  constructor(private readonly db: Database) {}

  async insertMany(rows: (typeof uploads.$inferInsert)[]): Promise<void> {
    await this.db.insert(uploads).values(rows);
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
}
