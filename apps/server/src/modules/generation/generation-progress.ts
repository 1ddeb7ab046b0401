import type { JobProgress } from '@orato/shared';

/** How long an engine takes, measured from its recent finished jobs (or a default before any). */
export interface Throughput {
  /** Seconds of work per second of output (avatar videos, whose length varies). */
  perOutputSecond?: number;
  /** Seconds of work per job (fixed-length clips and images). */
  perJob: number;
}

/** A job as the progress maths sees it. */
export interface JobTiming {
  state: 'QUEUED' | 'PROCESSING' | 'COMPLETE' | 'FAILED';
  stage: string | null;
  progress: number;
  expectedSeconds: number | null;
  startedAt: Date | null;
  stageStartedAt: Date | null;
  createdAt: Date;
  throughput: Throughput;
}

/** The share of a run each step usually takes: a step past twice its share (and 10 s) is overdue. */
const STAGE_SHARES: Readonly<Record<string, number>> = {
  voice: 0.1,
  rendering: 0.3,
  encoding: 0.6,
  saving: 0.1,
  submitting: 0.1,
  submitted: 0.2,
  provider: 1,
};
const OVERDUE_FACTOR = 2;
const OVERDUE_GRACE_SECONDS = 10;

/** Seconds one run of this job is expected to take. */
export function expectedRunSeconds(job: Pick<JobTiming, 'expectedSeconds' | 'throughput'>) {
  const { perOutputSecond, perJob } = job.throughput;
  return perOutputSecond !== undefined && job.expectedSeconds
    ? perOutputSecond * job.expectedSeconds
    : perJob;
}

/** Seconds of work left on a job: its expected run less what it has done, by time or by progress. */
export function remainingSeconds(job: JobTiming, now: Date): number {
  const total = expectedRunSeconds(job);
  if (job.state === 'QUEUED' || !job.startedAt) {
    return total;
  }
  const elapsed = Math.max(0, (now.getTime() - job.startedAt.getTime()) / 1000);
  const byTime = total - elapsed;
  // past its usual time, the progress it reports is the better guide
  const byProgress =
    job.progress > 0 ? (elapsed * (100 - job.progress)) / job.progress : total - elapsed;
  return Math.max(1, byTime > 0 ? byTime : byProgress);
}

/**
 * What the status calls report: the queue position while queued, seconds left (the work ahead
 * shared among the runs going on at once, then this job's own), and whether the step is overdue.
 */
export function describeProgress(
  job: JobTiming,
  ahead: { queued: JobTiming[]; running: JobTiming[] },
  now: Date,
): JobProgress {
  if (job.state === 'COMPLETE' || job.state === 'FAILED') {
    return {};
  }
  const own = remainingSeconds(job, now);
  if (job.state === 'QUEUED') {
    const lanes = Math.max(1, ahead.running.length);
    const work = [...ahead.running, ...ahead.queued].reduce(
      (sum, other) => sum + remainingSeconds(other, now),
      0,
    );
    const wait = work / lanes;
    const waited = (now.getTime() - job.createdAt.getTime()) / 1000;
    return {
      queue_position: ahead.queued.length + 1,
      eta_seconds: Math.ceil(wait + own),
      slow: waited > OVERDUE_FACTOR * wait + OVERDUE_GRACE_SECONDS * 3,
    };
  }
  return { eta_seconds: Math.ceil(own), slow: isOverdue(job, now) };
}

function isOverdue(job: JobTiming, now: Date): boolean {
  const since = job.stageStartedAt ?? job.startedAt;
  const share = STAGE_SHARES[job.stage ?? ''];
  if (!since || share === undefined) {
    return false;
  }
  const usual = share * expectedRunSeconds(job);
  return (now.getTime() - since.getTime()) / 1000 > OVERDUE_FACTOR * usual + OVERDUE_GRACE_SECONDS;
}
