import { STORYBOARD_LIMITS } from '@orato/shared';
import type { StoryboardQuoteResponse } from '@orato/shared';

import { formatLength } from '@/features/storyboard/utils/format-length';

export interface RenderBlock {
  reason: string;
  /** The account is short of credits: the way to buy them is offered. */
  needsCredits?: boolean;
}

export interface RenderCheck {
  sceneCount: number;
  hasPresenter: boolean;
  /** Each scene's missing piece, in order (null when the scene is complete). */
  problems: Array<string | null>;
  /** The price of exactly the storyboard shown; undefined while it is being asked. */
  quote: StoryboardQuoteResponse | undefined;
  quoteError: string | null;
  /** The account's balance, when known. */
  credits: number | undefined;
}

/** Why the render cannot start yet, in the words the page shows under its button; null when it can. */
export function renderBlock(check: RenderCheck): RenderBlock | null {
  const { maxScenes, maxSeconds } = STORYBOARD_LIMITS;
  if (check.sceneCount === 0) {
    return { reason: 'Add at least one scene.' };
  }
  if (check.sceneCount > maxScenes) {
    const extra = check.sceneCount - maxScenes;
    return {
      reason: `A storyboard can have at most ${maxScenes} scenes: remove ${extra} ${extra === 1 ? 'scene' : 'scenes'}.`,
    };
  }
  if (!check.hasPresenter) {
    return { reason: 'Choose a presenter.' };
  }
  const problemAt = check.problems.findIndex((problem) => problem !== null);
  if (problemAt >= 0) {
    return { reason: `Scene ${problemAt + 1}: ${check.problems[problemAt] ?? ''}` };
  }
  if (check.quoteError) {
    return { reason: check.quoteError };
  }
  if (!check.quote) {
    return { reason: 'Working out the price…' };
  }
  if (check.quote.seconds > maxSeconds) {
    return {
      reason: `About ${formatLength(check.quote.seconds)} long: a storyboard can be at most ${formatLength(maxSeconds)}. Shorten or remove some lines.`,
    };
  }
  if (check.credits !== undefined && check.credits < check.quote.hold_credits) {
    return {
      reason: `Rendering holds ${check.quote.hold_credits} credits and you have ${check.credits}.`,
      needsCredits: true,
    };
  }
  return null;
}
