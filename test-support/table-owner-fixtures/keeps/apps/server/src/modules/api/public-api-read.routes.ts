// a route that asks the library's owner: it may say library_items in a comment
import { itemByKey } from '../library/library.repository';

const libraryItems = (key: string) => itemByKey(key);

export const route = { handler: libraryItems };
