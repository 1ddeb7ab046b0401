import type { FeatureKey } from '@orato/shared';
import type { ImageGenerator } from '../../../adapters/image-generator/image-generator';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import type {
  AvatarVideoGenerator,
  Generator,
  PhotoAvatarVideoGenerator,
} from '../../../adapters/video-generator/video-generator';
import type { PhotoAvatarSource } from '../../photo-avatar/photo-avatar.service';
import { aiAvatarFeature } from './ai-avatar.feature';
import type { FeatureSpec } from './feature-spec';
import { nanoBananaFeature } from './nano-banana.feature';
import { photoAvatarFeature } from './photo-avatar.feature';
import { veoFeature, type ClipLengths } from './veo3-videos.feature';

/** The engine of each tool, as the composition root picked them. */
export interface Engines {
  avatar: AvatarVideoGenerator;
  photoAvatar: PhotoAvatarVideoGenerator;
  clip: Generator<never>;
  image: ImageGenerator;
  clipLengths: ClipLengths;
}

/** Every tool's policy around the engine picked for it: what the pipeline runs. */
export function createFeatures(
  engines: Engines,
  parts: {
    storage: ObjectStorage;
    /** The portrait, landmarks and voice of a photo avatar; undefined once it was deleted. */
    photoAvatarSource: (id: string) => Promise<PhotoAvatarSource | undefined>;
  },
): Record<FeatureKey, FeatureSpec> {
  const { storage } = parts;
  return {
    'ai-avatar': aiAvatarFeature({ generator: engines.avatar, storage }),
    'photo-avatar': photoAvatarFeature({
      generator: engines.photoAvatar,
      storage,
      sourceOf: parts.photoAvatarSource,
    }),
    'veo3-videos': veoFeature({ generator: engines.clip, storage, clip: engines.clipLengths }),
    'nano-banana': nanoBananaFeature({ generator: engines.image, storage }),
  };
}
