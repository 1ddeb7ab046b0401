import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Mail the outbox mailer "sent": what the dev mailbox shows when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_sent_at_idx').on(table.sentAt)],
);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased; the product identifies people by e-mail. */
    email: text().notNull(),
    /** argon2id PHC string; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    plan: text().notNull().default('free'),
    price: text(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    /** Plan key of the running subscription, so a renewal knows what to grant. */
    planLookupKey: text('plan_lookup_key'),
    cancelSubscription: boolean('cancel_subscription').notNull().default(false),
    cancellationDate: timestamp('cancellation_date', { withTimezone: true }),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true }),
    /** Stripe's word for the subscription (active, past_due, unpaid, paused…), as last reported. */
    subscriptionStatus: text('subscription_status'),
    /** Set by a failed renewal payment, cleared when the subscription is active again. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** Set while a payment dispute is open: no new purchases until it is resolved. */
    purchasesPausedAt: timestamp('purchases_paused_at', { withTimezone: true }),
    /** When a finished job is e-mailed: 'always', 'long' (over 30 s, when not on its page) or 'never'. */
    jobEmails: text('job_emails').notNull().default('long'),
    /** Console access: 'none', 'support' or 'admin'. Granted from the server's command line first. */
    role: text().notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_role_known', sql`${table.role} in ('none', 'support', 'admin')`),
    index('users_staff_idx')
      .on(table.role)
      .where(sql`${table.role} <> 'none'`),
  ],
);

/** A federated identity (Google) linked to a user, keyed by issuer and subject, never by e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    subject: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_identities_issuer_subject_key').on(table.issuer, table.subject)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen table gives no usable session. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Staff only: when the console last confirmed the password or served a staff request. The
     * console asks for the password again once this is older than the fresh window.
     */
    staffSeenAt: timestamp('staff_seen_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const verificationPurpose = pgEnum('verification_purpose', [
  'verify_email',
  'reset_password',
]);

/** One live secret per user and purpose: a sign-up code or a password-reset token, stored hashed. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: verificationPurpose().notNull(),
    secretHash: text('secret_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

/** The spendable and held credits of a user; the CHECKs make overspending impossible even for buggy code. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    available: integer().notNull().default(0),
    held: integer().notNull().default(0),
  },
  (table) => [
    check('credit_balances_available_non_negative', sql`${table.available} >= 0`),
    check('credit_balances_held_non_negative', sql`${table.held} >= 0`),
  ],
);

export const creditEntryKind = pgEnum('credit_entry_kind', [
  'grant',
  'hold',
  'capture',
  'release',
  // a refund or dispute taking back the unspent credits of a purchase
  'reversal',
  // an upgrade's allowance difference, added when the plan changes mid-period
  'plan_change',
  // credits added or taken by Orato's staff, with their reason
  'adjustment',
]);

/**
 * Append-only. `delta` is the change to the spendable balance: a grant adds, a hold takes, a
 * release gives back, a capture (turning held credits into spent ones) changes nothing and records
 * `amount`. The sum of deltas always equals `credit_balances.available`; the unique key makes
 * every movement happen once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: creditEntryKind().notNull(),
    amount: integer().notNull(),
    delta: integer().notNull(),
    /** The job a hold, capture or release belongs to. */
    reference: text(),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order: movements in one transaction share `created_at`, and the embedded database's
     * clock can give separate ones the same value, so history pages break ties on this.
     */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    uniqueIndex('credit_ledger_idempotency_key').on(table.idempotencyKey),
    // a job is held, captured and released at most once each, whatever the keys say
    uniqueIndex('credit_ledger_job_entry')
      .on(table.reference, table.kind)
      .where(sql`${table.kind} <> 'grant'`),
    index('credit_ledger_user_id_idx').on(table.userId),
  ],
);

