import { sql } from 'drizzle-orm';
import { libraryItems, shareLinks } from '../../db/schema';

/** Reads share_links beside its own table: how many links each item has, in one statement. */
export const itemByKey = (key: string) =>
  sql`select ${libraryItems.id}, (select count(*) from ${shareLinks}) from ${libraryItems} where ${libraryItems.mediaKey} = ${key}`;
