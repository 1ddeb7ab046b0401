import type { StoryboardQuoteResponse } from '@orato/shared';
import { Clapperboard } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { formatLength } from '@/features/storyboard/utils/format-length';
import type { RenderBlock } from '@/features/storyboard/utils/render-block';
import { formatDuration } from '@/utils/job-progress';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-navy-950/40 px-3 py-2.5">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-white tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What the storyboard will be and cost before anything is charged, and the button that starts it:
 * it says the price, and why it cannot start when it cannot.
 */
export function StoryboardTotals({
  quote,
  isQuoting,
  block,
  isStarting,
  startError,
  onRender,
}: {
  quote: StoryboardQuoteResponse | undefined;
  isQuoting: boolean;
  block: RenderBlock | null;
  isStarting: boolean;
  startError: RenderBlock | null;
  onRender: () => void;
}) {
  const reasonId = useId();
  const shown = block ?? startError;
  const reused = quote?.scenes.filter((scene) => scene.reused).length ?? 0;

  return (
    <section
      aria-label="Totals"
      className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">Totals</h2>
        {isQuoting ? <span className="text-xs text-slate-400">Updating…</span> : null}
      </div>
      <dl className="grid grid-cols-2 gap-2" aria-busy={isQuoting}>
        <Figure label="Length" value={quote ? formatLength(quote.seconds) : '–'} />
        <Figure label="Credits" value={quote ? String(quote.credits) : '–'} />
        <Figure label="Held at start" value={quote ? String(quote.hold_credits) : '–'} />
        <Figure label="Ready in about" value={quote ? formatDuration(quote.wait_seconds) : '–'} />
      </dl>
      <p className="text-xs leading-relaxed text-slate-400">
        {reused > 0
          ? `${reused} unchanged ${reused === 1 ? 'scene is' : 'scenes are'} reused at 0 credits. `
          : ''}
        The hold is the most it can cost; you are charged what the scenes really take and the rest
        comes back, as do the credits of any scene that fails.
      </p>
      <Button
        size="lg"
        onClick={onRender}
        disabled={block !== null || isStarting}
        aria-busy={isStarting}
        aria-describedby={shown ? reasonId : undefined}
        className="w-full"
      >
        {isStarting ? <BusyIcon /> : <Clapperboard aria-hidden="true" className="size-5" />}
        {quote && !block ? `Render · ${quote.credits} credits` : 'Render'}
      </Button>
      {shown ? (
        <div id={reasonId} className="text-sm text-amber-200" role="status">
          <p>{shown.reason}</p>
          {shown.needsCredits ? (
            <Link
              to={paths.dashboard.subscription.getHref()}
              className="mt-1 inline-block font-semibold text-white underline underline-offset-4 hover:text-brand-200"
            >
              Buy credits on the Subscription page
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
