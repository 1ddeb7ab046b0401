import { uploadResponseSchema } from '@orato/shared';
import type { UploadResponse } from '@orato/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { api } from '@/lib/api-client';

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

/**
 * Makes a Library image an input of a tool: the server copies its stored file into a new upload of
 * the caller (no bytes leave the browser) and answers like the upload call.
 */
export const uploadFromLibrary = (libraryItemId: string): Promise<UploadResponse> =>
  api.post('/upload-from-library', { library_item_id: libraryItemId }, uploadResponseSchema);

/** Hands the route's pick to `take` once, then drops it so a reload or going back does not. */
export function useLibraryPick(take: (pick: LibraryPick) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const taken = useRef<string | null>(null);
  const pick = readLibraryPick(location.state);
  useEffect(() => {
    if (!pick || taken.current === pick.id) {
      return;
    }
    taken.current = pick.id;
    void navigate(location.pathname, { replace: true, state: null });
    take(pick);
  });
}
