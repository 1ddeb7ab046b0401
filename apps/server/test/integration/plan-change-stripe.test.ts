import { MESSAGES } from '@orato/shared';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signedInClient, type AuthClient } from '../helpers/auth-client';
import { stripeEnv, useFakeStripe } from '../helpers/fake-stripe-server';
import { useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');
const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);

describe.each(DATABASE_TARGETS)('plan changes with Stripe (local fake API) on %s', (target) => {
  const fake = useFakeStripe();
  const context = useTestApp(target, stripeEnv(fake, WEBHOOK_SECRET));
  let eventCounter = 0;

  function webhook(type: string, object: object, id = `evt_change_${++eventCounter}`) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    return context.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
    });
  }

  const user = async (person: AuthClient) => (await person.post('/api/get-user', {})).json();
  const payments = async (person: AuthClient) =>
    (await person.post('/api/payment-history', {})).json();

  /** A Standard Monthly (or other) subscriber a third of the way into the period. */
  async function subscriber(email: string, lookupKey = 'orato-standard-monthly') {
    const person = await signedInClient(context.app, context.container, email);
    const checkout = await person.post('/api/create-checkout-session', { lookup_key: lookupKey });
    const session = fake.sessions.get(new URL(checkout.json().url).pathname.slice(1))!;
    const price = fake.prices.get(lookupKey)!;
    fake.pay(session.id, { amount: price.unit_amount, periodEnd: now() + 20 * DAY });
    const subscriptionId = `sub_${session.id}`;
    fake.setPeriod(subscriptionId, now() - 10 * DAY, now() + 20 * DAY);
    await person.post('/api/verify-checkout-session', { session_id: session.id });
    return { person, subscriptionId, session };
  }

  /** The proration invoice Stripe sends with `invoice.paid` after a price swap. */
  function prorationInvoice(subscriptionId: string, userId: string, invoiceId: string) {
    const invoice = fake.invoices.get(invoiceId)!;
    const subscription = fake.subscriptions.get(subscriptionId)!;
    return {
      ...invoice,
      customer: 'cus_x',
      parent: {
        subscription_details: {
          subscription: subscriptionId,
          // Stripe's portal leaves our metadata as it was at checkout
          metadata: { userId, lookupKey: 'orato-standard-monthly' },
        },
      },
      lines: {
        data: invoice.lines.data.map((line) => ({
          ...line,
          pricing: {
            type: 'price_details',
            price_details: { price: subscription.items.data[0]!.price!.id },
          },
        })),
      },
    };
  }

  it('upgrades with a price swap invoiced at once, and replayed or reordered events change nothing', async () => {
    const { person, subscriptionId, session } = await subscriber('stripe-up@example.com');
    expect((await user(person)).credits).toBe(120);

    const preview = await person.post('/api/subscription/preview', {
      lookup_key: 'orato-pro-monthly',
    });
    expect(preview.json()).toMatchObject({ kind: 'upgrade', credits_added: 330 });
    // (2999 − 899) for the two thirds of the period left
    expect(preview.json().amount_due_cents).toBeGreaterThanOrEqual(1399);
    expect(preview.json().amount_due_cents).toBeLessThanOrEqual(1401);
    const previewRequest = fake.requests.find(
      (entry) => entry.path === '/v1/invoices/create_preview',
    )!;
    expect(Object.fromEntries(previewRequest.form)).toMatchObject({
      subscription: subscriptionId,
      'subscription_details[items][0][price]': 'price_orato-pro-monthly',
      'subscription_details[proration_behavior]': 'always_invoice',
    });

    const change = await person.post('/api/subscription/change', {
      lookup_key: 'orato-pro-monthly',
    });
    expect(change.statusCode).toBe(200);
    const update = fake.requests.find(
      (entry) => entry.method === 'POST' && entry.path === `/v1/subscriptions/${subscriptionId}`,
    )!;
    expect(Object.fromEntries(update.form)).toMatchObject({
      'items[0][id]': fake.subscriptions.get(subscriptionId)!.items.data[0]!.id,
      'items[0][price]': 'price_orato-pro-monthly',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[lookupKey]': 'orato-pro-monthly',
    });
    expect(await user(person)).toMatchObject({ plan: 'Pro Monthly', credits: 450 });

    // Stripe's own events about the change, five times each and out of order
    const invoiceId = fake.subscriptions.get(subscriptionId)!.latest_invoice!;
    const subscription = fake.subscriptions.get(subscriptionId)!;
    const events = [
      ['invoice.paid', prorationInvoice(subscriptionId, session.metadata.userId!, invoiceId)],
      ['customer.subscription.updated', subscription],
    ] as const;
    for (let round = 0; round < 5; round++) {
      for (const [type, object] of round % 2 ? [...events].reverse() : events) {
        expect((await webhook(type, object, `evt_${type}_${round % 2}`)).statusCode).toBe(200);
      }
    }
    expect(await user(person)).toMatchObject({ plan: 'Pro Monthly', credits: 450 });
    const upgrades = (await payments(person)).filter((payment: { plan: string }) =>
      payment.plan.startsWith('Upgrade'),
    );
    expect(upgrades).toEqual([expect.objectContaining({ plan: 'Upgrade to Pro Monthly' })]);
  });

  it('lands a change made in Stripe’s portal exactly like one made here', async () => {
    const { person, subscriptionId, session } = await subscriber('stripe-portal-up@example.com');
    const subscription = fake.subscriptions.get(subscriptionId)!;
    // what the portal does: the same price swap, outside Orato
    await fetch(`${fake.url}/v1/subscriptions/${subscriptionId}`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_fake',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        'items[0][id]': subscription.items.data[0]!.id,
        'items[0][price]': 'price_orato-pro-monthly',
        proration_behavior: 'always_invoice',
      }),
    });
    const invoice = prorationInvoice(
      subscriptionId,
      session.metadata.userId!,
      fake.subscriptions.get(subscriptionId)!.latest_invoice!,
    );
    await webhook('invoice.paid', invoice, 'evt_portal_invoice');
    await webhook('customer.subscription.updated', subscription, 'evt_portal_updated');
    await webhook('invoice.paid', invoice, 'evt_portal_invoice_again');
    expect(await user(person)).toMatchObject({ plan: 'Pro Monthly', credits: 450 });
    const history = (await person.get('/api/credits/history')).json().movements;
    expect(history.filter((movement: { kind: string }) => movement.kind === 'plan_change')).toEqual(
      [expect.objectContaining({ amount: 330, reason: 'Upgrade to Pro Monthly' })],
    );
  });

  it('schedules a downgrade with a subscription schedule, releases it on undo, and renews on the new price', async () => {
    const { person, subscriptionId, session } = await subscriber(
      'stripe-down@example.com',
      'orato-pro-monthly',
    );
    const change = await person.post('/api/subscription/change', {
      lookup_key: 'orato-standard-monthly',
    });
    expect(change.json().subscription.scheduled_change.plan).toBe('Standard Monthly');
    const scheduleId = fake.subscriptions.get(subscriptionId)!.schedule!;
    const schedule = fake.schedules.get(scheduleId)!;
    expect(schedule.end_behavior).toBe('release');
    expect(schedule.phases.map((phase) => phase.items[0]!.price)).toEqual([
      'price_orato-pro-monthly',
      'price_orato-standard-monthly',
    ]);
    expect(schedule.phases[0]!.end_date).toBe(
      fake.subscriptions.get(subscriptionId)!.items.data[0]!.current_period_end,
    );
    expect((await user(person)).credits).toBe(450);

    const keep = await person.post('/api/subscription/keep');
    expect(keep.json().subscription.scheduled_change).toBeNull();
    expect(fake.schedules.get(scheduleId)!.status).toBe('released');

    // scheduled again; at the period's end Stripe bills the new price
    await person.post('/api/subscription/change', { lookup_key: 'orato-standard-monthly' });
    const renewal = {
      id: 'in_renewal_1',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      customer: 'cus_x',
      amount_paid: 899,
      currency: 'usd',
      parent: {
        subscription_details: {
          subscription: subscriptionId,
          metadata: { userId: session.metadata.userId, lookupKey: 'orato-pro-monthly' },
        },
      },
      lines: {
        data: [
          {
            amount: 899,
            period: { start: now() + 20 * DAY, end: now() + 50 * DAY },
            pricing: {
              type: 'price_details',
              price_details: { price: 'price_orato-standard-monthly' },
            },
          },
        ],
      },
    };
    await webhook('invoice.paid', renewal, 'evt_renewal');
    await webhook('invoice.paid', renewal, 'evt_renewal');
    expect(await user(person)).toMatchObject({ plan: 'Standard Monthly', credits: 570 });
    expect((await person.get('/api/subscription')).json().scheduled_change).toBeNull();
  });

  it('shows a downgrade scheduled in Stripe’s portal, and its undo there', async () => {
    const { person, subscriptionId } = await subscriber(
      'stripe-portal-down@example.com',
      'orato-pro-monthly',
    );
    /** Stripe's API as the portal uses it, outside Orato. */
    const stripeCall = (path: string, form: Record<string, string> = {}) =>
      fetch(`${fake.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer sk_test_fake',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form),
      }).then((response) => response.json() as Promise<{ id: string }>);
    const schedule = await stripeCall('/v1/subscription_schedules', {
      from_subscription: subscriptionId,
    });
    const end = fake.subscriptions.get(subscriptionId)!.items.data[0]!.current_period_end;
    await stripeCall(`/v1/subscription_schedules/${schedule.id}`, {
      end_behavior: 'release',
      'phases[0][items][0][price]': 'price_orato-pro-monthly',
      'phases[0][start_date]': String(end - 30 * DAY),
      'phases[0][end_date]': String(end),
      'phases[1][items][0][price]': 'price_orato-standard-monthly',
      'phases[1][start_date]': String(end),
    });
    await webhook('customer.subscription.updated', fake.subscriptions.get(subscriptionId)!);
    const scheduled = (await person.get('/api/subscription')).json();
    expect(scheduled).toMatchObject({
      plan: 'Pro Monthly',
      scheduled_change: { plan: 'Standard Monthly' },
      renewal_credits: 120,
    });
    expect((await user(person)).credits).toBe(450);

    await stripeCall(`/v1/subscription_schedules/${schedule.id}/release`);
    await webhook('customer.subscription.updated', fake.subscriptions.get(subscriptionId)!);
    expect((await person.get('/api/subscription')).json().scheduled_change).toBeNull();
  });

  it('leaves the plan unchanged when the card declines the upgrade', async () => {
    const { person } = await subscriber('stripe-declined@example.com');
    fake.declineCharges();
    const change = await person.post('/api/subscription/change', {
      lookup_key: 'orato-pro-monthly',
    });
    expect(change.statusCode).toBe(402);
    expect(change.json().error).toBe(MESSAGES.server.planChangePaymentFailed);
    expect(await user(person)).toMatchObject({ plan: 'Standard Monthly', credits: 120 });
  });

  it('cancels the subscription at Stripe before a subscribed account is deleted', async () => {
    const { person, subscriptionId } = await subscriber('stripe-delete@example.com');
    const deleted = await person.post('/api/delete-account', {});
    expect(deleted.statusCode).toBe(200);
    expect(
      fake.requests.some(
        (entry) =>
          entry.method === 'DELETE' && entry.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
  });

  it('refuses the billing portal until its settings are saved, as Stripe does', async () => {
    const { person } = await subscriber('stripe-portal-config@example.com');
    const refused = await person.post('/api/create-portal-session', {});
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe(MESSAGES.server.billingPortalUnavailable);
    fake.configurePortal(['price_orato-standard-monthly']);
    const portal = await person.post('/api/create-portal-session', {});
    expect(portal.statusCode).toBe(200);
  });
});
