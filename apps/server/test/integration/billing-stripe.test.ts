import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signedInClient, type AuthClient } from '../helpers/auth-client';
import {
  paidInvoice,
  stripeCustomerOf,
  stripeEnv,
  useFakeStripe,
} from '../helpers/fake-stripe-server';
import { useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');
const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 86400;

describe.each(DATABASE_TARGETS)('billing with Stripe (local fake API) on %s', (target) => {
  const fake = useFakeStripe();
  const context = useTestApp(target, stripeEnv(fake, WEBHOOK_SECRET));
  let eventCounter = 0;

  function webhook(
    type: string,
    object: object,
    options: { id?: string; secret?: string; signature?: string } = {},
  ) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_${++eventCounter}`,
      object: 'event',
      type,
      data: { object },
    });
    const signature =
      options.signature ??
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
      });
    return context.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  const credits = async (person: AuthClient) =>
    (await person.post('/api/get-user', {})).json().credits as number;

  async function startCheckout(person: AuthClient, lookupKey: string) {
    const response = await person.post('/api/create-checkout-session', { lookup_key: lookupKey });
    expect(response.statusCode).toBe(200);
    const sessionId = new URL(response.json().url).pathname.slice(1);
    return fake.sessions.get(sessionId)!;
  }

  it('creates Checkout in payment mode for Starter, priced by lookup key, with our return URL', async () => {
    const person = await signedInClient(
      context.app,
      context.container,
      'stripe-starter@example.com',
    );
    const session = await startCheckout(person, 'orato-starter');
    expect(session).toMatchObject({
      mode: 'payment',
      line_items_price: 'price_orato-starter',
      customer_email: 'stripe-starter@example.com',
      success_url: 'http://localhost:3000/dashboard/subscription?session_id={CHECKOUT_SESSION_ID}',
      // the page says "Checkout cancelled — nothing was charged." on the way back
      cancel_url: 'http://localhost:3000/dashboard/subscription?checkout=cancelled',
    });
    expect(session.client_reference_id).toEqual(expect.any(String));
    const subscription = await startCheckout(person, 'orato-pro-yearly');
    expect(subscription.mode).toBe('subscription');
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const person = await signedInClient(
      context.app,
      context.container,
      'stripe-forged@example.com',
    );
    const session = await startCheckout(person, 'orato-starter');
    fake.pay(session.id, { amount: 499 });
    for (const options of [
      { secret: 'whsec_wrong' },
      { signature: 't=1,v1=deadbeef' },
      { signature: '' },
    ]) {
      const response = await webhook('checkout.session.completed', { id: session.id }, options);
      expect(response.statusCode).toBe(400);
    }
    expect(await credits(person)).toBe(0);
  });

  it('credits a Starter payment once when the same event arrives 5 times, and while the return page verifies', async () => {
    const person = await signedInClient(
      context.app,
      context.container,
      'stripe-repeat@example.com',
    );
    const session = await startCheckout(person, 'orato-starter');
    fake.pay(session.id, { amount: 499 });
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        webhook('checkout.session.completed', { id: session.id }, { id: 'evt_same' }),
      ),
      person.post('/api/verify-checkout-session', { session_id: session.id }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect(await credits(person)).toBe(60);
    expect((await person.post('/api/payment-history', {})).json()).toHaveLength(1);
  });

  it('ends in the right state when the renewal arrives before the checkout event', async () => {
    const person = await signedInClient(context.app, context.container, 'stripe-order@example.com');
    const session = await startCheckout(person, 'orato-standard-monthly');
    const firstEnd = inAMonth();
    fake.pay(session.id, { amount: 899, periodEnd: firstEnd });
    const invoice = (id: string, end: number) =>
      paidInvoice(id, session, 'orato-standard-monthly', end);
    const secondEnd = firstEnd + 30 * 86400;
    expect((await webhook('invoice.paid', invoice('in_renewal', secondEnd))).statusCode).toBe(200);
    expect((await webhook('checkout.session.completed', { id: session.id })).statusCode).toBe(200);
    expect(
      (await webhook('invoice.paid', invoice(`in_first_${session.id}`, firstEnd))).statusCode,
    ).toBe(200);
    const user = (await person.post('/api/get-user', {})).json();
    expect(user).toMatchObject({
      plan: 'Standard Monthly',
      credits: 240,
      next_billing_date: secondEnd,
      customer_id: session.customer,
    });
  });

  it('cancels at period end through Stripe, then returns to free when the subscription ends', async () => {
    const person = await signedInClient(
      context.app,
      context.container,
      'stripe-cancel@example.com',
    );
    const session = await startCheckout(person, 'orato-pro-monthly');
    const end = inAMonth();
    fake.pay(session.id, { amount: 2999, periodEnd: end });
    await person.post('/api/verify-checkout-session', { session_id: session.id });
    expect((await person.post('/api/cancel-subscription', {})).statusCode).toBe(200);
    expect(
      fake.requests.some(
        (request) =>
          request.path === `/v1/subscriptions/sub_${session.id}` &&
          request.form.get('cancel_at_period_end') === 'true',
      ),
    ).toBe(true);
    expect((await person.post('/api/get-user', {})).json()).toMatchObject({
      cancel_subscription: true,
      cancellation_date: end,
    });
    await webhook('customer.subscription.deleted', {
      id: `sub_${session.id}`,
      object: 'subscription',
    });
    // a late update for the ended subscription must not bring it back
    await webhook('customer.subscription.updated', {
      id: `sub_${session.id}`,
      object: 'subscription',
      cancel_at_period_end: false,
      items: { data: [{ current_period_end: end }] },
    });
    expect((await person.post('/api/get-user', {})).json()).toMatchObject({
      plan: 'free',
      credits: 450,
      cancel_subscription: false,
    });
  });

  it('opens the billing portal for the customer on record', async () => {
    const person = await signedInClient(
      context.app,
      context.container,
      'stripe-portal@example.com',
    );
    expect((await person.post('/api/create-portal-session', {})).statusCode).toBe(400);
    const session = await startCheckout(person, 'orato-starter');
    fake.pay(session.id, { amount: 499 });
    await person.post('/api/verify-checkout-session', { session_id: session.id });
    fake.configurePortal();
    const portal = await person.post('/api/create-portal-session', {});
    expect(portal.json()).toEqual({
      url: `https://billing.stripe.test/${stripeCustomerOf(session.id)}`,
    });
  });

  it('acknowledges events it does not handle', async () => {
    const response = await webhook('customer.created', { id: 'cus_x', object: 'customer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('has no local test checkout when Stripe is configured', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/checkout/test/cs_local_000000000000000000000000',
    });
    expect(response.statusCode).toBe(404);
  });
});
