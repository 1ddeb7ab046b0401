import { authProvidersResponseSchema } from '@orato/shared';
import type { AuthProvidersResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const getAuthProviders = (signal?: AbortSignal): Promise<AuthProvidersResponse> =>
  api.get('/auth/providers', authProvidersResponseSchema, signal ? { signal } : undefined);

export const getAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    // set by the server's configuration at boot; it does not change while the page is open
    staleTime: Infinity,
  });

export const useAuthProviders = () => useQuery(getAuthProvidersQueryOptions());
