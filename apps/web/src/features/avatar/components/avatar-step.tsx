import { LIMITS, MESSAGES } from '@orato/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCreators } from '@/features/avatar/api/list-creators';
import { useAvatarQuote } from '@/features/avatar/api/quote-avatar-video';
import type { Creator } from '@/features/avatar/api/list-creators';
import { CreatorGrid } from '@/features/avatar/components/creator-grid';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';
import { describeQuote } from '@/utils/job-progress';

export interface StartError {
  message: string;
  /** The server refused for lack of credits: offer the subscription page. */
  needsCredits: boolean;
}

export interface AvatarStepProps {
  selected: string | null;
  /** The script to quote for the selected presenter. */
  script: string;
  onSelect: (name: string) => void;
  onBack: () => void;
  /** Generate Video was pressed with this creator list loaded (maybe empty). */
  onGenerate: (creators: Creator[]) => void;
  isStarting: boolean;
  error: StartError | null;
  focusOnMount: boolean;
}

/** Step 3 'AI Avatar': pick a presenter from the paged grid, then Generate Video. */
export function AvatarStep({
  selected,
  script,
  onSelect,
  onBack,
  onGenerate,
  isStarting,
  error,
  focusOnMount,
}: AvatarStepProps) {
  const creators = useCreators();
  const quote = useAvatarQuote(selected, script);
  const [page, setPage] = useState(() => {
    const index = creators.data?.findIndex((creator) => creator.name === selected) ?? -1;
    return index > 0 ? Math.floor(index / LIMITS.avatarsPerPage) : 0;
  });

  return (
    <WizardPanel title="AI Avatar" intro={MESSAGES.avatar.chooseAvatar} focusOnMount={focusOnMount}>
      {creators.isPending ? (
        <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-white/15 py-16 text-sm text-slate-400">
          <Spinner label={MESSAGES.landing.loadingAvatars} />
          <span aria-hidden="true">{MESSAGES.landing.loadingAvatars}</span>
        </div>
      ) : creators.isError ? (
        <p
          role="alert"
          className="rounded-2xl border border-rose-400/30 bg-rose-500/10 px-4 py-6 text-center text-sm text-rose-300"
        >
          {MESSAGES.avatar.creatorListError(creators.error.message)}
        </p>
      ) : (
        <CreatorGrid
          creators={creators.data}
          selected={selected}
          onSelect={onSelect}
          page={page}
          onPageChange={setPage}
        />
      )}

      {error ? (
        <Alert
          className="mt-6"
          action={
            error.needsCredits ? (
              <Link
                to={paths.dashboard.subscription.getHref()}
                className="font-semibold text-white underline underline-offset-4 hover:text-brand-200"
              >
                Buy credits on the Subscription page
              </Link>
            ) : undefined
          }
        >
          {error.message}
        </Alert>
      ) : null}

      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          size="lg"
          onClick={onBack}
          disabled={isStarting}
          className="w-full sm:w-auto"
        >
          Back
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-center text-sm text-slate-400 sm:text-right" aria-live="polite">
            {selected ? (
              <>
                Avatar: <span className="font-semibold text-white">{selected}</span>
                {quote.data ? (
                  <span className="block text-xs text-slate-400 tabular-nums">
                    {describeQuote(quote.data)}
                  </span>
                ) : null}
              </>
            ) : (
              'No avatar selected yet'
            )}
          </p>
          <Button
            size="lg"
            aria-busy={isStarting}
            disabled={isStarting}
            onClick={() => onGenerate(creators.data ?? [])}
            className="w-full sm:w-auto"
          >
            {isStarting ? <BusyIcon /> : null}
            Generate Video
          </Button>
        </div>
      </div>
    </WizardPanel>
  );
}
