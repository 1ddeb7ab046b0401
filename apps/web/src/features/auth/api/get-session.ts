import { sessionResponseSchema } from '@orato/shared';
import type { SessionResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await api.get('/session', sessionResponseSchema, signal ? { signal } : undefined);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { user: null };
    }
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 30_000,
    // a failed check already counts as signed out; don't hold the next page on a spinner to retry it
    retryOnMount: false,
  });

export const useSession = () => useQuery(getSessionQueryOptions());
