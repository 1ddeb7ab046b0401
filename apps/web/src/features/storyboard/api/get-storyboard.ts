import { storyboardStatusResponseSchema } from '@orato/shared';
import type { StoryboardStatusResponse } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

const POLL_MS = 3_000;

export const storyboardQueryKey = (id: string | null) => ['storyboard', 'status', id] as const;

export const getStoryboard = (
  id: string,
  signal?: AbortSignal,
): Promise<StoryboardStatusResponse> =>
  api.get(
    `/storyboard/${encodeURIComponent(id)}`,
    storyboardStatusResponseSchema,
    signal ? { signal } : undefined,
  );

const isSettled = (status: StoryboardStatusResponse | undefined) =>
  status?.state === 'COMPLETE' || status?.state === 'FAILED';

/** Polls a storyboard every 3 s until it is finished or failed; a failed look just tries again. */
export const useStoryboardStatus = (id: string | null) =>
  useQuery({
    queryKey: storyboardQueryKey(id),
    queryFn: ({ signal }) => getStoryboard(id ?? '', signal),
    enabled: !!id,
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (isSettled(query.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
