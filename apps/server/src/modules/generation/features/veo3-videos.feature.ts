import { FORMAT_MESSAGES, MESSAGES, veoClipCredits, type VideoResolution } from '@orato/shared';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import type { Generator } from '../../../adapters/video-generator/video-generator';
import { AppError } from '../../../lib/app-error';
import { formatFields } from '../generation-format';
import { readObject, type FeatureSpec } from './feature-spec';

/** The clip lengths the engine makes, and the one it makes unless the user picks another. */
export interface ClipLengths {
  defaultSeconds: number;
  allowedSeconds: readonly number[];
}

/**
 * Text-to-video (`veo3-videos`), priced per second of clip: the chosen length is held at start,
 * and the delivered length (never more than the hold) captured when the clip is saved.
 */
export function clipHold(seconds: number): number {
  return veoClipCredits(seconds);
}

/** A length the engine does not make is refused. */
export function assertClipLength(clip: ClipLengths, seconds: number): void {
  if (!clip.allowedSeconds.includes(seconds)) {
    throw new AppError('BAD_REQUEST', MESSAGES.veo.durationNotAllowed(clip.allowedSeconds));
  }
}

/** Veo makes 1080p (and 4k) at 8 seconds only. */
export function assertClipFormat(engine: string, resolution: VideoResolution, seconds: number) {
  if (engine === 'veo' && resolution === '1080p' && seconds !== 8) {
    throw new AppError('BAD_REQUEST', FORMAT_MESSAGES.veoHighResolutionLength(seconds));
  }
}

export function veoFeature(parts: {
  generator: Generator<never>;
  storage: ObjectStorage;
  clip: ClipLengths;
}): FeatureSpec {
  const { generator, storage, clip } = parts;
  return {
    generator,
    extension: 'mp4',
    deadlineSeconds: 20 * 60,
    // Omni may deliver another length than asked: the clip is paid by what came, capped at the hold
    charge: (media, hold) =>
      media.durationSeconds === undefined ? hold : veoClipCredits(media.durationSeconds),
    // a provider's clip takes minutes, ours seconds
    typicalThroughput: { perJob: generator.kind === 'remote' ? 180 : 20 },
    outputSeconds: clip.defaultSeconds,
    // a clip is priced per second of the length made unless the user picks another
    fixedCredits: () => clipHold(clip.defaultSeconds),
    prepareRequest: async (input) => ({
      prompt: input.prompt,
      negativePrompt: input.negativePrompt,
      ...(typeof input.durationSeconds === 'number' && {
        durationSeconds: input.durationSeconds,
      }),
      ...(typeof input.startImageKey === 'string' && {
        startImage: await readObject(storage, input.startImageKey),
      }),
      ...formatFields(input),
    }),
  };
}
