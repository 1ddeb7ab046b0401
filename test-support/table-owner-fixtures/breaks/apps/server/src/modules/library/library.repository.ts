import { sql } from 'drizzle-orm';
import { libraryItems, shareLinks } from '../../db/schema';

// ✗ a listed reader that does not say, at its top, which table it reads and why
export const itemByKey = (key: string) =>
  sql`select ${libraryItems.id}, (select count(*) from ${shareLinks}) from ${libraryItems} where ${libraryItems.mediaKey} = ${key}`;
