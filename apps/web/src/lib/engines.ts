import { enginesResponseSchema } from '@orato/shared';
import type { EnginesResponse } from '@orato/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Which engine each tool runs on this server (set by its keys, fixed while it runs). */
export const getEngines = (signal?: AbortSignal): Promise<EnginesResponse> =>
  api.get('/engines', enginesResponseSchema, signal ? { signal } : undefined);

export const useEngines = () =>
  useQuery(
    queryOptions({
      queryKey: ['engines'],
      queryFn: ({ signal }) => getEngines(signal),
      staleTime: Infinity,
    }),
  );