/**
 * A subscriber's plan changes. An upgrade is `pending` while the gateway charges it (one at a time
 * per subscription, by the partial unique index), then `done` or `failed`; a change at renewal is
 * `scheduled` (one at a time) until the renewal `applied` it or the user `kept` the plan.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    fromLookupKey: text('from_lookup_key').notNull(),
    toLookupKey: text('to_lookup_key').notNull(),
    kind: text().notNull(),
    status: text().notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** The gateway's object for the change: Stripe's proration invoice or subscription schedule. */
    gatewayReference: text('gateway_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_changes_one_pending')
      .on(table.subscriptionId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('plan_changes_one_scheduled')
      .on(table.subscriptionId)
      .where(sql`${table.status} = 'scheduled'`),
    index('plan_changes_user_id_idx').on(table.userId),
  ],
);

/** Every checkout we started, whichever gateway: who it belongs to is checked on the way back. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lookupKey: text('lookup_key').notNull(),
    gateway: text().notNull(),
    status: text().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkout_sessions_user_id_idx').on(table.userId)],
);

/**
 * Payment history; `reference` (checkout session or invoice) makes each payment appear once. A
 * deleted account's payments stay, detached (`user_id` null), for the accounting years the law
 * requires: their columns name no person (docs/data-retention.md).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text().notNull(),
    plan: text().notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** Refunds and disputes name the payment intent; one-time payments record it here. */
    paymentIntentId: text('payment_intent_id'),
  },
  (table) => [
    uniqueIndex('payments_reference_key').on(table.reference),
    index('payments_user_id_idx').on(table.userId),
    index('payments_payment_intent_id_idx').on(table.paymentIntentId),
  ],
);

/** Webhook events already handled: a redelivery finds its id here and changes nothing. */
/** Gateway events claimed for processing: the dedupe gate of the webhook, and nothing else. */
export const processedEvents = pgTable('processed_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What we remember of a gateway subscription beyond the user's record: that it ended (a late
 * event cannot revive it) or was refused as a second one (none of its events grants anything).
 */
export const subscriptionMarkers = pgTable(
  'subscription_markers',
  {
    subscriptionId: text('subscription_id').notNull(),
    marker: text().notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.marker] })],
);

export const generationState = pgEnum('generation_state', [
  'QUEUED',
  'PROCESSING',
  'COMPLETE',
  'FAILED',
]);

/**
 * One generation job, whoever runs it. The row is the checkpoint: a worker that dies leaves it
 * in place and the next one resumes from `providerOperationId` instead of submitting again.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    state: generationState().notNull().default('QUEUED'),
    progress: integer().notNull().default(0),
    stage: text(),
    provider: text().notNull(),
    providerOperationId: text('provider_operation_id'),
    input: jsonb().$type<Record<string, unknown>>().notNull(),
    holdCredits: integer('hold_credits').notNull(),
    chargedCredits: integer('charged_credits'),
    mediaKey: text('media_key'),
    thumbnailKey: text('thumbnail_key'),
    captionsKey: text('captions_key'),
    durationSeconds: real('duration_seconds'),
    /** What the engine did, shown to the user (e.g. the edits applied to an image). */
    notes: jsonb().$type<string[]>(),
    /** What the prompt asked for that the engine could not do (an offline engine's limits). */
    notApplied: jsonb('not_applied').$type<string[]>(),
    /** The engine's own words for the result (e.g. what an image shows and what it could not draw). */
    description: text(),
    error: text(),
    /** The failure as the provider or engine told it, for staff (the user reads `error`). */
    errorDetail: text('error_detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When a worker first took it: queue wait and run time are measured apart. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    stageStartedAt: timestamp('stage_started_at', { withTimezone: true }),
    /** Seconds of output expected when it was queued, the unit of the throughput figures. */
    expectedSeconds: real('expected_seconds'),
    /** The shape asked for (16:9, 9:16, 1:1; images also 4:5, 3:4). Null: made before formats (16:9 or 1:1). */
    aspect: text(),
    /** 720p or 1080p for a video; null for an image. */
    resolution: text(),
    /** classic or word, for a captioned video. */
    captionStyle: text('caption_style'),
    /** The made file's real size, read from it when it was saved. */
    width: integer(),
    height: integer(),
    /** Last time its page asked for its status: a finished job nobody is watching gets an e-mail. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /**
     * The storyboard this generation is a part of: no library entry and no e-mail of its own, and
     * its hold is captured when the storyboard is delivered. Null for a generation of its own.
     */
    storyboardId: uuid('storyboard_id').references((): AnyPgColumn => storyboards.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('generations_storyboard_idx')
      .on(table.storyboardId)
      .where(sql`${table.storyboardId} is not null`),
    index('generations_user_id_idx').on(table.userId),
    index('generations_state_idx').on(table.state),
    index('generations_queued_idx')
      .on(table.feature, table.createdAt)
      .where(sql`${table.state} = 'QUEUED'`),
    index('generations_completed_idx')
      .on(table.feature, table.provider, table.completedAt)
      .where(sql`${table.state} = 'COMPLETE'`),
  ],
);

