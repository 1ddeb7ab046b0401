import { z } from 'zod';
import {
  CAPTION_STYLES,
  DEFAULT_IMAGE_ASPECT,
  DEFAULT_VIDEO_FORMAT,
  IMAGE_ASPECTS,
  VIDEO_ASPECTS,
  VIDEO_RESOLUTIONS,
} from '../domain/media-format';

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Please choose a ${what}: ${values.join(', ')}` });

export const videoAspectSchema = choice(VIDEO_ASPECTS, 'video shape');
export const imageAspectSchema = choice(IMAGE_ASPECTS, 'image shape');
export const videoResolutionSchema = choice(VIDEO_RESOLUTIONS, 'resolution');
export const captionStyleSchema = choice(CAPTION_STYLES, 'caption style');

/** Every video request may name its format; one that does not gets 16:9 at 720p, as before. */
export const videoFormatSchema = z.object({
  aspect: videoAspectSchema.default(DEFAULT_VIDEO_FORMAT.aspect),
  resolution: videoResolutionSchema.default(DEFAULT_VIDEO_FORMAT.resolution),
});

export const imageAspectField = imageAspectSchema.default(DEFAULT_IMAGE_ASPECT);
