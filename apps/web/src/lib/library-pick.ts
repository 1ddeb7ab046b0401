/**
 * A Library image handed to another tool ("Use in…"): the Library navigates with this as the
 * route's state, and the tool takes it as an input. State, not the URL, so a reload or a shared
 * link does not pick it again.
 */
export interface LibraryPick {
  /** The Library item's id: the server copies its file, after checking it is the caller's. */
  id: string;
  /** Its current download link, shown as the preview while the copy is made. */
  previewUrl: string;
}

interface LibraryPickState {
  libraryImage: LibraryPick;
}

export const libraryPickState = (pick: LibraryPick): LibraryPickState => ({ libraryImage: pick });

/** The pick carried by a route's state, if any (state can hold anything: checked, not trusted). */
export function readLibraryPick(state: unknown): LibraryPick | null {
  const pick = (state as Partial<LibraryPickState> | null)?.libraryImage;
  return pick && typeof pick.id === 'string' && typeof pick.previewUrl === 'string' ? pick : null;
}
