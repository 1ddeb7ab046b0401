import { z } from 'zod';

/** How long a new share link lives: never, or a week, or a month. */
export const SHARE_EXPIRY_DAYS = [7, 30] as const;

/** A share token: 32 random bytes, base64url (256 bits). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const createShareInputSchema = z.object({
  library_item_id: z.uuid(),
  /** Null: the link never expires. */
  expires_in_days: z.union([z.literal(7), z.literal(30)]).nullable(),
  /** Let search engines index the page (off unless the owner opts in). */
  indexable: z.boolean().default(false),
});
export type CreateShareInput = z.input<typeof createShareInputSchema>;

export const listSharesInputSchema = z.object({
  library_item_id: z.uuid(),
});

export const shareIdParamsSchema = z.object({ id: z.uuid() });

/** A link as its owner sees it later: the token itself is never stored, only its first characters. */
export const shareLinkSchema = z.object({
  id: z.string(),
  library_item_id: z.string(),
  token_hint: z.string(),
  expires_at: z.number().int().nullable(),
  revoked_at: z.number().int().nullable(),
  /** True while the link still opens (not revoked, not expired). */
  active: z.boolean(),
  views: z.number().int(),
  indexable: z.boolean(),
  created_at: z.number().int(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A link just made: the only answer that carries the working URL and its embed snippet. */
export const createdShareSchema = shareLinkSchema.extend({
  url: z.string(),
  embed_url: z.string(),
  embed_html: z.string(),
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

export const createShareResponseSchema = z.object({ share: createdShareSchema });
export const shareResponseSchema = z.object({ share: shareLinkSchema });
export const sharesResponseSchema = z.object({ shares: z.array(shareLinkSchema) });
export type SharesResponse = z.infer<typeof sharesResponseSchema>;
