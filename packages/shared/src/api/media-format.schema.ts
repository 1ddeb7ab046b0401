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

/** A video's format on a request: absent, the engine's usual one; a part left out, its default. */
export const videoFormatField = videoFormatSchema.optional();
export type VideoFormatInput = z.input<typeof videoFormatSchema>;

/** What each tool's engine on this server can make, for the forms to offer only that. */
export const formatSupportSchema = z.object({
  aspects: z.array(imageAspectSchema),
  resolutions: z.array(videoResolutionSchema),
});

/** A result's format as made: the shape asked for and the real size of the file. */
export const resultFormatSchema = z.object({
  aspect: z.string(),
  resolution: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption_style: z.string().nullable().optional(),
  /** "9:16 · 1080p" or "4:5". */
  label: z.string(),
});
export type ResultFormat = z.infer<typeof resultFormatSchema>;
