import { CREDIT_COSTS, LIMITS } from './limits';

// the local voices, pauses at punctuation included, speak about this many words a second
const WORDS_PER_SECOND = 1.8;

/** Seconds of video a script will make, before it is spoken: words at a presenter's pace, at most 60. */
export function estimateAvatarSeconds(script: string): number {
  const words = script.trim().split(/\s+/).filter(Boolean).length;
  return Math.min(LIMITS.avatarVideoMaxSeconds, Math.max(1, Math.ceil(words / WORDS_PER_SECOND)));
}

/** Credits held when an avatar video starts: the estimate with headroom, never above the 60 s cap. */
export function avatarHoldCredits(script: string): number {
  const seconds = Math.min(
    LIMITS.avatarVideoMaxSeconds,
    Math.ceil(estimateAvatarSeconds(script) * 1.25),
  );
  return seconds * CREDIT_COSTS.avatarPerSecond;
}

/** What a finished video costs: one credit per started second. */
export function avatarChargeCredits(durationSeconds: number): number {
  return Math.ceil(durationSeconds - 1e-6) * CREDIT_COSTS.avatarPerSecond;
}
