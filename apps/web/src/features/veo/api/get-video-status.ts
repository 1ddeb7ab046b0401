import { TIMINGS, veoStatusResponseSchema } from '@orato/shared';
import type { VeoStatusResponse } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One look at a VEO operation: a `url` when the clip is ready, an `error` when it failed. */
export const getVideoStatus = (
  operationName: string,
  signal?: AbortSignal,
): Promise<VeoStatusResponse> =>
  api.post(
    '/get-video-status',
    { operation_name: operationName },
    veoStatusResponseSchema,
    signal ? { signal } : undefined,
  );

const isSettled = (status: VeoStatusResponse | undefined) => !!status?.url || !!status?.error;

/**
 * Polls a VEO operation (spec §4, §9): at once, then every 15 s until a URL or an error appears.
 * A failed poll is only logged; the next one goes ahead on schedule.
 */
export const useVideoStatus = (operationName: string | null) =>
  useQuery({
    queryKey: ['veo', 'operation', operationName],
    queryFn: async ({ signal }) => {
      try {
        return await getVideoStatus(operationName ?? '', signal);
      } catch (error) {
        console.warn('Checking the VEO video failed; trying again shortly.', error);
        throw error;
      }
    },
    enabled: !!operationName,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : TIMINGS.veoPollMs),
    refetchIntervalInBackground: true,
  });