/**
 * A voice's speaking rate as the speech engine measured it (seconds per letter, digit, character…),
 * tagged with the engine's fingerprint so a changed engine is measured again.
 */
export const speakingRates = pgTable('speaking_rates', {
  voiceKey: text('voice_key').primaryKey(),
  engine: text().notNull(),
  rate: jsonb().$type<Record<string, number>>().notNull(),
  measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a user keeps: one entry per finished generation, listed by feature. */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    mediaKey: text('media_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** The avatar video's topic, the VEO prompt, or the image prompt. */
    title: text(),
    avatar: text(),
    /** Which engine made it: `local` for the offline engines, else the provider's name. */
    engine: text(),
    /** The language it speaks (BCP 47 base code), where known: set on every translation. */
    language: text(),
    /**
     * The item this one is a translation of: the Library lists it as one of that item's language
     * versions. A deleted original leaves its translations as items of their own.
     */
    originalId: uuid('original_id').references((): AnyPgColumn => libraryItems.id, {
      onDelete: 'set null',
    }),
    /** Its shape and real size, so tiles, players and share pages draw it as it is. */
    aspect: text(),
    resolution: text(),
    width: integer(),
    height: integer(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('library_items_original_idx')
      .on(table.originalId)
      .where(sql`${table.originalId} is not null`),
    uniqueIndex('library_items_generation_id_key').on(table.generationId),
    uniqueIndex('library_items_media_key_key').on(table.mediaKey),
    index('library_items_user_feature_idx').on(table.userId, table.feature, table.createdAt),
  ],
);

/** Images a user uploaded for image generation; only their owner may use them. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    contentType: text('content_type').notNull(),
    /** An image's size; null for a voice recording. */
    width: integer(),
    height: integer(),
    /** A voice recording's exact length (the video is as long); null for an image. */
    durationMs: integer('duration_ms'),
    bytes: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a generation took it as input; an upload never used expires after a day. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('uploads_key_key').on(table.key),
    index('uploads_user_id_idx').on(table.userId),
    index('uploads_unused_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.usedAt} is null`),
  ],
);

/**
 * Rate-limit counters shared by every API process: one row per route and client, counting the
 * requests of the current window. Rows past `reset_at` are dead and are pruned by a job.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_at_idx').on(table.resetAt)],
);

/**
 * Password attempts per address (the sign-in throttle), shared by every API process. Unknown
 * addresses are counted too; quiet rows are pruned.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    email: text().primaryKey(),
    count: integer().notNull().default(0),
    rounds: integer().notNull().default(0),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_attempts_last_attempt_at_idx').on(table.lastAttemptAt)],
);

/**
 * Public links to one library item. Only the SHA-256 of the token is kept, so a database read
 * cannot be turned into working links; the owner sees the link once, when it is made.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, so the owner can tell links apart without the secret. */
    tokenHint: text('token_hint').notNull(),
    libraryItemId: uuid('library_item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    views: integer().notNull().default(0),
    /** The owner let search engines index the page. */
    indexable: boolean().notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('share_links_token_hash_key').on(table.tokenHash),
    index('share_links_library_item_idx').on(table.libraryItemId, table.createdAt),
    index('share_links_user_id_idx').on(table.userId),
  ],
);

