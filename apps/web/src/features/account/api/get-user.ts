import { userResponseSchema } from '@orato/shared';
import type { UserResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One key for the signed-in user's record: invalidate it after anything that moves credits or the plan. */
export const userQueryKey = ['user'] as const;

/** The signed-in user's record (spec §3); the server takes the user from the session. */
export const getUser = (signal?: AbortSignal): Promise<UserResponse> =>
  api.post('/get-user', {}, userResponseSchema, signal ? { signal } : undefined);

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser(signal),
    // credits change behind the page's back (jobs settle on the server); keep them fresh
    staleTime: 10_000,
  });

export const useUser = () => useQuery(getUserQueryOptions());
