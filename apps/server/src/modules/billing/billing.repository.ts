import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { checkoutSessions, payments, processedEvents, subscriptionMarkers } from '../../db/schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** SQL for checkouts, payments, processed webhook events and subscription markers. */
export class BillingRepository {
  constructor(private readonly db: Database) {}

  async recordCheckout(values: { id: string; userId: string; lookupKey: string; gateway: string }) {
    await this.db.insert(checkoutSessions).values(values).onConflictDoNothing();
  }

  async findCheckout(id: string): Promise<CheckoutRow | undefined> {
    const [row] = await this.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    return row;
  }

  /** Marks an open checkout complete; false when it was not open (paid already, or cancelled). */
  async completeCheckout(id: string, at: Date): Promise<boolean> {
    const updated = await this.db
      .update(checkoutSessions)
      .set({ status: 'complete', completedAt: at })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
      .returning({ id: checkoutSessions.id });
    return updated.length > 0;
  }

  /** Claims a webhook event for processing; false when it was processed before. */
  async claimEvent(id: string, type: string): Promise<boolean> {
    const inserted = await this.db
      .insert(processedEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning();
    return inserted.length > 0;
  }

  /** Gives back the claim of an event whose handling failed, so its redelivery is applied. */
  async releaseEvent(id: string): Promise<void> {
    await this.db.delete(processedEvents).where(eq(processedEvents.id, id));
  }

  /** Remembers that a subscription ended, so a late event about it cannot bring it back. */
  markSubscriptionEnded(subscriptionId: string): Promise<void> {
    return this.mark(subscriptionId, 'ended');
  }

  hasSubscriptionEnded(subscriptionId: string): Promise<boolean> {
    return this.isMarked(subscriptionId, 'ended');
  }

  /** Remembers a second subscription that was refunded, so none of its events grants anything. */
  markSubscriptionRefused(subscriptionId: string): Promise<void> {
    return this.mark(subscriptionId, 'refused');
  }

  wasSubscriptionRefused(subscriptionId: string): Promise<boolean> {
    return this.isMarked(subscriptionId, 'refused');
  }

  private async mark(subscriptionId: string, marker: SubscriptionMarker): Promise<void> {
    await this.db
      .insert(subscriptionMarkers)
      .values({ subscriptionId, marker })
      .onConflictDoNothing();
  }

  private async isMarked(subscriptionId: string, marker: SubscriptionMarker): Promise<boolean> {
    const [row] = await this.db
      .select({ marker: subscriptionMarkers.marker })
      .from(subscriptionMarkers)
      .where(
        and(
          eq(subscriptionMarkers.subscriptionId, subscriptionId),
          eq(subscriptionMarkers.marker, marker),
        ),
      );
    return row !== undefined;
  }

  /** Records a payment once per reference; false when it was recorded before. */
  async recordPayment(values: Omit<PaymentRow, 'id'>): Promise<boolean> {
    const inserted = await this.db
      .insert(payments)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: payments.id });
    return inserted.length > 0;
  }

  /** The payment a refund or dispute is about, by our reference or by its payment intent. */
  async findPayment(match: {
    reference?: string | null;
    paymentIntentId?: string | null;
  }): Promise<PaymentRow | undefined> {
    if (match.reference) {
      const [row] = await this.db
        .select()
        .from(payments)
        .where(eq(payments.reference, match.reference));
      if (row) {
        return row;
      }
    }
    if (!match.paymentIntentId) {
      return undefined;
    }
    const [row] = await this.db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, match.paymentIntentId));
    return row;
  }

  async setPaymentStatus(id: string, status: string): Promise<void> {
    await this.db.update(payments).set({ status }).where(eq(payments.id, id));
  }

  listPayments(userId: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.paidAt));
  }

  /** Payments of deleted accounts (detached: no user) paid before `before`; how many went. */
  async deleteDetachedPaymentsBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(payments)
      .where(and(isNull(payments.userId), lt(payments.paidAt, before)))
      .returning({ id: payments.id });
    return rows.length;
  }
}

type SubscriptionMarker = 'ended' | 'refused';
