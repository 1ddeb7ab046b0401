import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findPlan, PLANS, prorate } from '@orato/shared';
import { useSuiteResource } from './suite-resource';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  line_items_price: string;
}

interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: FakePrice | null;
  current_period_start: number;
  current_period_end: number;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  /** active, past_due, unpaid, paused or canceled, as Stripe names them */
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  schedule: string | null;
  latest_invoice: string | null;
  items: { data: FakeSubscriptionItem[] };
}

interface FakeSchedulePhase {
  start_date: number;
  end_date: number | null;
  items: { price: string; quantity: number }[];
}

interface FakeSchedule {
  id: string;
  object: 'subscription_schedule';
  status: 'active' | 'released' | 'canceled';
  subscription: string;
  end_behavior: string;
  phases: FakeSchedulePhase[];
}

interface FakeInvoice {
  id: string;
  object: 'invoice';
  billing_reason: string;
  amount_due: number;
  amount_paid: number;
  currency: 'usd';
  status: 'paid';
  lines: { data: { amount: number; period: { start: number; end: number } }[] };
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
}

interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  lookup_key: string;
  currency: string;
  unit_amount: number;
  type: 'one_time' | 'recurring';
  recurring: { interval: 'month' | 'year'; interval_count: number } | null;
}

/** Our plans as an operator would set them up in Stripe: one active price per lookup key. */
function pricesOfPlans(): Map<string, FakePrice> {
  return new Map(
    PLANS.map((plan) => [
      plan.lookupKey,
      {
        id: `price_${plan.lookupKey}`,
        object: 'price' as const,
        active: true,
        lookup_key: plan.lookupKey,
        currency: 'usd',
        unit_amount: plan.priceCents,
        type: plan.effect.kind === 'subscription' ? 'recurring' : 'one_time',
        recurring:
          plan.effect.kind === 'subscription'
            ? { interval: plan.effect.period === 'monthly' ? 'month' : 'year', interval_count: 1 }
            : null,
      },
    ]),
  );
}

