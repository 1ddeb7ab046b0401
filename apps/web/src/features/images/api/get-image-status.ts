import type { GenerationStatusResponse } from '@orato/shared';

import { pollGeneration } from '@/lib/active-jobs';
import type { JobSource } from '@/lib/job-status';

/**
 * An image still being made after a reload, as the studio follows it: every 5 s (as often as the
 * running list is read) until it is made or failed.
 */
export const imageJobs: JobSource<GenerationStatusResponse> = {
  name: 'image',
  read: pollGeneration,
  isSettled: (status) => status.state === 'COMPLETE' || status.state === 'FAILED',
  pollMs: 5_000,
};
