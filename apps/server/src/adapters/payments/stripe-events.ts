import type Stripe from 'stripe';
import type { BillingEvent } from './payment-gateway';

const fromUnix = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null;
/** An expandable field's id, whether Stripe sent the id or the object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's event, in our words: only what fulfilment needs. Pure, so it is tested as data. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'checkout.completed', eventId: event.id, checkoutId: event.data.object.id };
    case 'invoice.paid':
      return toInvoicePaid(event.id, event.data.object);
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOf(event.data.object).subscriptionId;
      return subscriptionId
        ? { kind: 'invoice.payment_failed', eventId: event.id, subscriptionId }
        : { kind: 'ignored', eventId: event.id, type: event.type };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = event.data.object;
      return {
        kind: 'subscription.updated',
        eventId: event.id,
        subscriptionId: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        periodEnd: fromUnix(
          subscription.items?.data[0]?.current_period_end ??
            (subscription as unknown as { current_period_end?: number }).current_period_end,
        ),
        status: subscription.status ?? null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        kind: 'payment.reversed',
        eventId: event.id,
        cause: 'refund',
        payment: {
          paymentIntentId: idOf(charge.payment_intent),
          // pre-basil charges name their invoice; from basil on, the invoice payments do
          invoiceId: idOf((charge as unknown as { invoice?: string | { id: string } }).invoice),
          reversedCents: charge.amount_refunded,
          paidCents: charge.amount,
        },
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        kind: 'payment.reversed',
        eventId: event.id,
        cause: 'dispute',
        payment: {
          paymentIntentId: idOf(dispute.payment_intent),
          invoiceId: null,
          chargeId: idOf(dispute.charge),
          reversedCents: dispute.amount,
          paidCents: dispute.amount,
        },
      };
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        kind: 'dispute.closed',
        eventId: event.id,
        paymentIntentId: idOf(dispute.payment_intent),
        chargeId: idOf(dispute.charge),
      };
    }
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription.ended',
        eventId: event.id,
        subscriptionId: event.data.object.id,
      };
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}

/** What pre-basil API versions (before 2025-03-31) put on the invoice itself. */
interface PreBasilInvoice {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Record<string, string> | null } | null;
}

/**
 * The invoice's subscription and our metadata, in the current shape (`parent.subscription_details`)
 * or the pre-basil one (`subscription`, `subscription_details`): events come in the webhook
 * endpoint's API version, which may be older than the library's.
 */
export function subscriptionOf(invoice: Stripe.Invoice) {
  const current = invoice.parent?.subscription_details;
  const legacy = invoice as unknown as PreBasilInvoice;
  const metadata = current?.metadata ?? legacy.subscription_details?.metadata ?? {};
  return {
    subscriptionId: idOf(current?.subscription) ?? idOf(legacy.subscription),
    userId: metadata.userId ?? null,
    lookupKey: metadata.lookupKey ?? null,
  };
}

function toInvoicePaid(eventId: string, invoice: Stripe.Invoice): BillingEvent {
  const { subscriptionId, userId, lookupKey } = subscriptionOf(invoice);
  if (!invoice.id || !subscriptionId) {
    // a one-time invoice: Checkout payments are fulfilled from the session instead
    return { kind: 'ignored', eventId, type: 'invoice.paid' };
  }
  const line = planLine(invoice.lines.data);
  return {
    kind: 'invoice.paid',
    eventId,
    invoice: {
      id: invoice.id,
      subscriptionId,
      customerId: idOf(invoice.customer),
      userId,
      lookupKey,
      priceId: line ? priceOf(line) : null,
      billingReason: invoice.billing_reason ?? null,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      periodEnd: fromUnix(line?.period.end) ?? new Date(),
    },
  };
}

/**
 * The line that names the plan the invoice paid for: the charge (not the credit for unused time)
 * that runs furthest, which after a change is the new plan's.
 */
function planLine(lines: Stripe.InvoiceLineItem[]): Stripe.InvoiceLineItem | undefined {
  const charges = lines.filter((line) => (line.amount ?? 0) >= 0);
  return charges.reduce<Stripe.InvoiceLineItem | undefined>(
    (best, line) => (!best || line.period.end > best.period.end ? line : best),
    undefined,
  );
}

/** The line's price id: `pricing.price_details.price` from basil on, `price` before. */
function priceOf(line: Stripe.InvoiceLineItem): string | null {
  const legacy = line as unknown as { price?: string | { id: string } | null };
  return line.pricing?.price_details?.price
    ? idOf(line.pricing.price_details.price)
    : idOf(legacy.price);
}
