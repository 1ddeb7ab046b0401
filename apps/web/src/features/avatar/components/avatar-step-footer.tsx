import { MESSAGES } from '@orato/shared';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import type { Creator } from '@/features/avatar/api/list-creators';
import { AvatarEstimate, avatarEstimateText } from '@/features/avatar/components/avatar-estimate';
import type { AvatarChoice } from '@/features/avatar/hooks/use-avatar-choice';

export interface AvatarStepFooterProps {
  choice: AvatarChoice;
  selected: string | null;
  script: string;
  isStarting: boolean;
  onBack: () => void;
  onGenerate: (creators: Creator[]) => void;
}

/** Back, the chosen avatar and its estimate (and how it differs from the suggested voice), Generate. */
export function AvatarStepFooter({
  choice: { quote, suggestedQuote, changed, labelOf, all },
  selected,
  script,
  isStarting,
  onBack,
  onGenerate,
}: AvatarStepFooterProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
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
        <div className="text-center text-sm text-slate-400 sm:text-right" aria-live="polite">
          <p>
            {selected ? (
              <>
                Avatar: <span className="font-semibold text-white">{labelOf(selected)}</span>
              </>
            ) : (
              'No avatar selected yet'
            )}
          </p>
          {script ? (
            <AvatarEstimate
              quote={quote}
              presenterLabel={labelOf(quote?.presenter)}
              withWait
              className="text-xs"
            />
          ) : null}
          {changed && selected && suggestedQuote ? (
            <p className="mt-1 text-xs text-amber-200" data-testid="estimate-changed">
              {MESSAGES.avatar.estimateChanged(
                labelOf(selected) ?? selected,
                avatarEstimateText(suggestedQuote),
                labelOf(suggestedQuote.presenter) ?? '',
              )}
            </p>
          ) : null}
        </div>
        <Button
          size="lg"
          aria-busy={isStarting}
          disabled={isStarting}
          onClick={() => onGenerate(all)}
          className="w-full sm:w-auto"
        >
          {isStarting ? <BusyIcon /> : null}
          Generate Video
        </Button>
      </div>
    </div>
  );
}
