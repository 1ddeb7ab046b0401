import type { SavedDraftInput } from '@orato/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  createSavedDraft,
  saveSavedDraft,
  savedDraftsQueryKey,
} from '@/features/storyboard/api/saved-drafts';
import { useDebouncedValue } from '@/features/storyboard/hooks/use-debounced-value';
import { hasDraftContent } from '@/features/storyboard/utils/editor-scenes';
import { ApiError } from '@/lib/api-client';

/** A pause in typing this long saves the draft. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the storyboard being edited on the server, a moment after each change and as the page is
 * left, so a reload or another device continues it. The first save with any of the user's work
 * makes the draft; saves run one after another, so one draft is made, never two.
 */
export function useDraftAutosave(draft: SavedDraftInput, enabled: boolean) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AutosaveState>('idle');
  const draftId = useRef<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const creating = useRef(false);
  const left = useRef<string | null>(null);
  const current = useMemo(() => JSON.stringify(draft), [draft]);
  const settled = useDebouncedValue(current, AUTOSAVE_DELAY_MS);
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  }, [current]);

  const save = useCallback(
    (text: string) => {
      queue.current = queue.current.then(async () => {
        if (text === lastSaved.current) {
          return;
        }
        const input = JSON.parse(text) as SavedDraftInput;
        setState('saving');
        try {
          const id = draftId.current;
          creating.current = !id;
          const saved = id
            ? await saveSavedDraft(id, input).catch((error: unknown) => {
                // deleted meanwhile (on another device): the work is kept as a new draft
                if (error instanceof ApiError && error.status === 404) {
                  return createSavedDraft(input);
                }
                throw error;
              })
            : await createSavedDraft(input);
          draftId.current = saved.id;
          lastSaved.current = text;
          setState('saved');
          if (!id) {
            void queryClient.invalidateQueries({ queryKey: savedDraftsQueryKey });
          }
        } catch {
          setState('failed');
        } finally {
          creating.current = false;
        }
      });
    },
    [queryClient],
  );

  useEffect(() => {
    if (
      enabled &&
      settled !== left.current &&
      hasDraftContent(JSON.parse(settled) as SavedDraftInput)
    ) {
      save(settled);
    }
  }, [enabled, settled, save]);

  // the last keystrokes before a reload or a closed tab: sent at once, finishing after the page
  useEffect(() => {
    if (!enabled) {
      return;
    }
    const flush = () => {
      const id = draftId.current;
      const input = JSON.parse(latest.current) as SavedDraftInput;
      // a draft being made now is saved by the queue; a second POST would make two
      if (latest.current === lastSaved.current || creating.current || !hasDraftContent(input)) {
        return;
      }
      const sent = id
        ? saveSavedDraft(id, input, { keepalive: true })
        : createSavedDraft(input, { keepalive: true });
      void sent.catch(() => undefined);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [enabled]);

  /**
   * Continue a saved draft (`saved` as the editor holds it): later saves go to it. Null: the next
   * work makes a new draft. Changes to the draft being left that are not saved yet go to it first.
   */
  const attach = useCallback((id: string | null, saved?: SavedDraftInput) => {
    const leaving = draftId.current;
    const unsaved = latest.current;
    if (leaving && unsaved !== lastSaved.current) {
      queue.current = queue.current.then(() =>
        saveSavedDraft(leaving, JSON.parse(unsaved) as SavedDraftInput).then(
          () => undefined,
          () => undefined,
        ),
      );
    }
    // the pause after the last edit still ends with the old work: never a draft of its own
    left.current = unsaved;
    draftId.current = id;
    lastSaved.current = saved ? JSON.stringify(saved) : null;
    setState(id ? 'saved' : 'idle');
  }, []);

  return { state, draftId, attach };
}