/**
 * Developer keys for the public API (`/api/v1`). Only the SHA-256 of the key is kept (the key is
 * 256 random bits, so a plain hash cannot be brute-forced); the owner sees the key once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters (`ora_live_ab12`), so the owner can tell keys apart. */
    prefix: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key, so a busy key does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_key').on(table.keyHash),
    index('api_keys_user_id_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * `Idempotency-Key` claims of the public API's creates: the first request inserts the row (the
 * unique key decides between concurrent duplicates), then stores its answer for replays.
 * Rows older than 24 hours are pruned.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** SHA-256 of the method, route and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

/**
 * An account's webhook endpoint (one per account). The signing secret is kept sealed with a key
 * derived from the app secret: Orato must sign with it, so it cannot be a hash, but a database
 * read alone does not yield it.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text().notNull(),
  enabled: boolean().notNull().default(true),
  sealedSecret: text('sealed_secret').notNull(),
  /** The secret's last characters, shown so the owner can tell secrets apart. */
  secretHint: text('secret_hint').notNull(),
  /** Set when Orato turned the endpoint off (a 410 Gone); cleared when the owner saves it again. */
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The webhook outbox: one row per event, carrying its series of delivery attempts. A job's end
 * makes at most one event of each type (the unique index), so a replayed end queues nothing twice.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    /** Null for a test event; kept null when the job's row goes, so the log keeps the event. */
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    /** A storyboard's end, which is no generation of its own; kept null when the storyboard goes. */
    storyboardId: uuid('storyboard_id').references((): AnyPgColumn => storyboards.id, {
      onDelete: 'set null',
    }),
    /** The event's `data` without its links, which each attempt signs afresh. */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** 'pending' (due at `next_attempt_at`), 'delivered' or 'failed'. */
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Retries stop after this (24 h after the event, or after a resend). */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_events_job_end_key').on(table.generationId, table.type),
    uniqueIndex('webhook_events_storyboard_end_key').on(table.storyboardId, table.type),
    index('webhook_events_user_idx').on(table.userId, table.createdAt),
    index('webhook_events_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/**
 * One storyboard: scenes rendered as child generations (each with its own hold), composed one by
 * one and assembled into one video. The row is the checkpoint of the whole, as a generation's is.
 */
export const storyboards = pgTable(
  'storyboards',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text(),
    creatorName: text('creator_name').notNull(),
    bubble: boolean().notNull().default(false),
    burnCaptions: boolean('burn_captions').notNull().default(false),
    /** Every scene is made, and the whole assembled, in this shape and resolution. */
    aspect: text().notNull().default('16:9'),
    resolution: text().notNull().default('720p'),
    captionStyle: text('caption_style').notNull().default('classic'),
    state: generationState().notNull().default('QUEUED'),
    stage: text(),
    progress: integer().notNull().default(0),
    holdCredits: integer('hold_credits').notNull(),
    chargedCredits: integer('charged_credits'),
    mediaKey: text('media_key'),
    thumbnailKey: text('thumbnail_key'),
    vttKey: text('vtt_key'),
    srtKey: text('srt_key'),
    durationSeconds: real('duration_seconds'),
    /** A translation's language and the Library item it is a version of; its entry carries both. */
    language: text(),
    translationOf: uuid('translation_of'),
    error: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('storyboards_user_id_idx').on(table.userId, table.createdAt),
    index('storyboards_active_idx')
      .on(table.deadlineAt)
      .where(sql`${table.state} in ('QUEUED', 'PROCESSING')`),
  ],
);

/**
 * A scene of a storyboard, in the user's order. Its parts are generations (`storyboard_id` set):
 * the narration (an avatar render of the line) and, for a generated visual, a clip or an image.
 * `fingerprint` names what the scene shows and says, so an identical scene can reuse its clip.
 */
export const storyboardScenes = pgTable(
  'storyboard_scenes',
  {
    id: uuid().primaryKey().defaultRandom(),
    storyboardId: uuid('storyboard_id')
      .notNull()
      .references(() => storyboards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    line: text().notNull(),
    visual: jsonb().$type<Record<string, unknown>>().notNull(),
    fingerprint: text().notNull(),
    /** QUEUED, PROCESSING, COMPLETE (composed), FAILED or DROPPED. */
    state: text().notNull().default('QUEUED'),
    narrationId: uuid('narration_id'),
    visualId: uuid('visual_id'),
    /** Library or upload material the scene shows, as a storage key. */
    materialKey: text('material_key'),
    /** The clip of an identical, delivered scene this one reuses (nothing to render or charge). */
    reusedClipKey: text('reused_clip_key'),
    /** "Use my voice": the user's recording (an upload) the presenter speaks, and its length. */
    recordingKey: text('recording_key'),
    recordingSeconds: real('recording_seconds'),
    estimateCredits: integer('estimate_credits').notNull(),
    holdCredits: integer('hold_credits').notNull(),
    clipKey: text('clip_key'),
    cues: jsonb().$type<{ start: number; end: number; text: string }[]>(),
    durationSeconds: real('duration_seconds'),
    error: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('storyboard_scenes_position_key').on(table.storyboardId, table.position),
    index('storyboard_scenes_reuse_idx').on(table.userId, table.fingerprint),
  ],
);

/**
 * A storyboard being edited, saved as the user types so nothing is lost on a reload or another
 * device. `content` is the editor's state as the API validated it (savedDraftInputSchema); the
 * draft is removed when it is rendered, deleted, or its account is.
 */
export const storyboardDrafts = pgTable(
  'storyboard_drafts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('storyboard_drafts_user_id_idx').on(table.userId, table.updatedAt)],
);

/**
 * A user's own portrait as a talking avatar. The face landmarks are found once at upload and kept
 * here, so the renderer never runs the face model; the files live under `image_key`/`thumbnail_key`.
 */
export const photoAvatars = pgTable(
  'photo_avatars',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    voice: text().notNull(),
    language: text().notNull(),
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    landmarks: jsonb().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('photo_avatars_user_id_idx').on(table.userId, table.createdAt)],
);

/**
 * A download of an account's data ("Download my data"). The ZIP is written under `partial_key`
 * and becomes `object_key` only once it is whole, so a crashed build never leaves a file anyone
 * can fetch; one QUEUED or RUNNING export per user (the partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** QUEUED, RUNNING, READY or FAILED. */
    state: text().notNull().default('QUEUED'),
    progress: integer().notNull().default(0),
    partialKey: text('partial_key'),
    objectKey: text('object_key'),
    bytes: bigint({ mode: 'number' }),
    error: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_exports_one_active')
      .on(table.userId)
      .where(sql`${table.state} in ('QUEUED', 'RUNNING')`),
    index('data_exports_user_id_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Every staff action (who, when, what, before and after, why), written in the same transaction as
 * the change it records. Append-only (a trigger refuses edits); rows go only with their target's
 * account. The actor is kept by id and address, not by reference, so a staff member's own
 * deletion leaves the record whole.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for the server's command line. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text().notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The payment, job or user the action changed. */
    subject: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    reason: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('staff_audit_log_seq_idx').on(table.seq),
    index('staff_audit_log_target_idx').on(table.targetUserId, table.seq),
  ],
);

/**
 * One row per outside provider call (provider, outcome, duration), written by every process where
 * the calls are measured, so the console's last-hour figures cover them all. Pruned after a day.
 */
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    outcome: text().notNull(),
    durationMs: real('duration_ms').notNull(),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_calls_called_at_idx').on(table.calledAt, table.provider)],
);
