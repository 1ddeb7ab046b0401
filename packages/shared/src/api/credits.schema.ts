import { z } from 'zod';

export const CREDIT_HISTORY_PAGE_SIZE = 20;

export const creditHistoryInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One movement of credits, in words the user reads: what, how many, why, for which job, when. */
export const creditMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(['grant', 'hold', 'capture', 'release', 'reversal', 'plan_change', 'adjustment']),
  /**
   * Credits moved: added (+), reserved or charged (−), returned (+). An `adjustment` (made by
   * Orato's staff) carries its sign: positive added, negative taken.
   */
  amount: z.number().int(),
  reason: z.string(),
  job_id: z.string().nullable(),
  job_title: z.string().nullable(),
  feature: z.string().nullable(),
  /** The real length of the video a charge paid for. */
  duration_seconds: z.number().nullable(),
  created_at: z.number().int(),
});
export type CreditMovement = z.infer<typeof creditMovementSchema>;

export const creditHistoryResponseSchema = z.object({
  movements: z.array(creditMovementSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type CreditHistoryResponse = z.infer<typeof creditHistoryResponseSchema>;
