import { z } from 'zod';
import { FEATURE_KEYS, JOB_STATES } from '../domain/features';
import { API_MESSAGES } from '../domain/api-messages';
import {
  avatarVideoInputSchema,
  jobProgressSchema,
  LIBRARY_PAGE_MAX,
  libraryCursorSchema,
  nanoBananaInputSchema,
  scriptInputSchema,
  veoInputSchema,
} from './generation.schema';
import { captionStyleSchema, resultFormatSchema } from './media-format.schema';
import { storableText } from './text.schema';

/** The most keys one account may hold at once. */
export const API_KEYS_MAX = 10;

/** `ora_live_` and 32 random bytes in base64url (256 bits). */
export const API_KEY_PATTERN = /^ora_live_[A-Za-z0-9_-]{43}$/;

/** Stripe's rule: any string up to 255 characters; we keep to visible ASCII so it logs and compares cleanly. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

// ---- key management (the web app's Profile → API, cookie sessions only)

export const createApiKeyInputSchema = z.object({
  name: storableText(
    z
      .string({ error: API_MESSAGES.keyNameRequired })
      .trim()
      .min(1, API_MESSAGES.keyNameRequired)
      .max(60, API_MESSAGES.keyNameTooLong),
  ),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.uuid() });

/** A key as its owner sees it later: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A key just made: the only answer that carries the key. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeysResponseSchema = z.object({
  keys: z.array(apiKeySchema),
  max: z.number().int(),
});
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;
export const createApiKeyResponseSchema = z.object({ key: createdApiKeySchema });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

// ---- the public API, /api/v1 (snake_case throughout)

/** Every failed `/api/v1` call answers with this body. */
export const v1ErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type V1Error = z.infer<typeof v1ErrorSchema>;

export const v1ScriptInputSchema = scriptInputSchema.omit({ email: true });

export const v1AvatarSchema = z.object({
  name: z.string(),
  image_url: z.string(),
  language: z.string().nullable(),
});
export const v1AvatarsResponseSchema = z.object({ avatars: z.array(v1AvatarSchema) });

export const v1AvatarVideoInputSchema = z.object({
  avatar: avatarVideoInputSchema.shape.creatorName,
  script: avatarVideoInputSchema.shape.script,
  topic: avatarVideoInputSchema.shape.topic,
  /** `{ aspect, resolution }`; the engine's usual format when absent. */
  format: avatarVideoInputSchema.shape.format,
  caption_style: captionStyleSchema.optional(),
});
export type V1AvatarVideoInput = z.infer<typeof v1AvatarVideoInputSchema>;
export const v1AvatarQuoteInputSchema = v1AvatarVideoInputSchema.extend({
  avatar: v1AvatarVideoInputSchema.shape.avatar.optional(),
});

export const v1VeoInputSchema = veoInputSchema.omit({ email: true });
export const v1ImageInputSchema = nanoBananaInputSchema.omit({ email: true, feature: true });

export const v1JobIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** One shape for every job, whatever made it. */
export const v1JobSchema = jobProgressSchema.extend({
  id: z.string(),
  feature: z.enum(FEATURE_KEYS),
  state: z.enum(JOB_STATES),
  stage: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  engine: z.string(),
  created_at: z.number().int(),
  credits: z.object({
    /** Held while it runs; what is not charged is returned when it ends. */
    held: z.number().int(),
    /** Charged when it completed; null until then (and for a failed job, which costs nothing). */
    charged: z.number().int().nullable(),
  }),
  /** Short-lived links to the result, once COMPLETE: fetch the job again for fresh ones. */
  result: z
    .object({
      url: z.string(),
      thumbnail_url: z.string().nullable(),
      duration_seconds: z.number().nullable(),
    })
    .nullable(),
  /** The shape asked for and, once made, the real size (null for a job made before formats). */
  format: resultFormatSchema.nullable(),
  /** The language a video speaks (BCP 47 base code), as its webhooks name it; null for a clip or an image. */
  language: z.string().nullable(),
  error: z.string().nullable(),
});
export type V1Job = z.infer<typeof v1JobSchema>;
export const v1JobResponseSchema = z.object({ job: v1JobSchema });

export const v1LibraryQuerySchema = z.object({
  feature: z.enum(FEATURE_KEYS),
  /** The `next_cursor` of the page before. */
  cursor: libraryCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LIBRARY_PAGE_MAX).optional(),
});
export const v1LibraryItemSchema = z.object({
  id: z.string(),
  feature: z.enum(FEATURE_KEYS),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  title: z.string().nullable(),
  avatar: z.string().nullable(),
  engine: z.string().nullable(),
  created_at: z.number().int(),
  format: resultFormatSchema.nullable(),
});
export type V1LibraryItem = z.infer<typeof v1LibraryItemSchema>;
export const v1LibraryResponseSchema = z.object({
  items: z.array(v1LibraryItemSchema),
  /** Where the next page starts (pass it as `cursor`); null on the last page. */
  next_cursor: z.string().nullable(),
});
export const v1LibraryItemParamsSchema = z.object({ id: z.uuid() });
export const v1DeletedResponseSchema = z.object({ deleted: z.literal(true), id: z.string() });

export const v1CreditsResponseSchema = z.object({ balance: z.number().int() });
export const v1UploadResponseSchema = z.object({ uploaded_files: z.array(z.string()) });
