import { clipLengthsResponseSchema } from '@orato/shared';
import type { ClipLengthsResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The clip lengths this server's video engine makes (set by its model, fixed while it runs). */
export const getClipLengths = (signal?: AbortSignal): Promise<ClipLengthsResponse> =>
  api.get('/veo/clip-lengths', clipLengthsResponseSchema, signal ? { signal } : undefined);

export const useClipLengths = () =>
  useQuery(
    queryOptions({
      queryKey: ['veo', 'clip-lengths'],
      queryFn: ({ signal }) => getClipLengths(signal),
      staleTime: Infinity,
    }),
  );
