import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const libraryItems = pgTable('library_items', {
  id: uuid().primaryKey(),
  mediaKey: text('media_key').notNull(),
});

export const shareLinks = pgTable('share_links', {
  id: uuid().primaryKey(),
  itemId: uuid('item_id').notNull(),
});
