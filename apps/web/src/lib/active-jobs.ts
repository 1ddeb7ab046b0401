import { activeJobsResponseSchema, type ActiveJob, type FeatureKey } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const activeJobsQueryKey = ['generations', 'active'] as const;
const POLL_MS = 5_000;

/**
 * The user's generations still being made, from the server: a reloaded page finds its running job
 * here. Polled while any is running.
 */
export const useActiveJobs = (feature?: FeatureKey) =>
  useQuery({
    queryKey: activeJobsQueryKey,
    queryFn: ({ signal }) => api.get('/generations/active', activeJobsResponseSchema, { signal }),
    select: (data): ActiveJob[] =>
      feature ? data.jobs.filter((job) => job.feature === feature) : data.jobs,
    refetchInterval: (query) => ((query.state.data?.jobs.length ?? 0) > 0 ? POLL_MS : false),
    staleTime: 0,
  });
