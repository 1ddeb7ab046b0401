import { sql } from 'drizzle-orm';
// ✗ another module's table, through its drizzle object (renamed, which changes nothing)
import { libraryItems as items, shareLinks } from '../../db/schema';

export const linksOf = (itemId: string) =>
  sql`select ${shareLinks.id} from ${shareLinks} where ${shareLinks.itemId} = ${itemId}`;

export const sharedItem = (itemId: string) =>
  sql`select ${items.mediaKey} from ${items} where ${items.id} = ${itemId}`;
