import { z } from 'zod';
import { JOB_FEATURE_KEYS, JOB_STATES } from '../domain/features';
import { providerCheckSchema } from './health.schema';
import { storableText } from './text.schema';

/**
 * The operator's console API. Every path answers 404 to a signed-out or non-staff caller (the
 * console's existence is not advertised); a staff caller whose console session is older than
 * `ADMIN_FRESH_MINUTES` of idleness gets 401 with code `ADMIN_VERIFY_REQUIRED` until
 * `POST verify` stamps it again. All times are Unix seconds.
 */
export const ADMIN_API = {
  me: '/api/admin/me',
  verify: '/api/admin/verify',
  users: '/api/admin/users',
  user: '/api/admin/users/:id',
  userCredits: '/api/admin/users/:id/credits',
  userRole: '/api/admin/users/:id/role',
  paymentRefund: '/api/admin/payments/:id/refund',
  jobs: '/api/admin/jobs',
  jobRetry: '/api/admin/jobs/:id/retry',
  jobCancel: '/api/admin/jobs/:id/cancel',
  providers: '/api/admin/providers',
  business: '/api/admin/business',
  audit: '/api/admin/audit',
} as const;
export type AdminApiPath = (typeof ADMIN_API)[keyof typeof ADMIN_API];

/** Fills a path's `:id`. */
export const adminApiPath = (path: AdminApiPath, id?: string) =>
  id === undefined ? path : path.replace(':id', encodeURIComponent(id));

/** The error code of a staff request whose console session must be confirmed with the password. */
export const ADMIN_VERIFY_REQUIRED = 'ADMIN_VERIFY_REQUIRED';

export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const USER_ROLES = ['none', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

const reasonSchema = storableText(
  z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'A reason must be at most 500 characters'),
);

const idParam = storableText(z.string().trim().min(1).max(100));
export const adminIdParamsSchema = z.object({ id: idParam });
export type AdminIdParams = z.infer<typeof adminIdParamsSchema>;

// GET /api/admin/me
export const adminMeResponseSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** Whether the console session is confirmed; false: ask for the password (POST verify). */
  fresh: z.boolean(),
  /** When the confirmation lapses if no staff request comes before; null when not fresh. */
  fresh_until: z.number().int().nullable(),
  /** Most credits a support user may add or take in one adjustment (admins have no limit). */
  support_adjust_limit: z.number().int(),
});
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

// POST /api/admin/verify
export const adminVerifyInputSchema = z.object({
  password: z.string().min(1, 'Password is required').max(1024),
});
export type AdminVerifyInput = z.infer<typeof adminVerifyInputSchema>;
export const adminVerifyResponseSchema = z.object({ fresh_until: z.number().int() });
export type AdminVerifyResponse = z.infer<typeof adminVerifyResponseSchema>;

// GET /api/admin/users?q=
export const adminUserSearchQuerySchema = z.object({
  /** An e-mail (or part of one) or a user id. */
  q: storableText(z.string().trim().min(1, 'Type an e-mail or a user id').max(254)),
});
export type AdminUserSearchQuery = z.infer<typeof adminUserSearchQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  plan: z.string(),
  role: z.enum(USER_ROLES),
  available: z.number().int(),
  held: z.number().int(),
  created_at: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserSearchResponseSchema = z.object({
  users: z.array(adminUserSummarySchema),
});
export type AdminUserSearchResponse = z.infer<typeof adminUserSearchResponseSchema>;

// GET /api/admin/users/:id
export const adminPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  plan: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  /** paid, refunded, disputed… as the gateway reported it. */
  status: z.string(),
  paid_at: z.number().int(),
  /** Whether the console can refund it (paid, not yet refunded, a gateway payment to name). */
  refundable: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  /** The change to the spendable balance. */
  delta: z.number().int(),
  reference: z.string().nullable(),
  reason: z.string(),
  created_at: z.number().int(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

export const adminJobSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  feature: z.string(),
  state: z.enum(JOB_STATES),
  stage: z.string().nullable(),
  progress: z.number().int(),
  provider: z.string(),
  hold_credits: z.number().int(),
  charged_credits: z.number().int().nullable(),
  /** The provider's error in full (users see a shorter text). */
  error: z.string().nullable(),
  created_at: z.number().int(),
  started_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  deadline_at: z.number().int(),
  /** Part of a storyboard (retried and cancelled with it, not alone). */
  storyboard_id: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
  revoked_at: z.number().int().nullable(),
});
export const adminSessionSchema = z.object({
  created_at: z.number().int(),
  last_seen_at: z.number().int(),
  expires_at: z.number().int(),
});
export const adminAvatarSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A signed URL of the thumbnail; the full portrait is never shown in the console. */
  thumbnail_url: z.string(),
  created_at: z.number().int(),
});

export const adminUserDetailResponseSchema = z.object({
  user: adminUserSummarySchema.extend({
    email_verified: z.boolean(),
    subscription_status: z.string().nullable(),
    next_billing_date: z.number().int().nullable(),
  }),
  payments: z.array(adminPaymentSchema),
  /** Newest first, the last 200 movements. */
  ledger: z.array(adminLedgerEntrySchema),
  /** Newest first, the last 100 jobs. */
  jobs: z.array(adminJobSchema),
  api_keys: z.array(adminApiKeySchema),
  sessions: z.array(adminSessionSchema),
  avatars: z.array(adminAvatarSchema),
});
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponseSchema>;

