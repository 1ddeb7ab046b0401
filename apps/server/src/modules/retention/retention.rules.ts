import { RETENTION_RULES, type RetentionRuleId } from '@orato/shared';
import type { IdempotencyRepository } from '../api/idempotency.repository';
import type { SessionRepository } from '../auth/session.repository';
import type { VerificationTokenRepository } from '../auth/verification-token.repository';
import type { BillingRepository } from '../billing/billing.repository';
import type { MailOutboxRepository } from '../mail/mail-outbox.repository';
import type { WebhookRepository } from '../webhook/webhook.repository';

/**
 * What the rules' removals use: rows through each table's own repository, rows with files through
 * services.
 */
export interface RetentionTargets {
  webhookEvents: Pick<WebhookRepository, 'deleteFinishedBefore'>;
  sessions: Pick<SessionRepository, 'deleteIdleOrExpired'>;
  verificationTokens: Pick<VerificationTokenRepository, 'deleteSentBefore'>;
  idempotencyKeys: Pick<IdempotencyRepository, 'deleteOlderThan'>;
  mail: Pick<MailOutboxRepository, 'deleteSentBefore'>;
  payments: Pick<BillingRepository, 'deleteDetachedPaymentsBefore'>;
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
  'webhook-deliveries': ({ webhookEvents }, before) => webhookEvents.deleteFinishedBefore(before),
  sessions: ({ sessions }, before, now) => sessions.deleteIdleOrExpired(before, now),
  'verification-codes': ({ verificationTokens }, before) =>
    verificationTokens.deleteSentBefore(before),
  'idempotency-keys': ({ idempotencyKeys }, before) => idempotencyKeys.deleteOlderThan(before),
  'mail-copies': ({ mail }, before) => mail.deleteSentBefore(before),
  'payments-after-deletion': ({ payments }, before) =>
    payments.deleteDetachedPaymentsBefore(before),
};

export { RETENTION_RULES };
