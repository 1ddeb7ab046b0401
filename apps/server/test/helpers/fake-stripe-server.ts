import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  amount_total: number;
  currency: string;
  success_url: string;
  line_items_price: string;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  cancel_at_period_end: boolean;
  items: { data: { current_period_end: number }[] };
}

/**
 * Enough of Stripe's REST API, over form-encoded requests, for our adapter: prices by lookup key,
 * Checkout Sessions, subscriptions (cancel at period end) and the billing portal.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];
  let counter = 0;

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

    if (request.method === 'GET' && url.pathname === '/v1/prices') {
      const key = url.searchParams.get('lookup_keys[0]');
      return send(200, {
        object: 'list',
        data: key ? [{ id: `price_${key}`, object: 'price', lookup_key: key }] : [],
      });
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
        amount_total: 0,
        currency: 'usd',
        success_url: form.get('success_url') ?? '',
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
    if (request.method === 'POST' && subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1]!);
      if (!subscription) {
        return notFound();
      }
      subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
      return send(200, subscription);
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
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
    /** What Stripe does when the customer pays: the session completes, a subscription starts. */
    pay(sessionId: string, options: { amount: number; periodEnd?: number }) {
      const session = sessions.get(sessionId)!;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.amount_total = options.amount;
      session.customer ??= `cus_${sessionId}`;
      if (session.mode === 'subscription') {
        const subscriptionId = `sub_${sessionId}`;
        session.subscription = subscriptionId;
        session.invoice = `in_first_${sessionId}`;
        subscriptions.set(subscriptionId, {
          id: subscriptionId,
          object: 'subscription',
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: options.periodEnd ?? 0 }] },
        });
      }
      return session;
    },
    /** A change made at Stripe outside our API (the billing portal, a dunning cancel). */
    updateSubscription(
      id: string,
      changes: Partial<Pick<FakeSubscription, 'cancel_at_period_end'>>,
    ) {
      Object.assign(subscriptions.get(id)!, changes);
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
