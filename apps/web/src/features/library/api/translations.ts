import {
  operationStartedResponseSchema,
  quoteResponseSchema,
  translationDraftResponseSchema,
  translationOptionsResponseSchema,
} from '@orato/shared';
import type { TranslationInput } from '@orato/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { activeJobsQueryKey } from '@/lib/active-jobs';
import { api } from '@/lib/api-client';

const base = (videoId: string) => `/library/videos/${encodeURIComponent(videoId)}/translations`;

/** The languages a Library video can be translated into, and what would enable the others. */
export function useTranslationOptions(videoId: string | null) {
  return useQuery({
    queryKey: ['library', 'translations', videoId],
    queryFn: ({ signal }) => api.get(base(videoId!), translationOptionsResponseSchema, { signal }),
    enabled: videoId !== null,
    staleTime: 0,
  });
}

/** The script translated for the user to edit: nothing is held yet. */
export function useDraftTranslation(videoId: string) {
  return useMutation({
    mutationFn: (language: string) =>
      api.post(`${base(videoId)}/draft`, { language }, translationDraftResponseSchema),
  });
}

export const quoteTranslation = (videoId: string, input: TranslationInput) =>
  api.post(`${base(videoId)}/quote`, input, quoteResponseSchema);

/** Renders the edited translation: it joins the jobs being made, then its original's row. */
export function useStartTranslation(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TranslationInput) =>
      api.post(base(videoId), input, operationStartedResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeJobsQueryKey }),
  });
}
