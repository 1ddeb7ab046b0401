import { z } from 'zod';
import { LIMITS } from '../domain/limits';
import { emailSchema } from './auth.schema';

/** Deletes the caller's own uploads, named by the links the upload call answered with. */
export const deleteUploadsInputSchema = z.object({
  upload_urls: z
    .array(z.string().min(1).max(2048))
    .min(1, 'Name at least one upload to delete')
    .max(LIMITS.uploadsDeleteMax, `At most ${LIMITS.uploadsDeleteMax} uploads at a time`),
  email: emailSchema.optional(),
});
export type DeleteUploadsInput = z.infer<typeof deleteUploadsInputSchema>;

/** What the caller's uploads not yet used by a generation take of their quota. */
export const uploadUsageResponseSchema = z.object({
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
  /** Hours after which an upload no generation has used is deleted. */
  unused_expire_hours: z.number().int().positive(),
});
export type UploadUsageResponse = z.infer<typeof uploadUsageResponseSchema>;

export const deleteUploadsResponseSchema = uploadUsageResponseSchema.extend({
  message: z.string(),
});
export type DeleteUploadsResponse = z.infer<typeof deleteUploadsResponseSchema>;

/**
 * Makes an image of the caller's Library an upload of theirs, so another tool can take it as
 * input without the browser sending its bytes again. The answer is the upload call's.
 */
export const uploadFromLibraryInputSchema = z.object({
  library_item_id: z.uuid('Choose an image from your library'),
  email: emailSchema.optional(),
});
export type UploadFromLibraryInput = z.infer<typeof uploadFromLibraryInputSchema>;

/** Makes an image of the caller's Library the poster of one of their Library videos (the path's id). */
export const videoThumbnailInputSchema = z.object({
  library_item_id: z.uuid('Choose an image from your library'),
});
export type VideoThumbnailInput = z.infer<typeof videoThumbnailInputSchema>;

export const videoThumbnailResponseSchema = z.object({
  thumbnail: z.string(),
  message: z.string(),
});
export type VideoThumbnailResponse = z.infer<typeof videoThumbnailResponseSchema>;
