import { sql } from 'drizzle-orm';
import { shareLinks } from '../../db/schema';

export const linksOf = (itemId: string) =>
  sql`select ${shareLinks.id} from ${shareLinks} where ${shareLinks.itemId} = ${itemId}`;