// POST /api/admin/users/:id/credits
export const adminCreditAdjustmentInputSchema = z.object({
  /** Credits added (+) or taken (−); never 0, and the balance never goes below zero. */
  amount: z
    .number({ error: 'Amount must be a whole number' })
    .int('Amount must be a whole number')
    .refine((n) => n !== 0, 'Amount cannot be 0')
    .refine((n) => Math.abs(n) <= 1_000_000, 'Amount is too large'),
  reason: reasonSchema,
});
export type AdminCreditAdjustmentInput = z.infer<typeof adminCreditAdjustmentInputSchema>;
export const adminCreditAdjustmentResponseSchema = z.object({
  available: z.number().int(),
  held: z.number().int(),
  entry: adminLedgerEntrySchema,
});
export type AdminCreditAdjustmentResponse = z.infer<typeof adminCreditAdjustmentResponseSchema>;

// PUT /api/admin/users/:id/role (admins only)
export const adminRoleInputSchema = z.object({
  role: z.enum(USER_ROLES),
  reason: reasonSchema,
});
export type AdminRoleInput = z.infer<typeof adminRoleInputSchema>;
export const adminRoleResponseSchema = z.object({ role: z.enum(USER_ROLES) });
export type AdminRoleResponse = z.infer<typeof adminRoleResponseSchema>;

// POST /api/admin/payments/:id/refund (admins only)
export const adminRefundInputSchema = z.object({ reason: reasonSchema });
export type AdminRefundInput = z.infer<typeof adminRefundInputSchema>;
export const adminRefundResponseSchema = z.object({
  payment: adminPaymentSchema,
  /** Credits the refund took back (the unspent part of the purchase). */
  credits_reversed: z.number().int(),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;

// GET /api/admin/jobs?list=
export const ADMIN_JOB_LISTS = ['failed', 'stuck', 'queued'] as const;
export type AdminJobList = (typeof ADMIN_JOB_LISTS)[number];
export const adminJobsQuerySchema = z.object({
  list: z.enum(ADMIN_JOB_LISTS).default('failed'),
  feature: z.enum(JOB_FEATURE_KEYS).optional(),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuerySchema>;
export const adminJobsResponseSchema = z.object({
  list: z.enum(ADMIN_JOB_LISTS),
  /** Newest first, at most 200. */
  jobs: z.array(adminJobSchema),
  /** Queued jobs per tool, whichever list was asked for. */
  queued_by_tool: z.array(
    z.object({ feature: z.string(), count: z.number().int(), oldest_at: z.number().int() }),
  ),
});
export type AdminJobsResponse = z.infer<typeof adminJobsResponseSchema>;

// POST /api/admin/jobs/:id/retry and /cancel
export const adminJobActionInputSchema = z.object({ reason: reasonSchema });
export type AdminJobActionInput = z.infer<typeof adminJobActionInputSchema>;
export const adminJobRetryResponseSchema = z.object({
  /** The new attempt: a new job with its own hold. */
  job: adminJobSchema,
  retried_from: z.string(),
});
export type AdminJobRetryResponse = z.infer<typeof adminJobRetryResponseSchema>;
export const adminJobCancelResponseSchema = z.object({
  job: adminJobSchema,
  credits_returned: z.number().int(),
});
export type AdminJobCancelResponse = z.infer<typeof adminJobCancelResponseSchema>;

// GET /api/admin/providers
export const adminProviderUsageSchema = z.object({
  provider: z.string(),
  calls: z.number().int(),
  failures: z.number().int(),
  /** Milliseconds; null when there were no calls. */
  p95_ms: z.number().nullable(),
});
export type AdminProviderUsage = z.infer<typeof adminProviderUsageSchema>;
export const adminProvidersResponseSchema = z.object({
  /** The doctor's rows, checked now. */
  checks: z.array(providerCheckSchema),
  /** The last hour, across every process. */
  usage: z.array(adminProviderUsageSchema),
  window_seconds: z.number().int(),
});
export type AdminProvidersResponse = z.infer<typeof adminProvidersResponseSchema>;

// GET /api/admin/business
export const adminToolDaySchema = z.object({
  feature: z.string(),
  renders: z.number().int(),
  failures: z.number().int(),
  /** failures / (renders + failures); null when none ended that day. */
  failure_rate: z.number().nullable(),
  /** Seconds from start to completion; null when none completed. */
  median_render_seconds: z.number().nullable(),
});
export const adminBusinessDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.string(),
  signups: z.number().int(),
  /** Users with a paid payment that day. */
  paying_users: z.number().int(),
  /** Monthly recurring revenue at the end of the day, in US cents, by plan lookup key. */
  mrr_cents_by_plan: z.record(z.string(), z.number().int()),
  mrr_cents: z.number().int(),
  credits_sold: z.number().int(),
  credits_spent: z.number().int(),
  credits_returned: z.number().int(),
  tools: z.array(adminToolDaySchema),
});
export type AdminBusinessDay = z.infer<typeof adminBusinessDaySchema>;
export const adminBusinessResponseSchema = z.object({
  /** Oldest first, 30 days ending today. */
  days: z.array(adminBusinessDaySchema),
});
export type AdminBusinessResponse = z.infer<typeof adminBusinessResponseSchema>;

// GET /api/admin/audit?page=&user_id=
export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const adminAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  user_id: idParam.optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const ADMIN_AUDIT_ACTIONS = [
  'credits.adjust',
  'role.grant',
  'role.revoke',
  'payment.refund',
  'job.retry',
  'job.cancel',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  /** Null for the command line on the server. */
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  target_user_id: z.string().nullable(),
  target_email: z.string().nullable(),
  /** The payment, job or user the action changed. */
  subject: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  created_at: z.number().int(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditResponseSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
