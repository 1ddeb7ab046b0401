/** One page of a Library tab, and where the next starts (null on the last). */
export interface LibraryPage<T> {
  items: T[];
  nextCursor: string | null;
}