/**
 * Enough of Stripe's REST API, over form-encoded requests, for our adapter: prices by lookup key,
 * Checkout Sessions, subscriptions (cancel at period end, cancel now), invoice payments, refunds
 * (idempotency keys replayed, a second refund of one payment refused) and the billing portal.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];
  const prices = pricesOfPlans();
  /** Stripe's invoice payments: the payment intent that paid each invoice, and its amount. */
  const invoicePayments = new Map<string, { paymentIntent: string; amount: number }>();
  const refunds: FakeRefund[] = [];
  const idempotentReplies = new Map<string, unknown>();
  const schedules = new Map<string, FakeSchedule>();
  const invoices = new Map<string, FakeInvoice>();
  /** Stripe refuses portal sessions until the portal's settings are saved once (test or live). */
  const portal = { configured: false, prices: [] as string[] };
  const card = { declines: false };
  let counter = 0;

  const priceById = (id: string | null) =>
    [...prices.values()].find((price) => price.id === id) ?? null;

  /** Stripe's proration for a price swap, at `proration_date`. */
  function prorationOf(subscription: FakeSubscription, form: URLSearchParams) {
    const item = subscription.items.data[0]!;
    const next = priceById(form.get(`items[0][price]`));
    if (!next) {
      return { error: `No such price: '${form.get(`items[0][price]`)}'` };
    }
    if (form.get(`items[0][id]`) !== item.id) {
      return { error: `No such subscription item: '${form.get(`items[0][id]`)}'` };
    }
    const from = findPlan(item.price?.lookup_key ?? '')!;
    const to = findPlan(next.lookup_key)!;
    const at = Number(form.get(`proration_date`) ?? Math.floor(Date.now() / 1000));
    const proration = prorate(
      from,
      to,
      {
        start: new Date(item.current_period_start * 1000),
        end: new Date(item.current_period_end * 1000),
      },
      new Date(at * 1000),
    );
    return {
      next,
      amountCents: proration.amountCents,
      period: { start: at, end: Math.floor(proration.periodEnd.getTime() / 1000) },
    };
  }

  /** An upgrade with `always_invoice`: the price swaps and the proration is invoiced and paid. */
  function changePrice(subscription: FakeSubscription, form: URLSearchParams) {
    const proration = prorationOf(subscription, form);
    if ('error' in proration) {
      return proration;
    }
    const item = subscription.items.data[0]!;
    item.price = proration.next;
    if (proration.period.end !== item.current_period_end) {
      // a longer interval starts a new period now
      item.current_period_start = proration.period.start;
      item.current_period_end = proration.period.end;
    }
    const invoice: FakeInvoice = {
      id: `in_upd_${++counter}`,
      object: 'invoice',
      billing_reason: 'subscription_update',
      amount_due: proration.amountCents,
      amount_paid: proration.amountCents,
      currency: 'usd',
      status: 'paid',
      lines: { data: [{ amount: proration.amountCents, period: proration.period }] },
    };
    invoices.set(invoice.id, invoice);
    invoicePayments.set(invoice.id, {
      paymentIntent: `pi_${invoice.id}`,
      amount: invoice.amount_paid,
    });
    subscription.latest_invoice = invoice.id;
    for (const [name, value] of form.entries()) {
      const field = /^metadata\[(\w+)\]$/.exec(name)?.[1];
      if (field) {
        subscription.metadata[field] = value;
      }
    }
    return { invoice };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const form = new URLSearchParams(await readBody(request));
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const notFound = () =>
      send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });

    if (request.headers.authorization !== 'Bearer sk_test_fake') {
      return send(401, {
        error: {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided: sk_test_****',
        },
      });
    }
    if (request.method === 'GET' && url.pathname === '/v1/prices') {
      const keys = [...url.searchParams.entries()]
        .filter(([name]) => name.startsWith('lookup_keys['))
        .map(([, value]) => value);
      const active = url.searchParams.get('active');
      const data = keys
        .map((key) => prices.get(key))
        .filter((price) => price && (active === null || String(price.active) === active));
      return send(200, { object: 'list', url: '/v1/prices', has_more: false, data });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/${id}`,
        mode: form.get('mode') ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        metadata: {
          userId: form.get('metadata[userId]') ?? '',
          lookupKey: form.get('metadata[lookupKey]') ?? '',
        },
        customer: form.get('customer'),
        customer_email: form.get('customer_email'),
        subscription: null,
        invoice: null,
        payment_intent: null,
        amount_total: 0,
        currency: 'usd',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        line_items_price: form.get('line_items[0][price]') ?? '',
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session) {
        return notFound();
      }
      const expandSubscription = url.searchParams.getAll('expand[0]').includes('subscription');
      const subscription = session.subscription
        ? subscriptions.get(session.subscription)
        : undefined;
      return send(200, {
        ...session,
        subscription: expandSubscription && subscription ? subscription : session.subscription,
      });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      return subscription ? send(200, subscription) : notFound();
    }
    if (request.method === 'DELETE' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) {
        return notFound();
      }
      if (subscription.status === 'canceled') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message:
              'A canceled subscription can only update its cancellation_details and metadata.',
          },
        });
      }
      subscription.status = 'canceled';
      return send(200, subscription);
    }
    if (request.method === 'POST' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) {
        return notFound();
      }
      if (subscription.status === 'canceled') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message:
              'A canceled subscription can only update its cancellation_details and metadata.',
          },
        });
      }
      const key = request.headers['idempotency-key'];
      const replay = typeof key === 'string' ? idempotentReplies.get(key) : undefined;
      if (replay) {
        return send(200, replay);
      }
      if (form.has('items[0][price]')) {
        if (card.declines && form.get('payment_behavior') === 'error_if_incomplete') {
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
        }
        const change = changePrice(subscription, form);
        if ('error' in change) {
          return send(400, { error: { type: 'invalid_request_error', message: change.error } });
        }
      }
      if (form.has('cancel_at_period_end')) {
        subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      }
      const reply =
        form.get('expand[0]') === 'latest_invoice'
          ? { ...subscription, latest_invoice: invoices.get(subscription.latest_invoice ?? '') }
          : subscription;
      if (typeof key === 'string') {
        idempotentReplies.set(key, reply);
      }
      return send(200, reply);
    }
    if (request.method === 'POST' && url.pathname === '/v1/invoices/create_preview') {
      const subscription = subscriptions.get(form.get('subscription') ?? '');
      if (!subscription) {
        return notFound();
      }
      // `subscription_details[items][0][price]` → `items[0][price]`: the update's own field names
      const details = new URLSearchParams(
        [...form.entries()]
          .filter(([name]) => name.startsWith('subscription_details['))
          .map(
            ([name, value]) =>
              [name.slice('subscription_details['.length).replace(']', ''), value] as [
                string,
                string,
              ],
          ),
      );
      const preview = prorationOf(subscription, details);
      if ('error' in preview) {
        return send(400, { error: { type: 'invalid_request_error', message: preview.error } });
      }
      return send(200, {
        object: 'invoice',
        id: null,
        amount_due: preview.amountCents,
        currency: 'usd',
        lines: { data: [{ amount: preview.amountCents, period: preview.period }] },
      });
    }
    const priceMatch = /^\/v1\/prices\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && priceMatch) {
      const price = [...prices.values()].find((candidate) => candidate.id === priceMatch[1]);
      return price ? send(200, price) : notFound();
    }
    if (request.method === 'POST' && url.pathname === '/v1/subscription_schedules') {
      const subscription = subscriptions.get(form.get('from_subscription') ?? '');
      if (!subscription) {
        return notFound();
      }
      if (subscription.schedule) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
          },
        });
      }
      const item = subscription.items.data[0]!;
      const schedule: FakeSchedule = {
        id: `sub_sched_${++counter}`,
        object: 'subscription_schedule',
        status: 'active',
        subscription: subscription.id,
        end_behavior: 'release',
        phases: [
          {
            start_date: item.current_period_start,
            end_date: item.current_period_end,
            items: [{ price: item.price?.id ?? '', quantity: 1 }],
          },
        ],
      };
      schedules.set(schedule.id, schedule);
      subscription.schedule = schedule.id;
      return send(200, schedule);
    }
    const scheduleMatch = /^\/v1\/subscription_schedules\/([\w-]+)(\/release)?$/.exec(url.pathname);
    if (scheduleMatch) {
      const schedule = schedules.get(scheduleMatch[1]!);
      if (!schedule) {
        return notFound();
      }
      if (request.method === 'GET') {
        return send(200, schedule);
      }
      if (schedule.status !== 'active') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
          },
        });
      }
      if (scheduleMatch[2]) {
        schedule.status = 'released';
        subscriptions.get(schedule.subscription)!.schedule = null;
        return send(200, schedule);
      }
      schedule.end_behavior = form.get('end_behavior') ?? schedule.end_behavior;
      schedule.phases = phasesOf(form);
      return send(200, schedule);
    }
    if (request.method === 'GET' && url.pathname === '/v1/billing_portal/configurations') {
      const data = portal.configured
        ? [
            {
              id: 'bpc_1',
              object: 'billing_portal.configuration',
              active: true,
              is_default: true,
              features: {
                subscription_update: {
                  enabled: portal.prices.length > 0,
                  default_allowed_updates: ['price'],
                  proration_behavior: 'always_invoice',
                  products:
                    portal.prices.length > 0
                      ? [{ product: 'prod_orato', prices: portal.prices }]
                      : [],
                },
              },
            },
          ]
        : [];
      return send(200, {
        object: 'list',
        url: '/v1/billing_portal/configurations',
        has_more: false,
        data,
      });
    }
    if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
      // Stripe filters by `invoice` or by `payment[payment_intent]` (and optionally `status`)
      const byInvoice = url.searchParams.get('invoice');
      const byIntent = url.searchParams.get('payment[payment_intent]');
      const wanted = url.searchParams.get('status');
      const data = [...invoicePayments.entries()]
        .filter(
          ([invoice, paid]) =>
            (byInvoice === null || invoice === byInvoice) &&
            (byIntent === null || paid.paymentIntent === byIntent) &&
            (!wanted || wanted === 'paid'),
        )
        .map(([invoice, paid]) => ({
          id: `inpay_${invoice}`,
          object: 'invoice_payment',
          invoice,
          status: 'paid',
          amount_paid: paid.amount,
          amount_requested: paid.amount,
          currency: 'usd',
          is_default: true,
          payment: { type: 'payment_intent', payment_intent: paid.paymentIntent },
        }));
      return send(200, { object: 'list', has_more: false, url: '/v1/invoice_payments', data });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = request.headers['idempotency-key'];
      const replay = typeof key === 'string' ? idempotentReplies.get(key) : undefined;
      if (replay) {
        return send(200, replay);
      }
      const paymentIntent = form.get('payment_intent') ?? '';
      // a subscription's invoice payment, or a one-time Checkout payment
      const paid =
        [...invoicePayments.values()].find((payment) => payment.paymentIntent === paymentIntent) ??
        [...sessions.values()]
          .filter((session) => session.payment_intent === paymentIntent && session.amount_total)
          .map((session) => ({ paymentIntent, amount: session.amount_total }))[0];
      if (!paid) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${paymentIntent}'`,
          },
        });
      }
      if (refunds.some((refund) => refund.payment_intent === paymentIntent)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ch_${paymentIntent} has already been refunded.`,
          },
        });
      }
      const refund: FakeRefund = {
        id: `re_${refunds.length + 1}`,
        object: 'refund',
        amount: paid.amount,
        charge: `ch_${paymentIntent}`,
        currency: 'usd',
        payment_intent: paymentIntent,
        reason: form.get('reason'),
        metadata: Object.fromEntries(
          [...form.entries()]
            .filter(([name]) => name.startsWith('metadata['))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        ),
        status: 'succeeded',
      };
      refunds.push(refund);
      if (typeof key === 'string') {
        idempotentReplies.set(key, refund);
      }
      return send(200, refund);
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      if (!portal.configured) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message:
              'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
          },
        });
      }
      return send(200, {
        id: 'bps_1',
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/${form.get('customer')}`,
      });
    }
    return notFound();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    refunds,
    /** What Stripe does when the customer pays: the session completes, a subscription starts. */
    pay(sessionId: string, options: { amount: number; periodEnd?: number }) {
      const session = sessions.get(sessionId)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.amount_total = options.amount;
      // Stripe's ids are a prefix and letters and digits, which is how the gateway knows its own
      session.customer ??= stripeCustomerOf(sessionId);
      if (session.mode === 'payment') {
        session.payment_intent = `pi_${sessionId}`;
      }
      if (session.mode === 'subscription') {
        const subscriptionId = `sub_${sessionId}`;
        session.subscription = subscriptionId;
        session.invoice = `in_first_${sessionId}`;
        invoicePayments.set(session.invoice, {
          paymentIntent: `pi_${sessionId}`,
          amount: options.amount,
        });
        const periodEnd = options.periodEnd ?? 0;
        const price = priceById(session.line_items_price);
        const interval = price?.recurring?.interval === 'year' ? 365 : 30;
        subscriptions.set(subscriptionId, {
          id: subscriptionId,
          object: 'subscription',
          status: 'active',
          cancel_at_period_end: false,
          metadata: { ...session.metadata },
          schedule: null,
          latest_invoice: session.invoice,
          items: {
            data: [
              {
                id: `si_${sessionId.replaceAll('_', '')}`,
                object: 'subscription_item',
                price,
                current_period_start: periodEnd - interval * 24 * 60 * 60,
                current_period_end: periodEnd,
              },
            ],
          },
        });
      }
      return session;
    },
    /** A change made at Stripe outside our API (the billing portal, a dunning cancel). */
    updateSubscription(
      id: string,
      changes: Partial<Pick<FakeSubscription, 'cancel_at_period_end' | 'status'>>,
    ) {
      Object.assign(subscriptions.get(id)!, changes);
    },
    /** An invoice paid by a payment intent (what `invoice_payments` lists). */
    payInvoice(invoiceId: string, paymentIntentId: string, amount = 0) {
      invoicePayments.set(invoiceId, { paymentIntent: paymentIntentId, amount });
    },
    /** The operator changes a plan's price in the dashboard: a new price takes the lookup key. */
    replacePrice(lookupKey: string, changes: Partial<FakePrice>) {
      const old = prices.get(lookupKey)!;
      prices.set(lookupKey, { ...old, id: `${old.id}_v2`, ...changes });
    },
    prices,
    schedules,
    invoices,
    /** The operator saves the customer portal's settings, offering plan changes to `prices`. */
    configurePortal(offered: string[] = []) {
      portal.configured = true;
      portal.prices = offered;
    },
    /** The customer's card declines every charge from now on. */
    declineCharges() {
      card.declines = true;
    },
    /** The start of a subscription's current period moves, as if it had been paid then. */
    setPeriod(id: string, start: number, end: number) {
      const item = subscriptions.get(id)!.items.data[0]!;
      item.current_period_start = start;
      item.current_period_end = end;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString();
}

