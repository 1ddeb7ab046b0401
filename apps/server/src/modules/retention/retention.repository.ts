import { and, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  idempotencyKeys,
  mailOutbox,
  payments,
  sessions,
  verificationTokens,
  webhookEvents,
} from '../../db/schema';

/** The retention rules' deletes of rows that have no stored file; each answers how many went. */
export class RetentionRepository {
  constructor(private readonly db: Database) {}

  /** Webhook deliveries logged before `before`; one still being retried stays until it ends. */
  async deleteWebhookEventsBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(webhookEvents)
      .where(and(lt(webhookEvents.createdAt, before), ne(webhookEvents.state, 'pending')))
      .returning({ id: webhookEvents.id });
    return rows.length;
  }

  /** Sessions unused since `idleBefore`, and those past their absolute end. */
  async deleteSessions(idleBefore: Date, now: Date): Promise<number> {
    const rows = await this.db
      .delete(sessions)
      .where(or(lt(sessions.lastSeenAt, idleBefore), lt(sessions.expiresAt, now)))
      .returning({ id: sessions.tokenHash });
    return rows.length;
  }

  async deleteVerificationTokensBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(verificationTokens)
      .where(lt(verificationTokens.sentAt, before))
      .returning({ id: verificationTokens.userId });
    return rows.length;
  }

  async deleteIdempotencyKeysBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before))
      .returning({ id: idempotencyKeys.key });
    return rows.length;
  }

  async deleteMailBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(mailOutbox)
      .where(lt(mailOutbox.sentAt, before))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  /** Payments of deleted accounts (detached: no user) paid before `before`. */
  async deleteDetachedPaymentsBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(payments)
      .where(and(isNull(payments.userId), lt(payments.paidAt, before)))
      .returning({ id: payments.id });
    return rows.length;
  }
}
