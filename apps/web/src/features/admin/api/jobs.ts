import {
  ADMIN_API,
  adminJobCancelResponseSchema,
  adminJobRetryResponseSchema,
  adminJobsResponseSchema,
} from '@orato/shared';
import type { AdminJobActionInput, AdminJobList, JobFeatureKey } from '@orato/shared';
import { useMutation, useQuery } from '@tanstack/react-query';

import { adminQueryKey, useRefreshConsole } from '@/features/admin/api/me';
import { staffApi, staffPath } from '@/features/admin/api/staff-client';

/** Failed, stuck (past their deadline) or queued jobs, of one tool or all; refreshed every 15 s. */
export const useAdminJobs = (list: AdminJobList, feature: JobFeatureKey | undefined) =>
  useQuery({
    queryKey: [...adminQueryKey, 'jobs', list, feature ?? 'all'],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ list });
      if (feature) {
        query.set('feature', feature);
      }
      return staffApi.get(
        `${staffPath(ADMIN_API.jobs)}?${query.toString()}`,
        adminJobsResponseSchema,
        signal,
      );
    },
    staleTime: 0,
    refetchInterval: 15_000,
  });

type JobAction = AdminJobActionInput & { jobId: string };

/** A failed job runs again as a new attempt, with its own hold. */
export const useRetryJob = () => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ jobId, ...input }: JobAction) =>
      staffApi.post(staffPath(ADMIN_API.jobRetry, jobId), input, adminJobRetryResponseSchema),
    onSuccess: refresh,
  });
};

/** A running job is stopped and its credits returned. */
export const useCancelJob = () => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ jobId, ...input }: JobAction) =>
      staffApi.post(staffPath(ADMIN_API.jobCancel, jobId), input, adminJobCancelResponseSchema),
    onSuccess: refresh,
  });
};
