import { z } from 'zod';
import { FEATURE_KEYS, JOB_FEATURE_KEYS, JOB_STATES, VIDEO_FEATURE_KEYS } from '../domain/features';
import { LIMITS } from '../domain/limits';
import { MESSAGES } from '../domain/messages';
import { emailSchema } from './auth.schema';
import {
  captionStyleSchema,
  formatSupportSchema,
  imageAspectSchema,
  resultFormatSchema,
  videoFormatField,
} from './media-format.schema';
import { storableText } from './text.schema';

/**
 * What the user says beyond the idea: who the video is for, the points to make (in order) and what
 * the viewer should do next. The offline writer arranges exactly these words; a model writes with them.
 */
export const scriptBriefSchema = z.object({
  audience: storableText(
    z.string().trim().max(120, 'Please keep who it is for under 120 characters'),
  ).optional(),
  points: z
    .array(storableText(z.string().trim().max(200, 'Please keep each point under 200 characters')))
    .max(6, 'Please make at most 6 points')
    .optional(),
  action: storableText(
    z.string().trim().max(160, 'Please keep what the viewer should do under 160 characters'),
  ).optional(),
});
export type ScriptBrief = z.infer<typeof scriptBriefSchema>;

export const scriptInputSchema = z.object({
  ...scriptBriefSchema.shape,
  /** The script a Regenerate replaces: the new one is never the same words again. */
  previous: storableText(z.string().max(5000)).optional(),
  topic: storableText(
    z
      .string({ error: MESSAGES.avatar.ideaRequired })
      .trim()
      .min(1, MESSAGES.avatar.ideaRequired)
      .max(500, 'Please keep your idea under 500 characters'),
  ),
  email: emailSchema.optional(),
});
export type ScriptInput = z.infer<typeof scriptInputSchema>;

export const scriptResponseSchema = z.object({
  script: z.string(),
  /** The script's language (BCP 47 base code), when it can be told. */
  language: z.string().optional(),
  /** Said when the script is not in the idea's language. */
  note: z.string().optional(),
});
export type ScriptResponse = z.infer<typeof scriptResponseSchema>;

/** The configured script writer and the languages it writes in (BCP 47 base codes; null: any). */
export const scriptWriterResponseSchema = z.object({
  provider: z.string(),
  languages: z.array(z.string()).nullable(),
});
export type ScriptWriterResponse = z.infer<typeof scriptWriterResponseSchema>;

export const creatorsResponseSchema = z.object({
  thumbnails: z.record(
    z.string(),
    // the language the avatar speaks (BCP 47 base code), where the engine knows it
    z.object({ imageUrl: z.string(), language: z.string().optional() }),
  ),
});
export type CreatorsResponse = z.infer<typeof creatorsResponseSchema>;

export const avatarVideoInputSchema = z.object({
  creatorName: storableText(
    z
      .string({ error: MESSAGES.avatar.selectAvatar })
      .trim()
      .min(1, MESSAGES.avatar.selectAvatar)
      .max(100),
  ),
  script: storableText(
    z
      .string({ error: MESSAGES.avatar.scriptFirstForVideo })
      .trim()
      .min(1, MESSAGES.avatar.scriptFirstForVideo)
      .max(
        LIMITS.scriptMaxCharacters,
        `The script can be at most ${LIMITS.scriptMaxCharacters} characters`,
      ),
  ),
  topic: storableText(z.string().trim().max(500)).optional(),
  email: emailSchema.optional(),
  /** Shape and resolution; the engine's usual one when absent. */
  format: videoFormatField,
  /** How the captions read; the engine's usual style when absent. */
  captionStyle: captionStyleSchema.optional(),
});
export type AvatarVideoInput = z.infer<typeof avatarVideoInputSchema>;

/** A quote for a script; without a presenter yet, in the default voice of the script's language. */
export const avatarQuoteInputSchema = avatarVideoInputSchema.extend({
  creatorName: avatarVideoInputSchema.shape.creatorName.optional(),
});
export type AvatarQuoteInput = z.infer<typeof avatarQuoteInputSchema>;

export const operationStartedResponseSchema = z.object({
  operationId: z.string(),
  operation_id: z.string(),
});

export const pollInputSchema = z.object({
  operationId: storableText(z.string().min(1).max(100)),
});

