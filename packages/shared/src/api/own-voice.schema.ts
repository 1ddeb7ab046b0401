import { z } from 'zod';
import { LIMITS } from '../domain/limits';
import { MESSAGES } from '../domain/messages';
import { emailSchema } from './auth.schema';
import { avatarVideoInputSchema } from './generation.schema';
import { storableText } from './text.schema';

const M = MESSAGES.ownVoice;

/** File types the recording may come as (the browser's own recorder gives WebM or MP4/M4A). */
export const VOICE_RECORDING_TYPES = [
  'audio/wav',
  'audio/x-wav',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/webm',
  'video/webm',
] as const;
export const VOICE_RECORDING_EXTENSIONS = ['.wav', '.mp3', '.m4a', '.ogg', '.webm'] as const;

/**
 * The fields that come with the recording (multipart form fields, so every value is text; the
 * checkbox arrives as "true").
 */
export const voiceRecordingFieldsSchema = z.object({
  consent: z.preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, { error: M.consentRequired }),
  ),
});
export type VoiceRecordingFields = z.infer<typeof voiceRecordingFieldsSchema>;

export const voiceRecordingResponseSchema = z.object({
  /** The stored recording (normalised WAV), by a signed link: what the video call takes. */
  recording_url: z.string(),
  /** Its exact length: the video will be as long. */
  seconds: z.number().nonnegative(),
  message: z.string(),
});
export type VoiceRecordingResponse = z.infer<typeof voiceRecordingResponseSchema>;

const recordingUrl = z
  .string({ error: M.recordingRequired })
  .trim()
  .min(1, M.recordingRequired)
  .max(2048);

/** A presenter speaking the user's own recording; `words` (optional) become the captions. */
export const ownVoiceVideoInputSchema = z.object({
  creatorName: avatarVideoInputSchema.shape.creatorName,
  recording_url: recordingUrl,
  words: storableText(
    z
      .string()
      .trim()
      .max(
        LIMITS.scriptMaxCharacters,
        `The words can be at most ${LIMITS.scriptMaxCharacters} characters`,
      ),
  ).optional(),
  topic: storableText(z.string().trim().max(500)).optional(),
  format: avatarVideoInputSchema.shape.format,
  captionStyle: avatarVideoInputSchema.shape.captionStyle,
  email: emailSchema.optional(),
});
export type OwnVoiceVideoInput = z.infer<typeof ownVoiceVideoInputSchema>;

export const ownVoiceQuoteInputSchema = z.object({
  creatorName: avatarVideoInputSchema.shape.creatorName.optional(),
  recording_url: recordingUrl,
  format: avatarVideoInputSchema.shape.format,
  email: emailSchema.optional(),
});
export type OwnVoiceQuoteInput = z.infer<typeof ownVoiceQuoteInputSchema>;

/** What a video speaking a recording is called: its first words, else a name for it. */
export function ownVoiceTitle(words: string | undefined): string {
  return words?.trim().split(/\s+/).slice(0, 8).join(' ') || MESSAGES.ownVoice.untitled;
}
