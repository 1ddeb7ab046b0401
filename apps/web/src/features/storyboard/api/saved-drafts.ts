import {
  messageResponseSchema,
  savedDraftListSchema,
  savedDraftSchema,
  type SavedDraft,
  type SavedDraftInput,
} from '@orato/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const savedDraftsQueryKey = ['storyboard', 'saved-drafts'] as const;

/** The account's storyboard drafts, the one saved last first ("Continue your draft"). */
export const useSavedDrafts = () =>
  useQuery({
    queryKey: savedDraftsQueryKey,
    queryFn: ({ signal }) => api.get('/storyboard-drafts', savedDraftListSchema, { signal }),
    select: (data) => data.drafts,
  });

export const getSavedDraft = (id: string): Promise<SavedDraft> =>
  api.get(`/storyboard-drafts/${encodeURIComponent(id)}`, savedDraftSchema);

export const createSavedDraft = (
  input: SavedDraftInput,
  options: { keepalive?: boolean } = {},
): Promise<SavedDraft> => api.post('/storyboard-drafts', input, savedDraftSchema, options);

export const saveSavedDraft = (
  id: string,
  input: SavedDraftInput,
  options: { keepalive?: boolean } = {},
): Promise<SavedDraft> =>
  api.put(`/storyboard-drafts/${encodeURIComponent(id)}`, input, savedDraftSchema, options);

export const useDeleteSavedDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/storyboard-drafts/${encodeURIComponent(id)}`, messageResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedDraftsQueryKey }),
  });
};
