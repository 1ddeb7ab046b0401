import { z } from 'zod';
import { resultFormatSchema } from './media-format.schema';
import { WEBHOOK_MESSAGES } from '../domain/webhook-messages';

/** The events an endpoint receives; `webhook.test` is only sent by "Send test event". */
export const WEBHOOK_EVENT_TYPES = ['job.completed', 'job.failed', 'webhook.test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Orato-Signature';
/** A signing secret: `whsec_` and 32 random bytes, base64url. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9_-]{43}$/;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** How many deliveries the log shows. */
export const WEBHOOK_LOG_SIZE = 50;

export const webhookEndpointInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_URL_MAX_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
    .pipe(z.url({ message: WEBHOOK_MESSAGES.urlInvalid, protocol: /^https?$/ })),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** The endpoint as its owner sees it: the secret itself only once, in `webhookSecretResponseSchema`. */
export const webhookEndpointSchema = z.object({
  url: z.string(),
  enabled: z.boolean(),
  /** The secret's last characters, so the owner can tell which one a receiver holds. */
  secret_hint: z.string(),
  /** Why Orato turned the endpoint off (it answered 410 Gone), or null. */
  disabled_reason: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookSettingsResponseSchema = z.object({
  endpoint: webhookEndpointSchema.nullable(),
});
export type WebhookSettingsResponse = z.infer<typeof webhookSettingsResponseSchema>;

/** The answer that creates or rolls a secret: the only one that carries it. */
export const webhookSecretResponseSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().regex(WEBHOOK_SECRET_PATTERN).nullable(),
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

/** One event's delivery, as the log shows it. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  job_id: z.string().nullable(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.number().int(),
  last_attempt_at: z.number().int().nullable(),
  next_attempt_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });

export const webhookDeliveryParamsSchema = z.object({ id: z.uuid() });

/** A finished or failed job, as an event carries it. Times are Unix seconds. */
export const webhookJobSchema = z.object({
  id: z.string(),
  feature: z.string(),
  state: z.enum(['COMPLETE', 'FAILED']),
  title: z.string().nullable(),
  /** The language a video speaks (BCP 47 base code), where known: a translation's always. */
  language: z.string().optional(),
  error: z.string().optional(),
  credits_charged: z.number().int().optional(),
  duration_seconds: z.number().optional(),
  /** The shape asked for and, once made, the real size (absent for a job from before formats). */
  format: resultFormatSchema.optional(),
  created_at: z.number().int(),
  completed_at: z.number().int(),
});

/** Links that work without a cookie for `WEBHOOK_LINK_TTL_SECONDS` after the attempt that sent them. */
export const webhookLinksSchema = z.object({
  media: z.string().nullable(),
  thumbnail: z.string().nullable(),
  captions: z.string().optional(),
});

/** How long the media links of an event work, counted from the attempt that sent them. */
export const WEBHOOK_LINK_TTL_SECONDS = 3600;

const eventBase = { id: z.string(), created: z.number().int() };

/** The JSON body of every webhook request. */
export const webhookEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...eventBase,
    type: z.literal('job.completed'),
    data: z.object({ job: webhookJobSchema, links: webhookLinksSchema }),
  }),
  z.object({
    ...eventBase,
    type: z.literal('job.failed'),
    data: z.object({ job: webhookJobSchema, links: webhookLinksSchema }),
  }),
  z.object({
    ...eventBase,
    type: z.literal('webhook.test'),
    data: z.object({ message: z.string() }),
  }),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
