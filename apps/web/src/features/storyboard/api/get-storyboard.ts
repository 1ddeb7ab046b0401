import { storyboardStatusResponseSchema } from '@orato/shared';
import type { StoryboardStatusResponse } from '@orato/shared';

import { api } from '@/lib/api-client';
import { jobQueryKey, type JobSource } from '@/lib/job-status';

export const getStoryboard = (
  id: string,
  signal?: AbortSignal,
): Promise<StoryboardStatusResponse> =>
  api.get(
    `/storyboard/${encodeURIComponent(id)}`,
    storyboardStatusResponseSchema,
    signal ? { signal } : undefined,
  );

/**
 * A storyboard as its render view follows it: at once, then every 3 s until it is finished or
 * failed. Its last answer is kept a while, so going back to a board shows it without a wait.
 */
export const storyboardJobs: JobSource<StoryboardStatusResponse> = {
  name: 'storyboard',
  read: getStoryboard,
  isSettled: (status) => status.state === 'COMPLETE' || status.state === 'FAILED',
  pollMs: 3_000,
  keepMs: 5 * 60_000,
};

export const storyboardQueryKey = (id: string) => jobQueryKey(storyboardJobs.name, id);
