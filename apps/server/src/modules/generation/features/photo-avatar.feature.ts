import { MESSAGES } from '@orato/shared';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import {
  GenerationRefused,
  type PhotoAvatarVideoGenerator,
  type PhotoAvatarVideoRequest,
} from '../../../adapters/video-generator/video-generator';
import type { PhotoAvatarSource } from '../../photo-avatar/photo-avatar.service';
import { formatFields } from '../generation-format';
import {
  AVATAR_DEADLINE_SECONDS,
  avatarCharge,
  avatarMaxSeconds,
  avatarOverHold,
} from './ai-avatar.feature';
import type { FeatureSpec } from './feature-spec';
import { recordingOf } from './own-voice.feature';

/**
 * A user's own portrait speaking (`photo-avatar`): priced, held, timed and listed exactly like the
 * drawn avatars' videos (their rules are `ai-avatar.feature.ts`'s); refused when the portrait was
 * deleted before the render.
 */
export function photoAvatarFeature(parts: {
  generator: PhotoAvatarVideoGenerator;
  storage: ObjectStorage;
  /** The portrait, landmarks and voice of a photo avatar; undefined once it was deleted. */
  sourceOf: (id: string) => Promise<PhotoAvatarSource | undefined>;
}): FeatureSpec {
  const { generator, storage } = parts;
  return {
    generator,
    extension: 'mp4',
    deadlineSeconds: AVATAR_DEADLINE_SECONDS,
    charge: avatarCharge,
    prepareRequest: async (input, hold): Promise<PhotoAvatarVideoRequest> => {
      const source = await parts.sourceOf(String(input.photoAvatarId));
      if (!source) {
        throw new GenerationRefused(MESSAGES.photoAvatar.deletedBeforeRender);
      }
      return {
        script: String(input.script),
        ...source,
        ...(await recordingOf(storage, input.recordingKey)),
        // a translation speaks through the same portrait with a voice of its language
        ...(typeof input.voice === 'string' && { voice: input.voice }),
        maxSeconds: avatarMaxSeconds(hold),
        ...formatFields(input),
      };
    },
    firstStage: 'voice',
    typicalThroughput:
      generator.kind === 'inline'
        ? { perOutputSecond: 0.8, perJob: 20 }
        : { perOutputSecond: 4, perJob: 180 },
    refuseDelivery: avatarOverHold,
    libraryFeature: 'ai-avatar',
  };
}
