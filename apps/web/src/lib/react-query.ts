import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';

const MAX_RETRIES = 1;

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // a 4xx answer will not change on retry; a network blip or a 5xx might
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < MAX_RETRIES,
      },
    },
  });

let sharedClient: QueryClient | undefined;

/** One client for the whole visit, so signing in and moving into the dashboard keeps the cache. */
export const getQueryClient = () => (sharedClient ??= createQueryClient());
