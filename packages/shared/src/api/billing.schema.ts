import { z } from 'zod';
import { PLANS } from '../domain/plans';
import { emailSchema } from './auth.schema';
import { storableText } from './text.schema';

const lookupKeys = PLANS.map((plan) => plan.lookupKey) as [string, ...string[]];

export const createCheckoutInputSchema = z.object({
  email: emailSchema.optional(),
  lookup_key: z.enum(lookupKeys, { error: 'Unknown plan' }),
  /** The spec's client may send it; the server uses the customer it has on record. */
  customer_id: z.string().nullable().optional(),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutInputSchema>;

export const urlResponseSchema = z.object({ url: z.string() });
export type UrlResponse = z.infer<typeof urlResponseSchema>;

export const verifyCheckoutInputSchema = z.object({
  email: emailSchema.optional(),
  session_id: storableText(z.string().min(1, 'session_id is required').max(255)),
});
export type VerifyCheckoutInput = z.infer<typeof verifyCheckoutInputSchema>;

export const verifyCheckoutResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['paid', 'unpaid', 'refunded']),
});
export type VerifyCheckoutResponse = z.infer<typeof verifyCheckoutResponseSchema>;

export const portalInputSchema = z.object({
  email: emailSchema.optional(),
  session_id: storableText(z.string().max(255)).optional(),
});

export const paymentHistoryItemSchema = z.object({
  plan: z.string(),
  price: z.string(),
  currency: z.string(),
  date: z.number().int(),
  status: z.string(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistoryResponseSchema = z.array(paymentHistoryItemSchema);
