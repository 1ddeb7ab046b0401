import { CREDIT_COSTS, LIMITS } from './limits';
import { estimateSpeechSeconds, fallbackSpeakingRate, type SpeakingRate } from './speech-estimate';

/** Headroom on the estimate when holding: the hold covers a script spoken a fifth slower, plus a second. */
const HOLD_MARGIN = 1.2;
/** Estimates this far past the limit are refused up front; nearer ones are held at the limit and measured. */
const REFUSE_MARGIN = 1.1;

export interface AvatarQuote {
  /** Expected length of the video, whole seconds. */
  seconds: number;
  /** The credits held at start: the most the video can cost. */
  holdCredits: number;
  /** The estimate: the credits it is expected to cost. */
  estimateCredits: number;
  /** Clearly longer than a video may be: refused before anything is held. */
  overLimit: boolean;
}

/** What an avatar video of `script` will cost and how long it will run, at the voice's pace. */
export function quoteAvatarVideo(
  script: string,
  rate: SpeakingRate = fallbackSpeakingRate(),
): AvatarQuote {
  const estimate = estimateSpeechSeconds(script.trim(), rate);
  const seconds = Math.max(1, Math.ceil(estimate));
  const holdSeconds = Math.min(LIMITS.avatarVideoMaxSeconds, Math.ceil(estimate * HOLD_MARGIN) + 1);
  return {
    seconds,
    holdCredits: holdSeconds * CREDIT_COSTS.avatarPerSecond,
    estimateCredits: Math.min(seconds, LIMITS.avatarVideoMaxSeconds) * CREDIT_COSTS.avatarPerSecond,
    overLimit: estimate > LIMITS.avatarVideoMaxSeconds * REFUSE_MARGIN,
  };
}

/** Seconds of video a script will make, before it is spoken, at most 60. */
export function estimateAvatarSeconds(script: string, rate?: SpeakingRate): number {
  return Math.min(LIMITS.avatarVideoMaxSeconds, quoteAvatarVideo(script, rate).seconds);
}

/** Credits held when an avatar video starts: the estimate with headroom, never above the 60 s cap. */
export function avatarHoldCredits(script: string, rate?: SpeakingRate): number {
  return quoteAvatarVideo(script, rate).holdCredits;
}

/** The most seconds of video a hold pays for. */
export function avatarSecondsHeld(holdCredits: number): number {
  return Math.min(
    LIMITS.avatarVideoMaxSeconds,
    Math.floor(holdCredits / CREDIT_COSTS.avatarPerSecond),
  );
}

/** What a finished video costs: one credit per started second. */
export function avatarChargeCredits(durationSeconds: number): number {
  return Math.ceil(durationSeconds - 1e-6) * CREDIT_COSTS.avatarPerSecond;
}

/**
 * Encoding slack of a video made from a recording: the last video frame and audio packet may run
 * a few hundredths of a second past the recording's own end.
 */
const RECORDING_ENCODE_SLACK_SECONDS = 0.05;

/**
 * What a video speaking a recording of `seconds` costs, known before it is made: held, quoted and
 * taken alike (a video that ends up a hair shorter may cost a credit less, never more).
 */
export function ownVoiceCredits(seconds: number): number {
  return avatarChargeCredits(seconds + RECORDING_ENCODE_SLACK_SECONDS);
}
