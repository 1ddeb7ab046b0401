import { paths } from '@/config/paths';

/** The visual kinds a Library item can start a storyboard scene as: an image a still, a clip a shot. */
export type LibrarySceneKind = 'still' | 'shot';

/** A Library item handed to the Storyboard page ("Use in… → Storyboard"). */
export interface LibraryScene {
  kind: LibrarySceneKind;
  libraryItemId: string;
}

/** Issue #22: the Storyboard page opened with a new scene showing a Library image or clip. */
export const storyboardSceneHref = (kind: LibrarySceneKind, libraryItemId: string) =>
  `${paths.dashboard.storyboard.getHref()}?${new URLSearchParams({ [kind]: libraryItemId }).toString()}`;

/**
 * The scene a link asks for, if any. Only the item's id travels: the server checks it is the
 * caller's when the storyboard is priced and started, so the page does not have to.
 */
export function readLibraryScene(params: URLSearchParams): LibraryScene | null {
  for (const kind of ['still', 'shot'] as const) {
    const libraryItemId = params.get(kind)?.trim();
    if (libraryItemId) {
      return { kind, libraryItemId };
    }
  }
  return null;
}
