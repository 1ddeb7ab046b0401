import {
  avatarChargeCredits,
  avatarSecondsHeld,
  LIMITS,
  MESSAGES,
  quoteAvatarVideo,
  type AvatarQuote,
  type SpeakingRate,
} from '@orato/shared';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import type { AvatarVideoGenerator } from '../../../adapters/video-generator/video-generator';
import { AppError } from '../../../lib/app-error';
import type { FeatureSpec } from './feature-spec';
import { recordingOf } from './own-voice.feature';

/**
 * The drawn presenters' videos (`ai-avatar`), and the rules photo avatars share: priced per second
 * spoken, held for the script's length at its voice's pace (the arithmetic is `quoteAvatarVideo`
 * in packages/shared, which the web shows too), at most 60 s, never delivered past the hold.
 */
export const AVATAR_DEADLINE_SECONDS = 20 * 60;

/** The quote of a script at a voice's pace; a script over the limit is refused at start. */
export function quoteAvatar(script: string, rate?: SpeakingRate): AvatarQuote {
  return quoteAvatarVideo(script, rate);
}

export function assertAvatarWithinLimit(quote: AvatarQuote): void {
  if (quote.overLimit) {
    throw new AppError('BAD_REQUEST', MESSAGES.avatar.scriptTooLong(quote.seconds));
  }
}

/** What a delivered video costs: its started seconds; the hold when its length is unknown. */
export function avatarCharge(media: { durationSeconds?: number }, holdCredits: number): number {
  return media.durationSeconds === undefined
    ? holdCredits
    : avatarChargeCredits(media.durationSeconds);
}

/**
 * The user's words for speech that runs past what the video may be: over the 60 s every avatar
 * video is held to, or over the seconds its hold pays for. Engines that measure the speech
 * before rendering (ours, Mirage's) refuse with the same words.
 */
export function avatarLengthRefusal(durationSeconds: number, heldSeconds: number): string {
  const seconds = Math.ceil(durationSeconds - 1e-6);
  return durationSeconds > LIMITS.avatarVideoMaxSeconds + 1e-6
    ? MESSAGES.avatar.spokenTooLong(seconds)
    : MESSAGES.avatar.spokenOverHold(seconds, heldSeconds);
}

/** Speech an engine measured before paying for a video: refused past `maxSeconds` (or 60 s). */
export function avatarSpeechRefusal(
  spokenSeconds: number,
  maxSeconds: number | undefined,
): string | undefined {
  const limit = Math.min(maxSeconds ?? LIMITS.avatarVideoMaxSeconds, LIMITS.avatarVideoMaxSeconds);
  return spokenSeconds <= limit
    ? undefined
    : avatarLengthRefusal(spokenSeconds, maxSeconds ?? limit);
}

/** A video longer than 60 s, or than its hold pays for, is not delivered: it would be seconds for free. */
export function avatarOverHold(
  media: { durationSeconds?: number },
  holdCredits: number,
): string | undefined {
  const { durationSeconds } = media;
  if (durationSeconds === undefined) {
    return undefined;
  }
  const over =
    durationSeconds > LIMITS.avatarVideoMaxSeconds + 1e-6 ||
    avatarChargeCredits(durationSeconds) > holdCredits;
  return over ? avatarLengthRefusal(durationSeconds, avatarSecondsHeld(holdCredits)) : undefined;
}

/** The engine is told how many seconds the hold pays for, so it refuses a longer script itself. */
export function avatarMaxSeconds(holdCredits: number): number {
  return avatarSecondsHeld(holdCredits);
}

export function aiAvatarFeature(parts: {
  generator: AvatarVideoGenerator;
  storage: ObjectStorage;
}): FeatureSpec {
  const { generator, storage } = parts;
  return {
    generator,
    extension: 'mp4',
    deadlineSeconds: AVATAR_DEADLINE_SECONDS,
    charge: avatarCharge,
    prepareRequest: async (input, hold) => {
      const { recordingKey, ...rest } = input;
      return {
        ...rest,
        ...(await recordingOf(storage, recordingKey)),
        maxSeconds: avatarMaxSeconds(hold),
      };
    },
    firstStage: 'voice',
    // until its own jobs are measured: our engine renders faster than real time, a provider slower
    typicalThroughput:
      generator.kind === 'inline'
        ? { perOutputSecond: 0.6, perJob: 20 }
        : { perOutputSecond: 4, perJob: 180 },
    refuseDelivery: avatarOverHold,
  };
}
