import type { AdminAuditEntry, AdminJob, AdminLedgerEntry, AdminPayment } from '@orato/shared';
import type { creditLedger, generations, payments, staffAuditLog } from '../../db/schema';
import { toUnixSeconds } from '../../lib/clock';

// Maps rows the admin read models return (credit_ledger, generations, payments, staff_audit_log)
// to the console's shapes: row types only, no query.

/** Rows in the console's words: the shapes of `admin.schema.ts`, times in Unix seconds. */

export function toAdminJob(job: typeof generations.$inferSelect, userEmail: string): AdminJob {
  return {
    id: job.id,
    user_id: job.userId,
    user_email: userEmail,
    feature: job.feature,
    state: job.state,
    stage: job.stage,
    progress: job.progress,
    provider: job.provider,
    hold_credits: job.holdCredits,
    charged_credits: job.chargedCredits,
    // what the user was told, then the provider's own words
    error: [job.error, job.errorDetail].filter(Boolean).join('\n\n') || null,
    created_at: toUnixSeconds(job.createdAt),
    started_at: toUnixSeconds(job.startedAt),
    completed_at: toUnixSeconds(job.completedAt),
    deadline_at: toUnixSeconds(job.deadlineAt),
    storyboard_id: job.storyboardId,
  };
}

export function toAdminPayment(payment: typeof payments.$inferSelect): AdminPayment {
  return {
    id: payment.id,
    reference: payment.reference,
    plan: payment.plan,
    price_cents: payment.priceCents,
    currency: payment.currency,
    status: payment.status,
    paid_at: toUnixSeconds(payment.paidAt),
    refundable: isRefundable(payment),
  };
}

/** Only a payment that went through and was not taken back yet; a free one has nothing to give. */
export function isRefundable(payment: typeof payments.$inferSelect): boolean {
  return payment.status === 'succeeded' && payment.priceCents > 0 && payment.userId !== null;
}

export function toLedgerEntry(entry: typeof creditLedger.$inferSelect): AdminLedgerEntry {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    delta: entry.delta,
    reference: entry.reference,
    reason: entry.reason,
    created_at: toUnixSeconds(entry.createdAt),
  };
}

export function toAuditEntry(
  entry: typeof staffAuditLog.$inferSelect,
  targetEmail: string | null,
): AdminAuditEntry {
  return {
    id: entry.id,
    actor_id: entry.actorId,
    actor_email: entry.actorEmail,
    action: entry.action as AdminAuditEntry['action'],
    target_user_id: entry.targetUserId,
    target_email: targetEmail,
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    created_at: toUnixSeconds(entry.createdAt),
  };
}
