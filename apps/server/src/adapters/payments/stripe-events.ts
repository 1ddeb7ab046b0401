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
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return {
        kind: 'subscription.updated',
        eventId: event.id,
        subscriptionId: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        periodEnd: fromUnix(subscription.items.data[0]?.current_period_end),
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

function toInvoicePaid(eventId: string, invoice: Stripe.Invoice): BillingEvent {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!invoice.id || !subscriptionId) {
    // a one-time invoice: Checkout payments are fulfilled from the session instead
    return { kind: 'ignored', eventId, type: 'invoice.paid' };
  }
  const line = invoice.lines.data[0];
  return {
    kind: 'invoice.paid',
    eventId,
    invoice: {
      id: invoice.id,
      subscriptionId,
      customerId: idOf(invoice.customer),
      userId: details?.metadata?.userId ?? null,
      lookupKey: details?.metadata?.lookupKey ?? null,
      amountCents: invoice.amount_paid,
      currency: invoice.currency,
      periodEnd: fromUnix(line?.period.end) ?? new Date(),
    },
  };
}
