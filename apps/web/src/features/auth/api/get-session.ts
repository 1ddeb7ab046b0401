import { sessionResponseSchema } from '@orato/shared';
import type { SessionResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError } from '@/lib/api-client';
import { clearStoredUser } from '@/lib/local-user';

export const sessionQueryKey = ['session'] as const;

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    const session = await api.get(
      '/session',
      sessionResponseSchema,
      signal ? { signal } : undefined,
    );
    if (!session.user) {
      // signed out on the server (expired, or signed out elsewhere): drop the local flags too
      clearStoredUser();
    }
    return session;
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
