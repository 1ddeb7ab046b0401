import type { Plan, Proration } from '@orato/shared';

export interface CheckoutRequest {
  plan: Plan;
  userId: string;
  email: string;
  /** The customer we already have for this user, reused so payments stay on one record. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** A checkout as the gateway sees it now, in our words. */
export interface CheckoutState {
  id: string;
  userId: string;
  lookupKey: string;
  isPaid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  /** What this payment is: the session (one-time) or the subscription's first invoice. */
  paymentReference: string;
  /** The payment intent of a one-time payment, which refunds and disputes name. */
  paymentIntentId?: string | null;
  amountCents: number;
  currency: string;
  /** End of the paid period, for subscriptions. */
  periodEnd: Date | null;
}

export interface PaidInvoice {
  id: string;
  subscriptionId: string;
  customerId: string | null;
  /** From the subscription's metadata, written at checkout. */
  userId: string | null;
  lookupKey: string | null;
  /** The price the invoice charged for the subscription, which names the plan after a change. */
  priceId?: string | null;
  /** `subscription_update` for a plan change's proration; a renewal or a first period otherwise. */
  billingReason?: string | null;
  amountCents: number;
  currency: string;
  periodEnd: Date;
}

/** A subscription of ours whose paid period has ended and that is not cancelled. */
export interface DueRenewal {
  userId: string;
  subscriptionId: string;
  customerId: string | null;
  lookupKey: string;
  /** The end of the period that is over: the next one starts here. */
  periodEnd: Date;
}

/** A subscription's renewal state as the gateway holds it now. */
export interface SubscriptionState {
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | null;
  /** The gateway's own status word: active, past_due, unpaid, paused, canceled… */
  status?: string | null;
  /** The plan the subscription is on now (a change made in the gateway's own portal shows here). */
  lookupKey?: string | null;
  /** A change waiting for the period's end (Stripe: the schedule's next phase), if any. */
  scheduled?: { lookupKey: string | null; reference: string } | null;
}

/** A subscriber's move from one plan to another, as the gateway is asked to make it. */
export interface PlanChangeRequest {
  subscriptionId: string;
  userId: string;
  from: Plan;
  to: Plan;
  /** The paid period the change falls in. */
  period: { start: Date; end: Date };
  /** The moment the proration is computed for, so the charge is exactly what the preview said. */
  at: Date;
}

/** The charge an upgrade made now. */
export interface UpgradeCharge {
  invoiceId: string;
  amountCents: number;
  currency: string;
  /** The end of the paid period after the change. */
  periodEnd: Date;
}

/** Money taken back from a payment (a refund, or a dispute opened by the card holder). */
export interface ReversedPayment {
  paymentIntentId: string | null;
  invoiceId: string | null;
  chargeId?: string | null;
  reversedCents: number;
  paidCents: number;
}

/** A payment of ours as a refund names it. */
export interface PaymentToRefund {
  /** Our reference: the checkout session (one-time) or the invoice (subscription). */
  reference: string;
  paymentIntentId: string | null;
  amountCents: number;
}

export type BillingEvent =
  | { kind: 'checkout.completed'; eventId: string; checkoutId: string }
  | { kind: 'invoice.paid'; eventId: string; invoice: PaidInvoice }
  | {
      kind: 'subscription.updated';
      eventId: string;
      subscriptionId: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
      status?: string | null;
    }
  | { kind: 'subscription.ended'; eventId: string; subscriptionId: string }
  | { kind: 'invoice.payment_failed'; eventId: string; subscriptionId: string }
  | {
      kind: 'payment.reversed';
      eventId: string;
      cause: 'refund' | 'dispute';
      payment: ReversedPayment;
    }
  | {
      kind: 'dispute.closed';
      eventId: string;
      paymentIntentId: string | null;
      chargeId: string | null;
    }
  | { kind: 'ignored'; eventId: string; type: string };

/** Takes money: the local test checkout by default, Stripe when configured. */
export interface PaymentGateway {
  readonly kind: 'local' | 'stripe';
  /** Starts a hosted checkout; returns its id and the page to send the browser to. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckout(id: string): Promise<CheckoutState>;
  /** A page where the customer manages cards and invoices. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /**
   * The subscription as it is now, for events that may arrive out of order; null when the
   * gateway keeps no subscriptions of its own (the local checkout, which sends no events).
   */
  getSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  /** What an upgrade would charge now and where its period would end; charges nothing. */
  previewUpgrade(request: PlanChangeRequest): Promise<Proration>;
  /**
   * Moves the subscription to the higher plan now and charges the prorated difference at once;
   * `idempotencyKey` names the change, so a retried call charges once. Throws when the payment
   * fails, and the subscription is then unchanged.
   */
  upgrade(request: PlanChangeRequest, idempotencyKey: string): Promise<UpgradeCharge>;
  /**
   * Arranges for the plan to change at the end of the paid period, charging nothing now; returns
   * the gateway's object for it (Stripe's subscription schedule), or null when it keeps none.
   */
  scheduleChange(request: PlanChangeRequest, idempotencyKey: string): Promise<string | null>;
  /** Undoes a scheduled change: the subscription renews on its current plan. */
  cancelScheduledChange(subscriptionId: string, reference: string | null): Promise<void>;
  /** The plan a gateway price stands for; null when unknown (or the gateway has no prices). */
  lookupKeyOfPrice(priceId: string): Promise<string | null>;
  /** Ends a subscription at once, without a refund (a deleted account). Safe to repeat. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Stops renewal at the end of the paid period; returns that end. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<Date | null>;
  /**
   * Ends a subscription at once and gives its first payment back: a second subscription that
   * slipped past the one-per-account rule (checkouts opened side by side). Safe to repeat.
   */
  refundAndCancel(subscriptionId: string, paymentReference: string): Promise<void>;
  /**
   * Gives a payment's money back in full (a staff refund); `idempotencyKey` names the refund, so
   * a retried call refunds once. Returns the money taken back, as the gateway's `charge.refunded`
   * event reports it. Throws when the gateway refuses (already refunded, unknown payment).
   */
  refund(payment: PaymentToRefund, idempotencyKey: string): Promise<ReversedPayment>;
  /**
   * The invoice a payment intent paid (from basil on, charges no longer name it); null when it
   * paid none, or the gateway keeps no invoices.
   */
  invoiceOfPayment(paymentIntentId: string): Promise<string | null>;
  /** Whether a customer id is one of this gateway's (ids of another gateway mean nothing to it). */
  ownsCustomer(customerId: string): boolean;
  /**
   * Charges the next period of a due subscription, for gateways that renew on our schedule; null
   * when the gateway renews on its own and reports it as an `invoice.paid` event (Stripe).
   */
  renew(due: DueRenewal): Promise<PaidInvoice | null>;
  /** Verifies a webhook's signature over the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
