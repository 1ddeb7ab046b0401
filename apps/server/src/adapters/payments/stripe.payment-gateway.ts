import Stripe from 'stripe';
import type {
  BillingEvent,
  CheckoutRequest,
  CheckoutState,
  PaymentGateway,
  SubscriptionState,
} from './payment-gateway';
import { idOf, toBillingEvent } from './stripe-events';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** For a local fake in tests: `http://127.0.0.1:PORT`. */
  apiBase?: string | undefined;
}

/** Stripe Checkout (payment mode for the pack, subscription mode for plans), Portal and webhooks. */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe';
  private readonly stripe: Stripe;
  private readonly priceIds = new Map<string, string>();

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
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    };
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
    return {
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      periodEnd: periodEndOf(subscription),
    };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<Date | null> {
    const subscription = await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
    });
    return periodEndOf(subscription);
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
    if (cached) {
      return cached;
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
    this.priceIds.set(lookupKey, price.id);
    return price.id;
  }
}

function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items.data[0]?.current_period_end;
  return end ? new Date(end * 1000) : null;
}
