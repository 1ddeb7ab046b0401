import type { JobProgress } from '@orato/shared';

const STAGE_LABELS: Readonly<Record<string, string>> = {
  queued: 'Queued',
  voice: 'Preparing the voice',
  rendering: 'Rendering',
  encoding: 'Encoding',
  saving: 'Saving',
  submitting: 'Sending to the provider',
  submitted: 'Accepted by the provider',
  provider: 'With the provider',
  done: 'Ready',
  failed: 'Failed',
  // a storyboard whose only scenes left failed: the user retries or drops them
  waiting: 'Waiting for you',
};

/** "about 40 s left", "about 3 min left". */
export function formatDuration(seconds: number): string {
  if (seconds < 90) {
    return `${Math.max(1, Math.round(seconds))} s`;
  }
  return `${Math.round(seconds / 60)} min`;
}

export interface JobStatusLike extends JobProgress {
  state: string;
  stage?: string | null;
}

/** The words under a running job: its step, place in the queue, time left, and any delay. */
export function describeJob(job: JobStatusLike): string {
  const parts = [STAGE_LABELS[job.stage ?? ''] ?? (job.state === 'QUEUED' ? 'Queued' : 'Working')];
  if (job.queue_position !== undefined) {
    parts.push(`${ordinal(job.queue_position)} in line`);
  }
  if (job.eta_seconds !== undefined) {
    parts.push(`about ${formatDuration(job.eta_seconds)} left`);
  }
  if (job.slow) {
    parts.push('taking longer than usual');
  }
  return parts.join(' · ');
}

function ordinal(position: number): string {
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
  return `${position}${suffix}`;
}

export interface QuoteLike {
  credits: number;
  hold_credits: number;
  seconds?: number;
  wait_seconds: number;
  over_limit?: boolean;
}

/**
 * When a result that the page polls for every `pollMs` is shown: at the first poll after it is
 * ready (a clip ready in 6 s, polled every 15 s as the spec has VEO, shows at 15 s, not 6).
 */
export function shownAfterPolling(waitSeconds: number, pollMs: number): number {
  const poll = pollMs / 1000;
  return Math.max(1, Math.ceil(waitSeconds / poll)) * poll;
}

/** The line beside a Generate button: what it costs, how long the result is, when it is ready. */
export function describeQuote(quote: QuoteLike, provider?: string): string {
  if (quote.over_limit) {
    return `≈ ${quote.seconds ?? 0} s: longer than the 60 s a video may be`;
  }
  const credits =
    quote.hold_credits > quote.credits
      ? `≈ ${quote.credits} credits (up to ${quote.hold_credits} held)`
      : `${quote.credits} credits`;
  const length = quote.seconds !== undefined ? `${quote.seconds} s · ` : '';
  const wait = `ready in about ${formatDuration(quote.wait_seconds)}${provider ? ` with ${provider}` : ''}`;
  return `${length}${credits} · ${wait}`;
}
