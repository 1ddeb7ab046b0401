import { MESSAGES, type QuoteResponse } from '@orato/shared';

import { cn } from '@/utils/cn';
import { formatCount } from '@/utils/format-number';
import { describeQuote, formatDuration } from '@/utils/job-progress';

/** A script's length and price as both wizard steps say it: '≈ 12 s · 12 credits'. */
export function avatarEstimateText(quote: QuoteResponse): string {
  return quote.over_limit
    ? describeQuote(quote)
    : `≈ ${formatCount(quote.seconds ?? 0)} s · ${formatCount(quote.credits)} credits`;
}

export interface AvatarEstimateProps {
  /** The server's quote; while the first one loads, the line keeps its place, invisible. */
  quote: QuoteResponse | undefined;
  /** The presenter's name as the page shows it, when it differs from the quote's. */
  presenterLabel?: string;
  /** Also say when the video would be ready (beside Generate Video). */
  withWait?: boolean;
  className?: string;
}

/**
 * The one estimate of a script, the same words on the script step and the avatar step: the
 * server's quote in the voice that will speak it, and what is held while it renders.
 */
export function AvatarEstimate({
  quote,
  presenterLabel,
  withWait,
  className,
}: AvatarEstimateProps) {
  const presenter = presenterLabel ?? quote?.presenter;
  return (
    <p
      className={cn('text-sm text-slate-400', !quote && 'invisible', className)}
      aria-hidden={quote ? undefined : true}
      data-testid={quote ? 'script-estimate' : undefined}
    >
      <span className="font-semibold text-white tabular-nums">
        {quote ? avatarEstimateText(quote) : '≈ 0 s · 0 credits'}
      </span>
      {presenter ? ` ${MESSAGES.avatar.inVoiceOf(presenter)}` : null}{' '}
      <span className="block sm:inline">
        {`(1 credit per second; up to ${formatCount(quote?.hold_credits ?? 0)} are held while it renders${
          withWait && quote ? `; ready in about ${formatDuration(quote.wait_seconds)}` : ''
        })`}
      </span>
    </p>
  );
}
