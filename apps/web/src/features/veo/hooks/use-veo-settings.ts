import { TIMINGS, veoClipCredits } from '@orato/shared';
import { useState } from 'react';

import { useClipLengths } from '@/features/veo/api/get-clip-lengths';
import { useEngines } from '@/lib/engines';
import { useVideoFormatChoice } from '@/lib/format-choice';
import { useFixedQuote } from '@/lib/quote';
import { formatCount } from '@/utils/format-number';
import { describeQuote, shownAfterPolling } from '@/utils/job-progress';

/** How the clip is made: its format, its length among those the engine makes, and its price. */
export function useVeoSettings() {
  const engines = useEngines();
  const formatSupport = engines.data?.formats?.['veo3-videos'];
  const [formatChoice, setFormatChoice] = useVideoFormatChoice('veo', formatSupport);
  const quote = useFixedQuote('veo3-videos', formatChoice.format);
  const lengths = useClipLengths();
  // the engine's default until the user picks another of the lengths it makes
  const [chosenSeconds, setChosenSeconds] = useState<number | null>(null);
  const seconds = chosenSeconds ?? lengths.data?.default_seconds ?? null;

  const quoteText = quote.data
    ? // the page learns of the end at its next poll (spec §9: every 15 s)
      describeQuote({
        ...quote.data,
        ...(chosenSeconds !== null && {
          seconds: chosenSeconds,
          credits: veoClipCredits(chosenSeconds),
          hold_credits: veoClipCredits(chosenSeconds),
        }),
        wait_seconds: shownAfterPolling(quote.data.wait_seconds, TIMINGS.veoPollMs),
      })
    : `Each clip uses ${formatCount(veoClipCredits(seconds ?? 8))} credits.`;

  return {
    formatSupport,
    formatChoice,
    setFormatChoice,
    /** The lengths offered, when the engine makes more than one. */
    allowedSeconds:
      lengths.data && lengths.data.allowed_seconds.length > 1 ? lengths.data.allowed_seconds : null,
    seconds,
    chosenSeconds,
    setChosenSeconds,
    quoteText,
  };
}
