import { TIMINGS, veoStatusResponseSchema } from '@orato/shared';
import type { VeoStatusResponse } from '@orato/shared';
import { api } from '@/lib/api-client';
import type { JobSource } from '@/lib/job-status';

/** One look at a VEO operation: a `url` when the clip is ready, an `error` when it failed. */
export const getVideoStatus = (
  operationName: string,
  signal?: AbortSignal,
): Promise<VeoStatusResponse> =>
  api.post(
    '/get-video-status',
    { operation_name: operationName },
    veoStatusResponseSchema,
    signal ? { signal } : undefined,
  );

/**
 * A VEO operation as the studio follows it (spec §4, §9): at once, then every 15 s until a URL or
 * an error appears.
 */
export const veoJobs: JobSource<VeoStatusResponse> = {
  name: 'veo',
  read: getVideoStatus,
  isSettled: (status) => !!status.url || !!status.error,
  pollMs: TIMINGS.veoPollMs,
};
