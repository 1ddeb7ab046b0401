import { sql } from 'drizzle-orm';

/** Reads share_links for the API's usage figures: a read model, counted where it is shown. */
export const linkCount = () => sql.raw('select count(*) from share_links');
