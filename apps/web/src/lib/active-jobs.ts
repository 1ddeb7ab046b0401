import {
  activeJobsResponseSchema,
  generationStatusResponseSchema,
  storyboardStatusResponseSchema,
  type ActiveJob,
  type JobFeatureKey,
} from '@orato/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { api } from '@/lib/api-client';

export const activeJobsQueryKey = ['generations', 'active'] as const;
const POLL_MS = 5_000;

/**
 * The user's generations still being made, from the server: a reloaded page finds its running job
 * here. Polled while any is running.
 */
export const useActiveJobs = (feature?: JobFeatureKey, { enabled = true } = {}) =>
  useQuery({
    queryKey: activeJobsQueryKey,
    enabled,
    queryFn: ({ signal }) => api.get('/generations/active', activeJobsResponseSchema, { signal }),
    select: (data): ActiveJob[] =>
      feature ? data.jobs.filter((job) => pageOf(job.feature) === pageOf(feature)) : data.jobs,
    refetchInterval: (query) => ((query.state.data?.jobs.length ?? 0) > 0 ? POLL_MS : false),
    staleTime: 0,
  });

const FEATURE_PAGES: Readonly<Record<JobFeatureKey, string>> = {
  'ai-avatar': '/dashboard/ai-avatar',
  storyboard: '/dashboard/storyboard',
  'veo3-videos': '/dashboard/veo-generator',
  'nano-banana': '/dashboard/nano-banana',
  // a photo avatar's video is made, followed and kept on the avatar page
  'photo-avatar': '/dashboard/ai-avatar',
};
const pageOf = (feature: JobFeatureKey) => FEATURE_PAGES[feature];
const NOUNS: Readonly<Record<JobFeatureKey, string>> = {
  'ai-avatar': 'video',
  storyboard: 'storyboard',
  'veo3-videos': 'video',
  'nano-banana': 'image',
  'photo-avatar': 'video',
};

/** One look at a generation: every tool but VEO and storyboards answers its status here. */
export const pollGeneration = (id: string, signal?: AbortSignal) =>
  api.post(
    '/poll-creator',
    { operationId: id },
    generationStatusResponseSchema,
    signal ? { signal } : undefined,
  );

/** How a job that left the running list ended: a storyboard has its own status call. */
const endState = (job: ActiveJob): Promise<{ state: string }> =>
  job.feature === 'storyboard'
    ? api.get(`/storyboard/${encodeURIComponent(job.id)}`, storyboardStatusResponseSchema)
    : pollGeneration(job.id);

/**
 * A toast when a job finishes in the background (its own page, when open, says it there): each job
 * that leaves the running list is looked up once and announced as ready or failed.
 */
export function useJobEndToasts(
  pathname: string,
  notify: { success: (text: string) => void; error: (text: string) => void },
  onEnded: () => void,
) {
  const active = useActiveJobs();
  const previous = useRef<ActiveJob[]>([]);
  useEffect(() => {
    const now = active.data ?? [];
    const ended = previous.current.filter((job) => !now.some((still) => still.id === job.id));
    previous.current = now;
    for (const job of ended) {
      onEnded();
      if (pathname.startsWith(FEATURE_PAGES[job.feature])) {
        continue;
      }
      void endState(job)
        .then((status) => {
          const noun = NOUNS[job.feature];
          const title = job.title ? `: ${job.title}` : '';
          if (status.state === 'COMPLETE') {
            notify.success(`Your ${noun} is ready${title}`);
          } else if (status.state === 'FAILED') {
            notify.error(`We couldn't make your ${noun}${title}. Your credits are back.`);
          }
        })
        .catch(() => undefined);
    }
  }, [active.data, pathname, notify, onEnded]);
}
