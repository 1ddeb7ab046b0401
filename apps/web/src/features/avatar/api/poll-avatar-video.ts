import { TIMINGS, generationStatusResponseSchema } from '@orato/shared';
import type { GenerationStatusResponse } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One look at an avatar job: its state, progress and, once done, the video. */
export const pollAvatarVideo = (
  operationId: string,
  signal?: AbortSignal,
): Promise<GenerationStatusResponse> =>
  api.post(
    '/poll-creator',
    { operationId },
    generationStatusResponseSchema,
    signal ? { signal } : undefined,
  );

/** The video's address once the job is done (the spec reads `url` or `video_url`). */
export const avatarVideoUrl = (status: GenerationStatusResponse | undefined) =>
  status?.url ?? status?.video_url;

const isSettled = (status: GenerationStatusResponse | undefined) =>
  status?.state === 'FAILED' || (status?.state === 'COMPLETE' && !!avatarVideoUrl(status));

/**
 * Polls an avatar job (spec §4, §9): at once, then every 10 s until it is COMPLETE with a URL or
 * FAILED. A failed poll is only logged; the next one goes ahead on schedule.
 */
export const useAvatarVideoStatus = (operationId: string | null) =>
  useQuery({
    queryKey: ['avatar', 'operation', operationId],
    queryFn: async ({ signal }) => {
      try {
        return await pollAvatarVideo(operationId ?? '', signal);
      } catch (error) {
        console.warn('Polling the avatar video failed; trying again shortly.', error);
        throw error;
      }
    },
    enabled: !!operationId,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : TIMINGS.avatarPollMs),
    refetchIntervalInBackground: true,
  });
