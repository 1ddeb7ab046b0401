import { randomBytes } from 'node:crypto';
import { findPlan, periodEnd, prorate, type Proration } from '@orato/shared';
import type {
  PaymentToRefund,
  ReversedPayment,
  BillingEvent,
  CheckoutRequest,
  CheckoutState,
  DueRenewal,
  PaidInvoice,
  PaymentGateway,
  PlanChangeRequest,
  SubscriptionState,
  UpgradeCharge,
} from './payment-gateway';

export interface LocalCheckoutRecord {
  id: string;
  userId: string;
  lookupKey: string;
  status: string;
  completedAt: Date | null;
}

export interface LocalCheckoutStore {
  findCheckout(id: string): Promise<LocalCheckoutRecord | undefined>;
}

/**
 * The embedded payment gateway, in TEST MODE: checkout is a page of our own with Pay and Cancel,
 * and paying walks the same fulfilment path as a Stripe event. No money moves.
 */
const CUSTOMER_PREFIX = 'cus_local_';

export class LocalCheckoutGateway implements PaymentGateway {
  readonly kind = 'local';

  constructor(
    private readonly store: LocalCheckoutStore,
    private readonly siteUrl: string,
  ) {}

  async createCheckout(_request: CheckoutRequest) {
    const id = `cs_local_${randomBytes(12).toString('hex')}`;
    return { id, url: `${this.siteUrl}/checkout/test/${id}` };
  }

  async getCheckout(id: string): Promise<CheckoutState> {
    const record = await this.store.findCheckout(id);
    const plan = record && findPlan(record.lookupKey);
    if (!record || !plan) {
      throw new Error(`no local checkout ${id}`);
    }
    const isSubscription = plan.effect.kind === 'subscription';
    return {
      id,
      userId: record.userId,
      lookupKey: plan.lookupKey,
      isPaid: record.status === 'complete',
      customerId: `${CUSTOMER_PREFIX}${record.userId}`,
      subscriptionId: isSubscription ? `sub_local_${id}` : null,
      paymentReference: id,
      amountCents: plan.priceCents,
      currency: 'usd',
      periodEnd:
        plan.effect.kind === 'subscription' && record.completedAt
          ? periodEnd(record.completedAt, plan.effect.period)
          : null,
    };
  }

  async createPortalSession(): Promise<string> {
    // our own TEST MODE portal page; it knows the user from the session and returns to the profile
    return `${this.siteUrl}/billing/test/portal`;
  }

  async getSubscription(): Promise<SubscriptionState | null> {
    // subscriptions of the local checkout live on our own record only
    return null;
  }

  async invoiceOfPayment(): Promise<string | null> {
    return null;
  }

  /** Stripe's proration, computed here the same way, so TEST MODE shows what Stripe would charge. */
  async previewUpgrade(request: PlanChangeRequest): Promise<Proration> {
    return prorate(request.from, request.to, request.period, request.at);
  }

  async upgrade(request: PlanChangeRequest, idempotencyKey: string): Promise<UpgradeCharge> {
    const { amountCents, periodEnd: end } = prorate(
      request.from,
      request.to,
      request.period,
      request.at,
    );
    // one invoice per change, named by it, so a retry records the same payment
    return {
      invoiceId: `${request.subscriptionId}:${idempotencyKey}`,
      amountCents,
      currency: 'usd',
      periodEnd: end,
    };
  }

  async scheduleChange(): Promise<string | null> {
    // the renewal reads the scheduled plan from our own record
    return null;
  }

  async cancelScheduledChange(): Promise<void> {
    // nothing outside our record to undo
  }

  async lookupKeyOfPrice(): Promise<string | null> {
    return null;
  }

  async cancelNow(): Promise<void> {
    // the subscription lives on our record only, which the account's deletion removes
  }

  async cancelAtPeriodEnd(): Promise<Date | null> {
    // the period end is on our own record; nothing outside needs telling
    return null;
  }

  /** TEST MODE: no money moved, so the refund is the record's alone, reported as Stripe would. */
  async refund(payment: PaymentToRefund): Promise<ReversedPayment> {
    return {
      paymentIntentId: payment.paymentIntentId,
      invoiceId: payment.reference,
      reversedCents: payment.amountCents,
      paidCents: payment.amountCents,
    };
  }

  async refundAndCancel(): Promise<void> {
    // no money moved, and a refused subscription never reaches our record: nothing to undo
  }

  ownsCustomer(customerId: string): boolean {
    return customerId.startsWith(CUSTOMER_PREFIX);
  }

  /** No events come from the test checkout: it renews itself at the period's end, as Stripe would. */
  async renew(due: DueRenewal): Promise<PaidInvoice | null> {
    const plan = findPlan(due.lookupKey);
    if (!plan || plan.effect.kind !== 'subscription') {
      return null;
    }
    return {
      id: `${due.subscriptionId}:${due.periodEnd.toISOString()}`,
      subscriptionId: due.subscriptionId,
      customerId: due.customerId,
      userId: due.userId,
      lookupKey: plan.lookupKey,
      amountCents: plan.priceCents,
      currency: 'usd',
      periodEnd: periodEnd(due.periodEnd, plan.effect.period),
    };
  }

  parseWebhook(): BillingEvent {
    throw new Error('the local checkout sends no webhooks');
  }
}
