import type { ActiveJob, JobFeatureKey } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';

import { useActiveJobs } from '@/lib/active-jobs';

/** How a tool's page reads one of its jobs, how often, and when the job has ended. */
export interface JobSource<T> {
  /** Names the job's cache entry and its log line: `veo`, `avatar`, `image`. */
  name: string;
  read: (id: string, signal: AbortSignal) => Promise<T>;
  /** Ended (made or failed): polling stops. */
  isSettled: (status: T) => boolean;
  pollMs: number;
  /**
   * How long the last answer is kept once no page follows the job, so a page coming back to it
   * shows it at once; by default it is dropped with the page.
   */
  keepMs?: number;
}

/** The cache entry of one job of a source: what a change to the job invalidates. */
export const jobQueryKey = (name: string, id: string | null) => [name, 'operation', id] as const;

export interface ResumeOptions {
  /** Whose running jobs this page shows (the pages map features to themselves). */
  feature: JobFeatureKey;
  /** A running job this page did not start: the page follows it as if it had. */
  onFound: (job: ActiveJob) => void;
}

export interface JobStatusOptions<T> {
  source: JobSource<T>;
  /** The job followed, or null for none. */
  id: string | null;
  /** This page's own start request is on its way: a job that appears meanwhile is that one. */
  starting?: boolean;
  /** Once per job, when its status says it ended. */
  onSettled?: (status: T, id: string) => void;
  /** Picks up a job still being made when the page (re)loads, so it is shown, not forgotten. */
  resume?: ResumeOptions;
}

export interface JobStatus<T> {
  /** The latest answer for the followed job; undefined before the first. */
  status: T | undefined;
  settled: boolean;
  /** The latest read's failure, until a read answers again; null while none failed. */
  error: Error | null;
}

/**
 * Follows a job of the page's tool: polls its status at once, then every `pollMs` until it ends,
 * calls `onSettled` once when it does, and stops with the page. A failed poll is logged and
 * answered as `error` (a page with nothing to show yet says so); the next one goes ahead on schedule.
 */
export function useJobStatus<T>({
  source,
  id,
  starting = false,
  onSettled,
  resume,
}: JobStatusOptions<T>): JobStatus<T> {
  const query = useQuery({
    queryKey: jobQueryKey(source.name, id),
    queryFn: async ({ signal }) => {
      try {
        return await source.read(id ?? '', signal);
      } catch (error) {
        console.warn(`Checking the ${source.name} job failed; trying again shortly.`, error);
        throw error;
      }
    },
    enabled: !!id,
    retry: false,
    staleTime: 0,
    gcTime: source.keepMs ?? 0,
    refetchInterval: (current) => {
      const data = current.state.data;
      return data !== undefined && source.isSettled(data) ? false : source.pollMs;
    },
    refetchIntervalInBackground: true,
  });
  const status = id ? query.data : undefined;
  const settled = status !== undefined && source.isSettled(status);
  const error = id ? query.error : null;

  const settledFor = useRef<string | null>(null);
  const settle = useEffectEvent((ended: T, endedId: string) => onSettled?.(ended, endedId));
  useEffect(() => {
    if (!id || status === undefined || !settled || settledFor.current === id) {
      return;
    }
    settledFor.current = id;
    settle(status, id);
  }, [id, status, settled]);

  useResumedJob(resume, starting || id !== null);
  return { status, settled, error };
}

/**
 * Hands `resume.onFound` each running job of the feature that this page did not start, once, and
 * only while the page is not `busy` with one of its own. A job first seen while the page was busy
 * (starting one, or following one) is its own or beside its own, and is never handed over: so a
 * job the page cleared is not taken up again from a running list read before it ended.
 */
function useResumedJob(resume: ResumeOptions | undefined, busy: boolean) {
  const running = useActiveJobs(resume?.feature, { enabled: !!resume }).data;
  // every running job seen: whether it may still be handed over
  const seen = useRef(new Map<string, boolean>());
  const found = useEffectEvent((job: ActiveJob) => resume?.onFound(job));
  useEffect(() => {
    if (!running) {
      return;
    }
    for (const job of running) {
      if (!seen.current.has(job.id)) {
        seen.current.set(job.id, !busy);
      }
    }
    const next = busy ? undefined : running.find((job) => seen.current.get(job.id));
    if (next) {
      seen.current.set(next.id, false);
      found(next);
    }
  }, [running, busy]);
}