/** The customer the fake creates when checkout session `sessionId` is paid. */
export function stripeCustomerOf(sessionId: string): string {
  return `cus_${sessionId.replaceAll('_', '')}`;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The fake for the describe block it is called in, started before an app that uses it is made. */
export const useFakeStripe = (): FakeStripe =>
  useSuiteResource('fake Stripe', startFakeStripe, (fake) => fake.close());

/** An app's settings for Stripe at the fake, signing webhooks with `webhookSecret`. */
export const stripeEnv = (fake: FakeStripe, webhookSecret: string) => () => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: fake.url,
});

/** An `invoice.paid` object for a subscription the fake's checkout `session` started. */
export function paidInvoice(
  id: string,
  session: Pick<FakeSession, 'id' | 'customer' | 'metadata'>,
  lookupKey: string,
  periodEnd: number,
) {
  return {
    id,
    object: 'invoice',
    customer: session.customer,
    amount_paid: 899,
    currency: 'usd',
    parent: {
      subscription_details: {
        subscription: `sub_${session.id}`,
        metadata: { userId: session.metadata.userId, lookupKey },
      },
    },
    lines: { data: [{ period: { end: periodEnd } }] },
  };
}

/** A schedule's phases from the form Stripe's library sends (`phases[0][items][0][price]`…). */
function phasesOf(form: URLSearchParams): FakeSchedulePhase[] {
  const phases: FakeSchedulePhase[] = [];
  for (let index = 0; form.has(`phases[${index}][items][0][price]`); index++) {
    const field = (name: string) => form.get(`phases[${index}][${name}]`);
    phases.push({
      start_date: Number(field('start_date') ?? 0),
      end_date: field('end_date') ? Number(field('end_date')) : null,
      items: [
        { price: field('items][0][price')!, quantity: Number(field('items][0][quantity') ?? 1) },
      ],
    });
  }
  return phases;
}
