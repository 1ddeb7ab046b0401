import { RETENTION_RULES, type RetentionRuleId } from '@orato/shared';
import type { RetentionRepository } from './retention.repository';

/** What the rules' removals use: rows through the repository, rows with files through services. */
export interface RetentionTargets {
  rows: RetentionRepository;
  uploads: { expireUnused(before: Date): Promise<number> };
  exports: { expire(before: Date): Promise<number> };
}

/** Removes what a rule says has gone past its age: `before` is now minus the rule's age. */
type Enforce = (targets: RetentionTargets, before: Date, now: Date) => Promise<number>;

/**
 * The removal behind each rule of RETENTION_RULES (packages/shared), which the privacy policy and
 * docs/data-retention.md state. Keyed by the rule's id, so a rule stated without a removal does
 * not compile; the retention job runs every one, and the retention test ages data past each.
 */
export const RETENTION_ENFORCERS: Record<RetentionRuleId, Enforce> = {
  'unused-uploads': ({ uploads }, before) => uploads.expireUnused(before),
  'data-exports': ({ exports }, before) => exports.expire(before),
  'webhook-deliveries': ({ rows }, before) => rows.deleteWebhookEventsBefore(before),
  sessions: ({ rows }, before, now) => rows.deleteSessions(before, now),
  'verification-codes': ({ rows }, before) => rows.deleteVerificationTokensBefore(before),
  'idempotency-keys': ({ rows }, before) => rows.deleteIdempotencyKeysBefore(before),
  'mail-copies': ({ rows }, before) => rows.deleteMailBefore(before),
  'payments-after-deletion': ({ rows }, before) => rows.deleteDetachedPaymentsBefore(before),
};

export { RETENTION_RULES };
