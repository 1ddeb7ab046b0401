import { and, desc, eq, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  checkoutSessions,
  payments,
  processedEvents,
  subscriptionMarkers,
  users,
} from '../../db/schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface SubscriptionPeriod {
  plan: string;
  price: string;
  planLookupKey: string;
  subscriptionId: string;
  customerId: string | null;
  nextBillingDate: Date;
}

/** SQL for checkouts, payments, processed webhook events and the plan fields of a user. */
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

  /** The plan's status as the gateway reports it; a failed payment is remembered until it is active again. */
  async setSubscriptionStatus(
    subscriptionId: string,
    status: string | null,
    paymentFailedAt?: Date | null,
  ): Promise<void> {
    await this.db
      .update(users)
      .set({
        subscriptionStatus: status,
        ...(paymentFailedAt !== undefined && { paymentFailedAt }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  async setPurchasesPaused(userId: string, since: Date | null): Promise<void> {
    await this.db.update(users).set({ purchasesPausedAt: since }).where(eq(users.id, userId));
  }

  listPayments(userId: string): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.paidAt));
  }

  /**
   * Makes `subscriptionId` the user's one subscription unless another holds that place: one
   * conditional statement, so of two subscriptions paid at the same moment only one gets it.
   */
  async claimSubscription(userId: string, subscriptionId: string): Promise<boolean> {
    const claimed = await this.db
      .update(users)
      .set({ subscriptionId })
      .where(
        and(
          eq(users.id, userId),
          or(isNull(users.subscriptionId), eq(users.subscriptionId, subscriptionId)),
        ),
      )
      .returning({ id: users.id });
    return claimed.length > 0;
  }

  async startSubscriptionPeriod(userId: string, period: SubscriptionPeriod): Promise<void> {
    await this.db
      .update(users)
      .set({ ...period, cancelSubscription: false, cancellationDate: null })
      .where(eq(users.id, userId));
  }

  /** The subscription renews: no cancellation pending, and the period end Stripe reports, if any. */
  async resumeSubscription(subscriptionId: string, nextBillingDate: Date | null): Promise<void> {
    await this.db
      .update(users)
      .set({
        cancelSubscription: false,
        cancellationDate: null,
        ...(nextBillingDate && { nextBillingDate }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  /** The subscription moves to another plan now; its renewal date moves when the period did. */
  async changePlan(
    subscriptionId: string,
    change: { plan: string; price: string; planLookupKey: string; nextBillingDate: Date | null },
  ): Promise<void> {
    const { nextBillingDate, ...plan } = change;
    await this.db
      .update(users)
      .set({
        ...plan,
        cancelSubscription: false,
        cancellationDate: null,
        ...(nextBillingDate && { nextBillingDate }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  async setCustomer(userId: string, customerId: string): Promise<void> {
    await this.db.update(users).set({ customerId }).where(eq(users.id, userId));
  }

  async scheduleCancellation(subscriptionId: string, endsAt: Date | null): Promise<void> {
    await this.db
      .update(users)
      .set({
        cancelSubscription: true,
        cancellationDate: endsAt,
        ...(endsAt && { nextBillingDate: endsAt }),
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  /** Back to the free plan; credits already granted stay. */
  async endSubscription(subscriptionId: string): Promise<void> {
    await this.db
      .update(users)
      .set({
        plan: 'free',
        price: null,
        planLookupKey: null,
        subscriptionId: null,
        nextBillingDate: null,
        cancelSubscription: false,
        cancellationDate: null,
      })
      .where(eq(users.subscriptionId, subscriptionId));
  }

  async findSubscriber(subscriptionId: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.subscriptionId, subscriptionId));
    return row;
  }

  /** Subscriptions whose paid period has ended. */
  dueSubscriptions(now: Date) {
    return this.db
      .select()
      .from(users)
      .where(and(isNotNull(users.subscriptionId), lte(users.nextBillingDate, now)));
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
