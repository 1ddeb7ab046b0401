import { TIMINGS } from '@orato/shared';
import type { GenerationStatusResponse } from '@orato/shared';

import { pollGeneration } from '@/lib/active-jobs';
import type { JobSource } from '@/lib/job-status';

/** The video's address once the job is done (the spec reads `url` or `video_url`). */
export const avatarVideoUrl = (status: GenerationStatusResponse | undefined) =>
  status?.url ?? status?.video_url;

/**
 * An avatar job as the wizard follows it (spec §4, §9): at once, then every 10 s until it is
 * COMPLETE with a URL or FAILED.
 */
export const avatarJobs: JobSource<GenerationStatusResponse> = {
  name: 'avatar',
  read: pollGeneration,
  isSettled: (status) =>
    status.state === 'FAILED' || (status.state === 'COMPLETE' && !!avatarVideoUrl(status)),
  pollMs: TIMINGS.avatarPollMs,
};
