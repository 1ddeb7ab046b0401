import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { storableText } from './text.schema';

const M = MESSAGES.photoAvatar;

/** How a photo avatar is named where a presenter's name goes (`creatorName` of the video call). */
export const PHOTO_AVATAR_PREFIX = 'photo:';
export const photoCreatorName = (id: string) => `${PHOTO_AVATAR_PREFIX}${id}`;
/** The photo avatar id in a `creatorName`, or undefined for a drawn presenter. */
export const photoAvatarIdOf = (creatorName: string): string | undefined =>
  creatorName.startsWith(PHOTO_AVATAR_PREFIX)
    ? creatorName.slice(PHOTO_AVATAR_PREFIX.length)
    : undefined;

/** Most photo avatars one account keeps. */
export const PHOTO_AVATARS_MAX = 20;

/**
 * The fields that come with the portrait (multipart form fields, so every value is text; the
 * checkbox arrives as "true").
 */
export const photoAvatarFieldsSchema = z.object({
  name: storableText(
    z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .max(60, 'At most 60 characters'),
  ),
  voice: storableText(z.string({ error: M.voiceRequired }).trim().min(1, M.voiceRequired).max(120)),
  language: z
    .string({ error: M.languageRequired })
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, M.languageRequired),
  consent: z.preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, { error: M.consentRequired }),
  ),
});
export type PhotoAvatarFields = z.infer<typeof photoAvatarFieldsSchema>;

export const photoAvatarSchema = z.object({
  id: z.string(),
  /** What the video call takes as `creatorName`: `photo:<id>`. */
  creatorName: z.string(),
  name: z.string(),
  voice: z.string(),
  language: z.string(),
  /** A small JPEG of the portrait, by a short-lived signed link. */
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type PhotoAvatar = z.infer<typeof photoAvatarSchema>;

export const photoAvatarsResponseSchema = z.object({ avatars: z.array(photoAvatarSchema) });
export type PhotoAvatarsResponse = z.infer<typeof photoAvatarsResponseSchema>;

export const createPhotoAvatarResponseSchema = z.object({
  avatar: photoAvatarSchema,
  message: z.string(),
});
export type CreatePhotoAvatarResponse = z.infer<typeof createPhotoAvatarResponseSchema>;

export const photoAvatarVoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** BCP 47. */
  language: z.string(),
});
export type PhotoAvatarVoice = z.infer<typeof photoAvatarVoiceSchema>;

export const photoAvatarVoicesResponseSchema = z.object({
  voices: z.array(photoAvatarVoiceSchema),
});
export type PhotoAvatarVoicesResponse = z.infer<typeof photoAvatarVoicesResponseSchema>;

/** `GET /api/photo-avatars/voice-preview?voice=…`: a listed voice's id (ids hold a `/`). */
export const photoAvatarVoicePreviewQuerySchema = z.object({ voice: z.string().min(1).max(100) });

export const photoAvatarParamsSchema = z.object({ id: z.uuid({ error: M.notFound }) });
