import { prorate, type Proration } from '@orato/shared';
import Stripe from 'stripe';
import type {
  PaymentToRefund,
  ReversedPayment,
  BillingEvent,
  CheckoutRequest,
  CheckoutState,
  PaidInvoice,
  PaymentGateway,
  PlanChangeRequest,
  SubscriptionState,
  UpgradeCharge,
} from './payment-gateway';
import { idOf, toBillingEvent } from './stripe-events';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** For a local fake in tests: `http://127.0.0.1:PORT`. */
  apiBase?: string | undefined;
}

export interface PriceFacts {
  id: string;
  amountCents: number | null;
  currency: string;
  /** `month` or `year` for a subscription price; null for a one-time price. */
  interval: string | null;
}

/** A price changed in the Stripe dashboard is picked up within this long. */
const PRICE_CACHE_MS = 5 * 60 * 1000;

/** Stripe's customer ids: `cus_` and letters and digits (the test checkout's have more underscores). */
const STRIPE_CUSTOMER_ID = /^cus_[0-9A-Za-z]+$/;

/** Stripe Checkout (payment mode for the pack, subscription mode for plans), Portal and webhooks. */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;
  private readonly priceIds = new Map<string, { id: string; at: number }>();

  constructor(private readonly config: StripeConfig) {
    const base = config.apiBase ? new URL(config.apiBase) : undefined;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base && {
        host: base.hostname,
        port: Number(base.port),
        protocol: base.protocol.replace(':', '') as 'http' | 'https',
      }),
    });
  }

  async createCheckout(request: CheckoutRequest) {
    const { plan, userId } = request;
    const metadata = { userId, lookupKey: plan.lookupKey };
    const isSubscription = plan.effect.kind === 'subscription';
    const session = await this.stripe.checkout.sessions.create({
      mode: isSubscription ? 'subscription' : 'payment',
      line_items: [{ price: await this.priceId(plan.lookupKey), quantity: 1 }],
      client_reference_id: userId,
      metadata,
      ...(request.customerId
        ? { customer: request.customerId }
        : { customer_email: request.email }),
      ...(isSubscription
        ? { subscription_data: { metadata } }
        : !request.customerId && { customer_creation: 'always' }),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) {
      throw new Error('Stripe returned a checkout session without a URL');
    }
    return { id: session.id, url: session.url };
  }

  async getCheckout(id: string): Promise<CheckoutState> {
    const session = await this.stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] });
    const subscription = typeof session.subscription === 'object' ? session.subscription : null;
    const periodEnd = subscription?.items.data[0]?.current_period_end;
    return {
      id: session.id,
      userId: session.client_reference_id ?? session.metadata?.userId ?? '',
      lookupKey: session.metadata?.lookupKey ?? '',
      isPaid: session.status === 'complete' && session.payment_status !== 'unpaid',
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      // a subscription's first period is its first invoice, which invoice.paid also reports
      paymentReference: idOf(session.invoice) ?? session.id,
      paymentIntentId: idOf(session.payment_intent),
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    };
  }

  ownsCustomer(customerId: string): boolean {
    return STRIPE_CUSTOMER_ID.test(customerId);
  }

  async renew(): Promise<PaidInvoice | null> {
    // Stripe charges renewals itself and tells us with invoice.paid
    return null;
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const portal = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return portal.url;
  }

  async getSubscription(subscriptionId: string): Promise<SubscriptionState> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const price = subscription.items.data[0]?.price;
    return {
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      periodEnd: periodEndOf(subscription),
      status: subscription.status,
      lookupKey: price?.lookup_key ?? (price ? await this.lookupKeyOfPrice(price.id) : null),
      scheduled: await this.scheduledChangeOf(subscription),
    };
  }

  /** The price a schedule moves to after this period (Stripe's portal schedules downgrades so). */
  private async scheduledChangeOf(subscription: Stripe.Subscription) {
    const scheduleId = idOf(subscription.schedule);
    if (!scheduleId) {
      return null;
    }
    const schedule = await this.stripe.subscriptionSchedules.retrieve(scheduleId);
    const end = periodEndOf(subscription);
    const next = schedule.phases.find(
      (phase) => end && phase.start_date >= Math.floor(end.getTime() / 1000),
    );
    const priceId = idOf(next?.items[0]?.price);
    return {
      lookupKey: priceId ? await this.lookupKeyOfPrice(priceId) : null,
      reference: scheduleId,
    };
  }

  /** Stripe's own figure for the change (its invoice preview), at the moment the change will use. */
  async previewUpgrade(request: PlanChangeRequest): Promise<Proration> {
    const item = await this.itemOf(request.subscriptionId);
    const preview = await this.stripe.invoices.createPreview({
      subscription: request.subscriptionId,
      subscription_details: {
        items: [{ id: item.id, price: await this.priceId(request.to.lookupKey) }],
        proration_behavior: 'always_invoice',
        proration_date: unixOf(request.at),
      },
    });
    const periodEnds = preview.lines.data.map((line) => line.period.end);
    return {
      amountCents: preview.amount_due,
      periodEnd:
        periodEnds.length > 0
          ? new Date(Math.max(...periodEnds) * 1000)
          : prorate(request.from, request.to, request.period, request.at).periodEnd,
    };
  }

  /**
   * The price swap with the proration invoiced at once; `error_if_incomplete` makes a declined
   * card fail the call and leave the subscription as it was.
   */
  async upgrade(request: PlanChangeRequest, idempotencyKey: string): Promise<UpgradeCharge> {
    const item = await this.itemOf(request.subscriptionId);
    const subscription = await this.stripe.subscriptions.update(
      request.subscriptionId,
      {
        items: [{ id: item.id, price: await this.priceId(request.to.lookupKey) }],
        proration_behavior: 'always_invoice',
        proration_date: unixOf(request.at),
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: false,
        metadata: { userId: request.userId, lookupKey: request.to.lookupKey },
        expand: ['latest_invoice'],
      },
      { idempotencyKey },
    );
    const invoice =
      typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    if (!invoice?.id) {
      throw new Error(`Stripe changed ${request.subscriptionId} without an invoice`);
    }
    return {
      invoiceId: invoice.id,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      periodEnd: periodEndOf(subscription) ?? request.period.end,
    };
  }

  /**
   * A subscription schedule: this period on the current price, then the new price, then the
   * schedule lets go of the subscription (Stripe's documented way to downgrade at period end).
   */
  async scheduleChange(request: PlanChangeRequest, idempotencyKey: string): Promise<string> {
    const subscription = await this.stripe.subscriptions.retrieve(request.subscriptionId);
    const scheduleId =
      idOf(subscription.schedule) ??
      (
        await this.stripe.subscriptionSchedules.create(
          { from_subscription: request.subscriptionId },
          { idempotencyKey: `${idempotencyKey}-schedule` },
        )
      ).id;
    const schedule = await this.stripe.subscriptionSchedules.retrieve(scheduleId);
    const current = schedule.phases[0];
    const item = subscription.items.data[0];
    if (!current || !item) {
      throw new Error(`Stripe schedule ${scheduleId} has no current phase`);
    }
    const period = request.to.effect.kind === 'subscription' ? request.to.effect.period : 'monthly';
    await this.stripe.subscriptionSchedules.update(
      scheduleId,
      {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: current.start_date,
            end_date: current.end_date,
          },
          {
            items: [{ price: await this.priceId(request.to.lookupKey), quantity: 1 }],
            duration: { interval: period === 'monthly' ? 'month' : 'year', interval_count: 1 },
            metadata: { userId: request.userId, lookupKey: request.to.lookupKey },
          },
        ],
      },
      { idempotencyKey },
    );
    return scheduleId;
  }

  /** Releasing the schedule keeps the subscription as it is now, on its current price. */
  async cancelScheduledChange(subscriptionId: string, reference: string | null): Promise<void> {
    const scheduleId =
      reference ?? idOf((await this.stripe.subscriptions.retrieve(subscriptionId)).schedule);
    if (!scheduleId) {
      return;
    }
    const schedule = await this.stripe.subscriptionSchedules.retrieve(scheduleId);
    if (schedule.status === 'active' || schedule.status === 'not_started') {
      await this.stripe.subscriptionSchedules.release(scheduleId);
    }
  }

  async lookupKeyOfPrice(priceId: string): Promise<string | null> {
    for (const [lookupKey, cached] of this.priceIds) {
      if (cached.id === priceId) {
        return lookupKey;
      }
    }
    const price = await this.stripe.prices.retrieve(priceId);
    return price.lookup_key ?? null;
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    if (subscription.status !== 'canceled') {
      await this.stripe.subscriptions.cancel(subscriptionId);
    }
  }

  /**
   * Whether the billing portal can change plans: Stripe answers 400 to every portal session until
   * a configuration is saved, and its plan switcher offers only the prices listed there.
   */
  async describePortal(priceIds: string[]): Promise<{ configured: boolean; missing: string[] }> {
    const configurations = await this.stripe.billingPortal.configurations.list({
      is_default: true,
      active: true,
      limit: 1,
    });
    const update = configurations.data[0]?.features.subscription_update;
    if (!configurations.data[0]) {
      return { configured: false, missing: priceIds };
    }
    const offered = new Set(
      update?.enabled ? (update.products?.flatMap((product) => product.prices) ?? []) : [],
    );
    return { configured: true, missing: priceIds.filter((id) => !offered.has(id)) };
  }

  private async itemOf(subscriptionId: string) {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) {
      throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    }
    return item;
  }

  async invoiceOfPayment(paymentIntentId: string): Promise<string | null> {
    const payments = await this.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 1,
    });
    return idOf(payments.data[0]?.invoice);
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<Date | null> {
    const subscription = await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
    });
    return periodEndOf(subscription);
  }

  async refund(payment: PaymentToRefund, idempotencyKey: string): Promise<ReversedPayment> {
    const invoiceId = payment.reference.startsWith('in_') ? payment.reference : null;
    const paymentIntent =
      payment.paymentIntentId ?? (invoiceId && (await this.paidIntentOf(invoiceId)));
    if (!paymentIntent) {
      throw new Error(`no payment intent to refund for ${payment.reference}`);
    }
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, reason: 'requested_by_customer' },
      { idempotencyKey },
    );
    return {
      paymentIntentId: paymentIntent,
      invoiceId,
      chargeId: idOf(refund.charge),
      reversedCents: refund.amount,
      paidCents: payment.amountCents,
    };
  }

  private async paidIntentOf(invoiceId: string): Promise<string | null> {
    const payments = await this.stripe.invoicePayments.list({
      invoice: invoiceId,
      status: 'paid',
      limit: 1,
    });
    return idOf(payments.data[0]?.payment.payment_intent);
  }

  async refundAndCancel(subscriptionId: string, invoiceId: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    if (subscription.status !== 'canceled') {
      await this.stripe.subscriptions.cancel(subscriptionId);
    }
    // the first invoice's payment; none when nothing was taken (a full discount)
    const payments = await this.stripe.invoicePayments.list({
      invoice: invoiceId,
      status: 'paid',
      limit: 1,
    });
    const paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
    if (!paymentIntent) {
      return;
    }
    try {
      await this.stripe.refunds.create(
        { payment_intent: paymentIntent, reason: 'duplicate', metadata: { subscriptionId } },
        { idempotencyKey: `refund-second-subscription-${invoiceId}` },
      );
    } catch (error) {
      // a replayed event after the refund went through: the money is back already
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
        return;
      }
      throw error;
    }
  }

  /** The active price behind each lookup key, read only (for the provider doctor). */
  async describePrices(lookupKeys: string[]): Promise<Map<string, PriceFacts>> {
    const prices = await this.stripe.prices.list({
      lookup_keys: lookupKeys,
      active: true,
      limit: 100,
    });
    return new Map(
      prices.data.map((price) => [
        price.lookup_key ?? '',
        {
          id: price.id,
          amountCents: price.unit_amount,
          currency: price.currency,
          interval: price.recurring?.interval ?? null,
        },
      ]),
    );
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    const event = this.stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      this.config.webhookSecret,
    );
    return toBillingEvent(event);
  }

  private async priceId(lookupKey: string): Promise<string> {
    const cached = this.priceIds.get(lookupKey);
    if (cached && Date.now() - cached.at < PRICE_CACHE_MS) {
      return cached.id;
    }
    const prices = await this.stripe.prices.list({
      lookup_keys: [lookupKey],
      active: true,
      limit: 1,
    });
    const price = prices.data[0];
    if (!price) {
      throw new Error(`Stripe has no active price with lookup key ${lookupKey}`);
    }
    this.priceIds.set(lookupKey, { id: price.id, at: Date.now() });
    return price.id;
  }
}

const unixOf = (date: Date) => Math.floor(date.getTime() / 1000);

function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items.data[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
}
