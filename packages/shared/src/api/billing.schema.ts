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

export const planChangeInputSchema = z.object({
  lookup_key: z.enum(lookupKeys, { error: 'Unknown plan' }),
});
export type PlanChangeInput = z.infer<typeof planChangeInputSchema>;

/** A change that waits for the end of the paid period. */
export const scheduledPlanChangeSchema = z.object({
  lookup_key: z.string(),
  plan: z.string(),
  /** Unix seconds: when the new plan's price and allowance apply. */
  effective_at: z.number().int(),
});

/** The subscriber's plan as the Subscription and Profile pages show it. */
export const subscriptionStatusResponseSchema = z.object({
  /** null when the user has no subscription (free, or credit packs only). */
  lookup_key: z.string().nullable(),
  plan: z.string(),
  price: z.string().nullable(),
  /** Unix seconds: the next renewal, or the last day of a cancelled plan. */
  renews_at: z.number().int().nullable(),
  renewal_credits: z.number().int().nullable(),
  cancel_at_period_end: z.boolean(),
  scheduled_change: scheduledPlanChangeSchema.nullable(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/** What a change costs, shown before it is confirmed. */
export const planChangePreviewResponseSchema = z.object({
  kind: z.enum(['upgrade', 'at-renewal']),
  from: z.string(),
  to: z.string(),
  /** Charged now, in US cents (0 for a change at renewal). */
  amount_due_cents: z.number().int().nonnegative(),
  /** Credits added now. */
  credits_added: z.number().int().nonnegative(),
  /** Unix seconds: when the change applies (now for an upgrade). */
  effective_at: z.number().int(),
  /** Unix seconds: the next renewal after the change. */
  renews_at: z.number().int(),
  /** What each renewal costs and brings after the change. */
  renewal_price: z.string(),
  renewal_credits: z.number().int(),
});
export type PlanChangePreviewResponse = z.infer<typeof planChangePreviewResponseSchema>;

export const planChangeResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionStatusResponseSchema,
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;