/** Where a job is: queued, our engine's steps, or a provider's own states. */
export const GENERATION_STAGES = [
  'queued',
  'voice',
  'rendering',
  'encoding',
  'saving',
  'submitting',
  'submitted',
  'provider',
  'done',
  'failed',
] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/** Progress as the server measures it: queue position, time left, and whether a step is overdue. */
export const jobProgressSchema = z.object({
  /** 1 for the next job to start; only while queued. */
  queue_position: z.number().int().min(1).optional(),
  /** Seconds until it is ready, from the measured throughput of its engine. */
  eta_seconds: z.number().int().min(0).optional(),
  /** The current step has run longer than it usually takes. */
  slow: z.boolean().optional(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const generationStatusResponseSchema = jobProgressSchema.extend({
  state: z.enum(JOB_STATES),
  progress: z.number().int().min(0).max(100),
  stage: z.string().nullable(),
  url: z.string().optional(),
  video_url: z.string().optional(),
  thumbnail: z.string().optional(),
  duration_seconds: z.number().optional(),
  credits_charged: z.number().int().optional(),
  error: z.string().optional(),
  /** Which engine makes it: `local` for an offline engine, else the provider's name. */
  engine: z.string().optional(),
  /** An image's notes, as the image call answers them, for a page that finds it after a reload. */
  applied_edits: z.array(z.string()).optional(),
  not_applied: z.array(z.string()).optional(),
  description: z.string().optional(),
  /** The shape asked for and, once made, the real size. */
  format: resultFormatSchema.optional(),
});
export type GenerationStatusResponse = z.infer<typeof generationStatusResponseSchema>;

/** A job still being made, as the pages that survive a reload show it. */
export const activeJobSchema = jobProgressSchema.extend({
  id: z.string(),
  feature: z.enum(JOB_FEATURE_KEYS),
  state: z.enum(JOB_STATES),
  stage: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  title: z.string().nullable(),
  avatar: z.string().nullable(),
  created_at: z.number().int(),
});
export type ActiveJob = z.infer<typeof activeJobSchema>;
export const activeJobsResponseSchema = z.object({ jobs: z.array(activeJobSchema) });
export type ActiveJobsResponse = z.infer<typeof activeJobsResponseSchema>;

/** What a Generate button says before it is pressed: cost, length and wait. */
export const quoteResponseSchema = z.object({
  /** The credits it is expected to cost (exact for fixed prices). */
  credits: z.number().int().min(0),
  /** The most that is held while it runs (the same as `credits` for fixed prices). */
  hold_credits: z.number().int().min(0),
  /** Length of the result in seconds, for videos. */
  seconds: z.number().int().min(0).optional(),
  /** Seconds until it would be ready if started now. */
  wait_seconds: z.number().int().min(0),
  /** Longer than a video may be: the server will refuse it. */
  over_limit: z.boolean().optional(),
  /** An avatar quote's voice: the chosen presenter's, or before one is chosen, the one suggested first. */
  presenter: z.string().optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const saveVideoInputSchema = z.object({
  video_url: storableText(z.string().min(1).max(2000)),
  email: emailSchema.optional(),
  feature: z.enum(VIDEO_FEATURE_KEYS),
  avatar: storableText(z.string().max(200)).optional(),
  topic: storableText(z.string().max(2000)).optional(),
});
export type SaveVideoInput = z.infer<typeof saveVideoInputSchema>;

export const featureKeySchema = z.enum(FEATURE_KEYS);

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export const veoInputSchema = z.object({
  email: emailSchema.optional(),
  prompt: storableText(
    z
      .string({ error: MESSAGES.veo.promptRequired })
      .trim()
      .min(1, MESSAGES.veo.promptRequired)
      .refine(
        (prompt) => countWords(prompt) <= LIMITS.veoPromptMaxWords,
        MESSAGES.veo.promptTooLong,
      ),
  ),
  negative_prompt: storableText(z.string().max(20_000)).default(''),
  /** The clip's first frame: a link `/api/upload` (or the Library's copy) answered the caller. */
  start_image_url: z.string().min(1).max(2048).optional(),
  /** Whole seconds; 8 unless chosen. Which lengths the configured model takes, the server checks. */
  duration_seconds: z
    .number()
    .int(MESSAGES.veo.durationNotOffered)
    .min(LIMITS.veoClipMinSeconds, MESSAGES.veo.durationNotOffered)
    .max(LIMITS.veoClipMaxSeconds, MESSAGES.veo.durationNotOffered)
    .optional(),
  /** Shape and resolution; the engine's usual one when absent. */
  format: videoFormatField,
});
export type VeoInput = z.input<typeof veoInputSchema>;

export const veoStartedResponseSchema = z.object({ operation_name: z.string() });

/** The clip lengths this server's video engine makes, and the one it makes unless asked. */
export const clipLengthsResponseSchema = z.object({
  default_seconds: z.number().int(),
  allowed_seconds: z.array(z.number().int()),
});
export type ClipLengthsResponse = z.infer<typeof clipLengthsResponseSchema>;

export const veoStatusInputSchema = z.object({
  operation_name: storableText(z.string().min(1).max(100)),
});

export const veoStatusResponseSchema = jobProgressSchema.extend({
  state: z.enum(JOB_STATES),
  stage: z.string().nullable().optional(),
  progress: z.number().int(),
  url: z.string().optional(),
  thumbnail: z.string().optional(),
  error: z.string().optional(),
  engine: z.string().optional(),
  format: resultFormatSchema.optional(),
});
export type VeoStatusResponse = z.infer<typeof veoStatusResponseSchema>;

export const nanoBananaInputSchema = z.object({
  feature: z.literal('nano-banana').default('nano-banana'),
  email: emailSchema.optional(),
  prompt: storableText(
    z
      .string({ error: MESSAGES.nanoBanana.promptRequired })
      .trim()
      .min(1, MESSAGES.nanoBanana.promptRequired)
      .max(LIMITS.imagePromptMaxCharacters, MESSAGES.nanoBanana.promptTooLong),
  ),
  image_urls: z
    .array(storableText(z.string().min(1).max(2000)))
    .max(LIMITS.imagesMultiModeMax, MESSAGES.nanoBanana.multiModeMax)
    .default([]),
  /** The picture's shape; the engine's usual one (square) when absent. */
  aspect: imageAspectSchema.optional(),
});
export type NanoBananaInput = z.input<typeof nanoBananaInputSchema>;

export const nanoBananaResponseSchema = z.object({
  image_url: z.string(),
  generated_images: z.array(z.string()),
  message: z.string(),
  applied_edits: z.array(z.string()).optional(),
  /** What the prompt asked for that the engine could not do offline. */
  not_applied: z.array(z.string()).optional(),
  description: z.string().optional(),
  engine: z.string().optional(),
  format: resultFormatSchema.optional(),
});
export type NanoBananaResponse = z.infer<typeof nanoBananaResponseSchema>;

export const uploadResponseSchema = z.object({
  uploaded_files: z.array(z.string()),
  message: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** How many Library entries one page of a tab lists (issue #38): newest first, then "Load more". */
export const LIBRARY_PAGE_SIZE = 24;
export const LIBRARY_PAGE_MAX = 100;

/** The `next_cursor` of the page before; opaque to clients. */
export const libraryCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

export const listMediaInputSchema = z.object({
  email: emailSchema.optional(),
  feature: z.enum(FEATURE_KEYS),
  cursor: libraryCursorSchema.optional(),
  limit: z.number().int().min(1).max(LIBRARY_PAGE_MAX).optional(),
});

/** A translation of a Library video, listed under its original. */
export const videoVersionSchema = z.object({
  id: z.string(),
  language: z.string(),
  video_url: z.string(),
  thumbnail: z.string().nullable(),
  captions_vtt_url: z.string().optional(),
  created_at: z.number().int(),
});
export type VideoVersion = z.infer<typeof videoVersionSchema>;

export const videoItemSchema = z.object({
  id: z.string(),
  video_url: z.string(),
  topic: z.string().nullable(),
  thumbnail: z.string().nullable(),
  avatar: z.string().nullable(),
  created_at: z.number().int(),
  engine: z.string().nullable().optional(),
  /** A storyboard (listed with the avatar videos): the web app shows a "Storyboard" badge. */
  storyboard: z.boolean().optional(),
  /** The captions files of a video that has them (a storyboard's), as short-lived links. */
  captions_vtt_url: z.string().optional(),
  captions_srt_url: z.string().optional(),
  /** The language it speaks (BCP 47 base code), where known. */
  language: z.string().nullable().optional(),
  /** Its translations, each a language version the player switches to (oldest first). */
  versions: z.array(videoVersionSchema).optional(),
  /** Its shape and real size, for tiles and players drawn in that shape. */
  format: resultFormatSchema.optional(),
});
export type VideoItem = z.infer<typeof videoItemSchema>;
export const videosResponseSchema = z.object({
  videos: z.record(z.string(), z.array(videoItemSchema)),
  /** Where the next page starts; null on the last page (the server always says). */
  next_cursor: z.string().nullable().optional(),
});

export const imageItemSchema = z.object({
  id: z.string(),
  image_url: z.string().nullable(),
  prompt: z.string().nullable(),
  created_at: z.number().int(),
  engine: z.string().nullable().optional(),
  format: resultFormatSchema.optional(),
});
export type ImageItem = z.infer<typeof imageItemSchema>;
export const imagesResponseSchema = z.object({
  images: z.record(z.string(), z.array(imageItemSchema)),
  /** Where the next page starts; null on the last page (the server always says). */
  next_cursor: z.string().nullable().optional(),
});

export const deleteVideosInputSchema = z.object({
  email: emailSchema.optional(),
  feature: z.enum(VIDEO_FEATURE_KEYS),
  video_urls: z
    .array(storableText(z.string().min(1).max(2000)))
    .min(1, 'Select at least one video')
    .max(200),
});
export const deleteImagesInputSchema = z.object({
  email: emailSchema.optional(),
  feature: z.literal('nano-banana').default('nano-banana'),
  image_urls: z
    .array(storableText(z.string().min(1).max(2000)))
    .min(1, 'Select at least one image')
    .max(200),
});

/** The engine each feature runs on this server; `local` is an offline engine. */
export const enginesResponseSchema = z.object({
  engines: z.record(z.string(), z.string()),
  /** Tools turned off on this server (their provider cannot serve them), with the words to show. */
  unavailable: z.record(z.string(), z.string()).optional(),
  /** The shapes (and for videos, resolutions) each tool's engine makes here. */
  formats: z.record(z.string(), formatSupportSchema).optional(),
});
export type EnginesResponse = z.infer<typeof enginesResponseSchema>;
