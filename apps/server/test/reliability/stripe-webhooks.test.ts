import { and, eq, inArray, like, notLike } from 'drizzle-orm';
import Stripe from 'stripe';
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@orato/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import { creditLedger, payments, processedEvents, users } from '../../src/db/schema';
import { CreditLedgerRepository } from '../../src/modules/credits/credit-ledger.repository';
import { paidInvoice, stripeEnv, useFakeStripe } from '../helpers/fake-stripe-server';
import { useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { apiUser, type ApiUser } from './support/api-user';
import { installFaults } from './support/db-faults';
import { balancesOf, expectLedgerInvariant } from './support/ledger-invariant';

const WEBHOOK_SECRET = 'whsec_reliability_secret';
const INVALID_SIGNATURE = { error: 'Invalid webhook signature', code: 'BAD_REQUEST' };
const INTERNAL = { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
const stripe = new Stripe('sk_test_fake');
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe.each(DATABASE_TARGETS)('E. Stripe webhooks on %s', (target) => {
  const fake = useFakeStripe();
  const context = useTestApp(target, stripeEnv(fake, WEBHOOK_SECRET));
  let db: Database;
  let faults: Awaited<ReturnType<typeof installFaults>>;
  let eventCounter = 0;

  beforeAll(async () => {
    db = context.container.database.db;
    faults = await installFaults(db);
  });
  afterEach(async () => {
    await faults.disarm();
    await expectLedgerInvariant(db);
  });

  const eventId = () => `evt_rel_${target}_${++eventCounter}`;

  function signedEvent(
    type: string,
    object: object,
    options: { id?: string; secret?: string; timestamp?: number } = {},
  ) {
    const payload = JSON.stringify({
      id: options.id ?? eventId(),
      object: 'event',
      type,
      created: nowSeconds(),
      data: { object },
    });
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
    });
    return { payload, header };
  }

  function deliver(payload: string, header: string | undefined) {
    return context.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(header !== undefined && { 'stripe-signature': header }),
      },
    });
  }

  function webhook(type: string, object: object, options: { id?: string } = {}) {
    const { payload, header } = signedEvent(type, object, options);
    return deliver(payload, header);
  }

  async function checkout(user: ApiUser, lookupKey: string) {
    const response = await user.post('/api/create-checkout-session', { lookup_key: lookupKey });
    expect(response.statusCode).toBe(200);
    return fake.sessions.get(new URL(response.json().url).pathname.slice(1))!;
  }

  /** A new user who has paid for the Starter pack at Stripe (nothing granted yet). */
  async function paidStarter(credits = 0) {
    const user = await apiUser(context.app, context.container, credits);
    const session = await checkout(user, 'orato-starter');
    fake.pay(session.id, { amount: 499 });
    return { user, session };
  }

  /** The user's ledger entries, less the seed grant some tests start from. */
  const grantsOf = (userId: string) =>
    db
      .select({ key: creditLedger.idempotencyKey, amount: creditLedger.amount })
      .from(creditLedger)
      .where(
        and(eq(creditLedger.userId, userId), notLike(creditLedger.idempotencyKey, 'grant:seed-%')),
      );
  const paymentsOf = (userId: string) =>
    db.select().from(payments).where(eq(payments.userId, userId));
  const userRow = async (userId: string) =>
    (await db.select().from(users).where(eq(users.id, userId)))[0]!;

  const subscriptionUpdate = (sessionId: string, cancel: boolean, periodEnd: number) => ({
    id: `sub_${sessionId}`,
    object: 'subscription',
    cancel_at_period_end: cancel,
    items: { data: [{ current_period_end: periodEnd }] },
  });

  const invoice = paidInvoice;

  it('T30 unsigned, wrongly signed, re-serialised and 301-second-old events are refused with 400 and change nothing', async () => {
    const { user, session } = await paidStarter();
    const object = { id: session.id, object: 'checkout.session' };
    const valid = signedEvent('checkout.session.completed', object);
    const attempts = [
      { label: 'no header', ...valid, header: undefined },
      { label: 'empty header', ...valid, header: '' },
      {
        label: 'wrong secret',
        ...signedEvent('checkout.session.completed', object, { secret: 'whsec_wrong' }),
      },
      {
        label: 're-serialised body',
        payload: JSON.stringify(JSON.parse(valid.payload), null, 2),
        header: valid.header,
      },
      {
        label: 'another event’s signature',
        payload: valid.payload.replace(session.id, `${session.id}x`),
        header: valid.header,
      },
      {
        label: '301 s old',
        ...signedEvent('checkout.session.completed', object, { timestamp: nowSeconds() - 301 }),
      },
      { label: 'no v1 scheme', ...valid, header: valid.header.replace('v1=', 'v0=') },
    ];
    const ids = attempts.map((attempt) => JSON.parse(attempt.payload).id as string);
    for (const attempt of attempts) {
      const response = await deliver(attempt.payload, attempt.header);
      expect({ label: attempt.label, status: response.statusCode, body: response.json() }).toEqual({
        label: attempt.label,
        status: 400,
        body: INVALID_SIGNATURE,
      });
    }
    expect(await grantsOf(user.id)).toEqual([]);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect(await db.select().from(processedEvents).where(inArray(processedEvents.id, ids))).toEqual(
      [],
    );
    // the same event, correctly signed and fresh, is accepted
    const accepted = await deliver(valid.payload, valid.header);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
  });

  it('T31 one checkout.session.completed delivered twice, then ten times at once, grants once', async () => {
    const { user, session } = await paidStarter();
    const event = signedEvent('checkout.session.completed', { id: session.id });
    const responses = [
      await deliver(event.payload, event.header),
      await deliver(event.payload, event.header),
    ];
    responses.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, () => deliver(event.payload, event.header)),
      )),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(12).fill(200));
    expect(await grantsOf(user.id)).toEqual([{ key: `grant:${session.id}`, amount: 60 }]);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
    const [claimed] = await db
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.id, JSON.parse(event.payload).id));
    expect(claimed?.type).toBe('checkout.completed');
  });

  it('T31 one paid invoice delivered twice, then ten times at once under different event ids, grants once', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-standard-monthly');
    const firstEnd = nowSeconds() + 30 * DAY;
    const paid = fake.pay(session.id, { amount: 899, periodEnd: firstEnd });
    expect(
      (await user.post('/api/verify-checkout-session', { session_id: session.id })).statusCode,
    ).toBe(200);
    const renewal = invoice(
      'in_rel_renewal_31',
      paid,
      'orato-standard-monthly',
      firstEnd + 30 * DAY,
    );
    const sequential = [
      await webhook('invoice.paid', renewal),
      await webhook('invoice.paid', renewal),
    ];
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => webhook('invoice.paid', renewal)),
    );
    expect([...sequential, ...concurrent].map((response) => response.statusCode)).toEqual(
      Array<number>(12).fill(200),
    );
    expect(await grantsOf(user.id)).toEqual(
      expect.arrayContaining([
        { key: `grant:in_first_${session.id}`, amount: 120 },
        { key: 'grant:in_rel_renewal_31', amount: 120 },
      ]),
    );
    expect(await grantsOf(user.id)).toHaveLength(2);
    expect(await paymentsOf(user.id)).toHaveLength(2);
    expect(await balancesOf(db, user.id)).toEqual({ available: 240, held: 0 });
  });

  it('T32 the event is claimed before anything is applied: a failed claim applies nothing, and the redeliveries grant once', async () => {
    const { user, session } = await paidStarter();
    const event = signedEvent('checkout.session.completed', { id: session.id });
    // the first step (claiming the event) fails: Stripe sees a 500 and will retry
    await faults.arm('event-claim');
    const failed = await deliver(event.payload, event.header);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual(INTERNAL);
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 0 });
    await faults.disarm();
    for (let redelivery = 0; redelivery < 3; redelivery++) {
      expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    }
    expect(await grantsOf(user.id)).toEqual([{ key: `grant:${session.id}`, amount: 60 }]);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
  });

  it('T32 a failure inside the grant transaction rolls it back; the redelivery grants exactly once', async () => {
    // one credit to start with, so the grant's balance write is an UPDATE, after its ledger insert
    const { user, session } = await paidStarter(1);
    const event = signedEvent('checkout.session.completed', { id: session.id });
    await faults.arm('balance-update');
    const failed = await deliver(event.payload, event.header);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual(INTERNAL);
    expect(await grantsOf(user.id)).toEqual([]);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 1, held: 0 });
    await faults.disarm();
    const retries = await Promise.all([
      deliver(event.payload, event.header),
      deliver(event.payload, event.header),
    ]);
    expect(retries.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await grantsOf(user.id)).toEqual([{ key: `grant:${session.id}`, amount: 60 }]);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await balancesOf(db, user.id)).toEqual({ available: 61, held: 0 });
  });

  it('T32 a failure between the grant and the payment record: the redelivery completes the record without granting again', async () => {
    const { user, session } = await paidStarter();
    const event = signedEvent('checkout.session.completed', { id: session.id });
    await faults.arm('payment-insert');
    expect((await deliver(event.payload, event.header)).statusCode).toBe(500);
    expect(await paymentsOf(user.id)).toEqual([]);
    await faults.disarm();
    expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    expect(await grantsOf(user.id)).toEqual([{ key: `grant:${session.id}`, amount: 60 }]);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await balancesOf(db, user.id)).toEqual({ available: 60, held: 0 });
  });

  it('T33 a first invoice paid before its checkout event, and a renewal before both, grant once each and keep the latest billing date', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-standard-monthly');
    const firstEnd = nowSeconds() + 30 * DAY;
    const paid = fake.pay(session.id, { amount: 899, periodEnd: firstEnd });
    const secondEnd = firstEnd + 30 * DAY;
    const events = [
      ['invoice.paid', invoice('in_rel_33_second', paid, 'orato-standard-monthly', secondEnd)],
      ['invoice.paid', invoice(`in_first_${session.id}`, paid, 'orato-standard-monthly', firstEnd)],
      ['checkout.session.completed', { id: session.id }],
      ['invoice.paid', invoice(`in_first_${session.id}`, paid, 'orato-standard-monthly', firstEnd)],
    ] as const;
    for (const [type, object] of events) {
      expect((await webhook(type, object)).statusCode).toBe(200);
    }
    expect(await balancesOf(db, user.id)).toEqual({ available: 240, held: 0 });
    expect(await userRow(user.id)).toMatchObject({
      plan: 'Standard Monthly',
      subscriptionId: `sub_${session.id}`,
      nextBillingDate: new Date(secondEnd * 1000),
    });
  });

  it('T33 after customer.subscription.deleted, a late update or a late paid invoice does not bring the plan back', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-pro-monthly');
    const end = nowSeconds() + 30 * DAY;
    const paid = fake.pay(session.id, { amount: 2999, periodEnd: end });
    expect(
      (await user.post('/api/verify-checkout-session', { session_id: session.id })).statusCode,
    ).toBe(200);
    const subscription = `sub_${session.id}`;
    expect(
      (await webhook('customer.subscription.deleted', { id: subscription, object: 'subscription' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await webhook('customer.subscription.updated', {
          id: subscription,
          object: 'subscription',
          cancel_at_period_end: false,
          items: { data: [{ current_period_end: end }] },
        })
      ).statusCode,
    ).toBe(200);
    // an invoice that was paid before the deletion, delivered late: credited, but no plan revival
    expect(
      (await webhook('invoice.paid', invoice('in_rel_33_late', paid, 'orato-pro-monthly', end)))
        .statusCode,
    ).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      plan: 'free',
      subscriptionId: null,
      nextBillingDate: null,
      cancelSubscription: false,
    });
    expect(await balancesOf(db, user.id)).toEqual({ available: 900, held: 0 });
  });

  it('T33 a resume in the Stripe portal after a cancellation clears it', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-pro-monthly');
    const end = nowSeconds() + 30 * DAY;
    fake.pay(session.id, { amount: 2999, periodEnd: end });
    await user.post('/api/verify-checkout-session', { session_id: session.id });
    expect((await user.post('/api/cancel-subscription', {})).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ cancelSubscription: true });
    fake.updateSubscription(`sub_${session.id}`, { cancel_at_period_end: false });
    const resumed = await webhook(
      'customer.subscription.updated',
      subscriptionUpdate(session.id, false, end),
    );
    expect(resumed.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      plan: 'Pro Monthly',
      cancelSubscription: false,
      cancellationDate: null,
      nextBillingDate: new Date(end * 1000),
    });
  });

  // Stripe does not deliver in order: the handler applies the subscription as Stripe holds it now
  it('T33 a stale cancel event delivered after the resume does not win', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-pro-monthly');
    const end = nowSeconds() + 30 * DAY;
    fake.pay(session.id, { amount: 2999, periodEnd: end });
    await user.post('/api/verify-checkout-session', { session_id: session.id });
    // cancelled here, then resumed in the Stripe portal; the cancel's event arrives last
    expect((await user.post('/api/cancel-subscription', {})).statusCode).toBe(200);
    fake.updateSubscription(`sub_${session.id}`, { cancel_at_period_end: false });
    await webhook('customer.subscription.updated', subscriptionUpdate(session.id, false, end));
    await webhook('customer.subscription.updated', subscriptionUpdate(session.id, true, end));
    expect(await userRow(user.id)).toMatchObject({
      cancelSubscription: false,
      cancellationDate: null,
    });
  });

  it('T34 return-page verification racing the webhook fulfils each checkout once (50 trials)', async () => {
    const trials = await Promise.all(Array.from({ length: 50 }, () => paidStarter()));
    for (const { user, session } of trials) {
      const [verified, delivered] = await Promise.all([
        user.post('/api/verify-checkout-session', { session_id: session.id }),
        webhook('checkout.session.completed', { id: session.id }),
      ]);
      expect([verified.statusCode, delivered.statusCode]).toEqual([200, 200]);
      expect(verified.json().status).toBe('paid');
    }
    for (const { user, session } of trials) {
      expect(await grantsOf(user.id)).toEqual([{ key: `grant:${session.id}`, amount: 60 }]);
      expect(await paymentsOf(user.id)).toHaveLength(1);
    }
  });

  it("T34 another user verifying A's session gets 404 and nothing moves", async () => {
    const owner = await apiUser(context.app, context.container);
    const intruder = await apiUser(context.app, context.container);
    const session = await checkout(owner, 'orato-starter');
    fake.pay(session.id, { amount: 499 });
    const response = await intruder.post('/api/verify-checkout-session', {
      session_id: session.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.server.checkoutNotFound, code: 'NOT_FOUND' });
    expect(await grantsOf(intruder.id)).toEqual([]);
    expect(await grantsOf(owner.id)).toEqual([]);
  });

  it('T34 an unpaid session grants nothing until async_payment_succeeded, then exactly once', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-starter');
    const unpaid = await user.post('/api/verify-checkout-session', { session_id: session.id });
    expect(unpaid.json()).toEqual({
      status: 'unpaid',
      message: 'The payment is not complete yet.',
    });
    expect((await webhook('checkout.session.completed', { id: session.id })).statusCode).toBe(200);
    expect(await grantsOf(user.id)).toEqual([]);
    fake.pay(session.id, { amount: 499 });
    const succeeded = signedEvent('checkout.session.async_payment_succeeded', { id: session.id });
    await deliver(succeeded.payload, succeeded.header);
    await deliver(succeeded.payload, succeeded.header);
    await user.post('/api/verify-checkout-session', { session_id: session.id });
    expect(await grantsOf(user.id)).toEqual([{ key: `grant:${session.id}`, amount: 60 }]);
  });

  it('T35 a monthly plan is credited once per paid invoice: renewals, a failed payment and its recovery, replays, cancellation', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-standard-monthly');
    const start = nowSeconds() + 30 * DAY;
    const paid = fake.pay(session.id, { amount: 899, periodEnd: start });
    const delivered: { payload: string; header: string }[] = [];
    const send = async (type: string, object: object) => {
      const event = signedEvent(type, object);
      delivered.push(event);
      expect((await deliver(event.payload, event.header)).statusCode).toBe(200);
    };
    await send('checkout.session.completed', { id: session.id });
    for (const month of [1, 2, 3]) {
      await send(
        'invoice.paid',
        invoice(`in_rel_35_${month}`, paid, 'orato-standard-monthly', start + month * 30 * DAY),
      );
    }
    const failedInvoice = invoice(
      'in_rel_35_4',
      paid,
      'orato-standard-monthly',
      start + 4 * 30 * DAY,
    );
    await send('invoice.payment_failed', { ...failedInvoice, amount_paid: 0, status: 'open' });
    expect(await balancesOf(db, user.id)).toEqual({ available: 4 * 120, held: 0 });
    await send('invoice.paid', failedInvoice);
    await send('customer.subscription.deleted', {
      id: `sub_${session.id}`,
      object: 'subscription',
    });
    expect(await balancesOf(db, user.id)).toEqual({ available: 5 * 120, held: 0 });
    // Stripe replays everything (a backlog redelivery): nothing changes
    await Promise.all(delivered.map((event) => deliver(event.payload, event.header)));
    // and the periodic settlement grants nothing to a cancelled Stripe plan
    await context.container.services.billing.settleDuePeriods();
    expect(await balancesOf(db, user.id)).toEqual({ available: 5 * 120, held: 0 });
    expect((await grantsOf(user.id)).map((grant) => grant.key).sort()).toEqual(
      [
        `grant:in_first_${session.id}`,
        'grant:in_rel_35_1',
        'grant:in_rel_35_2',
        'grant:in_rel_35_3',
        'grant:in_rel_35_4',
      ].sort(),
    );
    expect(await userRow(user.id)).toMatchObject({ plan: 'free', subscriptionId: null });
  });

  it('T35 a yearly plan is credited its whole year once per paid yearly invoice', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-pro-yearly');
    const yearEnd = nowSeconds() + 365 * DAY;
    const paid = fake.pay(session.id, { amount: 32999, periodEnd: yearEnd });
    await webhook('checkout.session.completed', { id: session.id });
    await webhook(
      'invoice.paid',
      invoice(`in_first_${session.id}`, paid, 'orato-pro-yearly', yearEnd),
    );
    expect(await balancesOf(db, user.id)).toEqual({ available: 5400, held: 0 });
    await webhook(
      'invoice.paid',
      invoice('in_rel_35_year2', paid, 'orato-pro-yearly', yearEnd + 365 * DAY),
    );
    await webhook(
      'invoice.paid',
      invoice('in_rel_35_year2', paid, 'orato-pro-yearly', yearEnd + 365 * DAY),
    );
    expect(await balancesOf(db, user.id)).toEqual({ available: 10_800, held: 0 });
    expect(await userRow(user.id)).toMatchObject({
      plan: 'Pro Yearly',
      nextBillingDate: new Date((yearEnd + 365 * DAY) * 1000),
    });
  });

  /** Spends `amount` of the user's credits on a finished job. */
  async function spend(userId: string, amount: number) {
    const jobId = randomUUID();
    await context.container.services.credits.hold(userId, amount, jobId, 'test job');
    await context.container.services.credits.capture(userId, jobId, amount);
  }
  const reversalsOf = (userId: string) =>
    db
      .select({
        key: creditLedger.idempotencyKey,
        amount: creditLedger.amount,
        delta: creditLedger.delta,
      })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'reversal')))
      .orderBy(creditLedger.createdAt);
  const charge = (paymentIntent: string, amount: number, refunded: number, extra: object = {}) => ({
    id: `ch_${paymentIntent}`,
    object: 'charge',
    amount,
    amount_refunded: refunded,
    refunded: refunded === amount,
    payment_intent: paymentIntent,
    currency: 'usd',
    ...extra,
  });

  it('T36 a refunded pack takes back its unspent credits once: one entry, never below zero, shown as refunded', async () => {
    const { user, session } = await paidStarter();
    await webhook('checkout.session.completed', { id: session.id });
    await spend(user.id, 25);
    const refund = signedEvent('charge.refunded', charge(session.payment_intent!, 499, 499));
    await deliver(refund.payload, refund.header);
    await deliver(refund.payload, refund.header);
    // a second refund event for the same charge (another event id) takes nothing more
    await webhook('charge.refunded', charge(session.payment_intent!, 499, 499));
    expect(await reversalsOf(user.id)).toEqual([
      { key: `reverse:${session.id}:refund:499`, amount: 35, delta: -35 },
    ]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 0 });
    expect((await user.post('/api/payment-history')).json()).toMatchObject([
      { status: 'refunded' },
    ]);
  });

  it('T36 a partial refund takes back its share of the credits, capped by what is unspent', async () => {
    const { user, session } = await paidStarter();
    await webhook('checkout.session.completed', { id: session.id });
    await webhook('charge.refunded', charge(session.payment_intent!, 499, 250));
    // half the money: half of the 60 credits
    expect(await reversalsOf(user.id)).toEqual([
      { key: `reverse:${session.id}:refund:250`, amount: 30, delta: -30 },
    ]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 30, held: 0 });
  });

  it('T36 a second partial refund of one charge reverses its own share; replays and a later dispute add only what is new', async () => {
    const { user, session } = await paidStarter();
    await webhook('checkout.session.completed', { id: session.id });
    // Stripe's charge carries the cumulative amount_refunded: 100 cents, then 300 in all
    const first = signedEvent('charge.refunded', charge(session.payment_intent!, 499, 100));
    const answers = [
      await deliver(first.payload, first.header),
      await webhook('charge.refunded', charge(session.payment_intent!, 499, 300)),
      // the first event again, late and out of order, and the second under another event id
      await deliver(first.payload, first.header),
      await webhook('charge.refunded', charge(session.payment_intent!, 499, 300)),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    // 100/499 of 60 is 12; 300/499 of 60 is 36 in all, so 24 more
    expect(await reversalsOf(user.id)).toEqual([
      { key: `reverse:${session.id}:refund:100`, amount: 12, delta: -12 },
      { key: `reverse:${session.id}:refund:300`, amount: 24, delta: -24 },
    ]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 24, held: 0 });
    // a dispute of the whole charge takes the rest, and never below zero
    await spend(user.id, 20);
    await webhook('charge.dispute.created', {
      id: 'dp_rel_36_partial',
      object: 'dispute',
      amount: 499,
      charge: `ch_${session.payment_intent}`,
      payment_intent: session.payment_intent,
      status: 'needs_response',
    });
    expect((await reversalsOf(user.id)).at(-1)).toEqual({
      key: `reverse:${session.id}:dispute:499`,
      amount: 4,
      delta: -4,
    });
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('T36 a reversal recorded before partial refunds counted (one key per purchase) still counts', async () => {
    const { user, session } = await paidStarter();
    await webhook('checkout.session.completed', { id: session.id });
    // half refunded earlier, booked under the single key the earlier code used
    await new CreditLedgerRepository(db).transaction(async (ledger) => {
      await ledger.append({
        userId: user.id,
        kind: 'reversal',
        amount: 30,
        delta: -30,
        idempotencyKey: `reverse:${session.id}`,
        reason: 'refund of Starter',
      });
      await ledger.subtractAvailable(user.id, 30);
    });
    await webhook('charge.refunded', charge(session.payment_intent!, 499, 499));
    expect(await reversalsOf(user.id)).toEqual([
      { key: `reverse:${session.id}`, amount: 30, delta: -30 },
      { key: `reverse:${session.id}:refund:499`, amount: 30, delta: -30 },
    ]);
    expect(await balancesOf(db, user.id)).toEqual({ available: 0, held: 0 });
  });

  it('T36 a dispute takes back the unspent credits and pauses new purchases until it closes', async () => {
    const { user, session } = await paidStarter();
    await webhook('checkout.session.completed', { id: session.id });
    await spend(user.id, 10);
    const dispute = {
      id: 'dp_rel_36',
      object: 'dispute',
      amount: 499,
      charge: `ch_${session.payment_intent}`,
      payment_intent: session.payment_intent,
      status: 'needs_response',
    };
    await webhook('charge.dispute.created', dispute);
    await webhook('charge.dispute.created', dispute);
    expect(await reversalsOf(user.id)).toEqual([
      { key: `reverse:${session.id}:dispute:499`, amount: 50, delta: -50 },
    ]);
    expect((await user.post('/api/payment-history')).json()).toMatchObject([
      { status: 'disputed' },
    ]);
    expect((await user.post('/api/get-user')).json().purchases_paused).toBe(true);
    const refused = await user.post('/api/create-checkout-session', {
      lookup_key: 'orato-starter',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MESSAGES.billing.purchasesPaused);
    await webhook('charge.dispute.closed', { ...dispute, status: 'won' });
    expect(
      (await user.post('/api/create-checkout-session', { lookup_key: 'orato-starter' })).statusCode,
    ).toBe(200);
  });

  it('T36 a refunded subscription invoice (basil: the charge names no invoice) is found through its invoice payment', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-standard-monthly');
    const start = nowSeconds() + 30 * DAY;
    const paid = fake.pay(session.id, { amount: 899, periodEnd: start });
    await webhook('invoice.paid', invoice('in_rel_36_sub', paid, 'orato-standard-monthly', start));
    fake.payInvoice('in_rel_36_sub', 'pi_rel_36_sub');
    await webhook('charge.refunded', charge('pi_rel_36_sub', 899, 899));
    expect(await reversalsOf(user.id)).toEqual([
      { key: 'reverse:in_rel_36_sub:refund:899', amount: 120, delta: -120 },
    ]);
  });

  it('issue 15: a renewal in the pre-basil invoice shape (an older webhook endpoint) is credited', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-standard-monthly');
    const start = nowSeconds() + 30 * DAY;
    const paid = fake.pay(session.id, { amount: 899, periodEnd: start });
    const { parent: _parent, ...current } = invoice(
      'in_rel_prebasil',
      paid,
      'orato-standard-monthly',
      start + 30 * DAY,
    );
    await webhook('invoice.paid', {
      ...current,
      subscription: `sub_${session.id}`,
      subscription_details: { metadata: { userId: user.id, lookupKey: 'orato-standard-monthly' } },
    });
    expect(await grantsOf(user.id)).toEqual([{ key: 'grant:in_rel_prebasil', amount: 120 }]);
    expect(await userRow(user.id)).toMatchObject({ plan: 'Standard Monthly' });
  });

  it('issue 15: a failed renewal and a past_due subscription show on the profile until it is active again', async () => {
    const user = await apiUser(context.app, context.container);
    const session = await checkout(user, 'orato-standard-monthly');
    const start = nowSeconds() + 30 * DAY;
    const paid = fake.pay(session.id, { amount: 899, periodEnd: start });
    await webhook('checkout.session.completed', { id: session.id });
    fake.updateSubscription(`sub_${session.id}`, { status: 'past_due' });
    await webhook('invoice.payment_failed', {
      ...invoice('in_rel_failed', paid, 'orato-standard-monthly', start + 30 * DAY),
      amount_paid: 0,
      status: 'open',
    });
    expect((await user.post('/api/get-user')).json()).toMatchObject({
      payment_failed: true,
      subscription_status: 'past_due',
    });
    for (const status of ['unpaid', 'paused']) {
      fake.updateSubscription(`sub_${session.id}`, { status });
      await webhook('customer.subscription.updated', {
        ...subscriptionUpdate(session.id, false, start),
        status,
      });
      expect((await user.post('/api/get-user')).json()).toMatchObject({
        payment_failed: true,
        subscription_status: status,
      });
    }
    fake.updateSubscription(`sub_${session.id}`, { status: 'active' });
    await webhook('customer.subscription.resumed', {
      ...subscriptionUpdate(session.id, false, start),
      status: 'active',
    });
    expect((await user.post('/api/get-user')).json()).toMatchObject({
      payment_failed: false,
      subscription_status: 'active',
    });
  });

  it('issue 15: a price changed in Stripe is picked up by lookup key after the short cache', async () => {
    const user = await apiUser(context.app, context.container);
    await checkout(user, 'orato-pro-monthly');
    fake.replacePrice('orato-pro-monthly', { unit_amount: 3499 });
    vi.useFakeTimers({ now: Date.now() + 6 * 60 * 1000, toFake: ['Date'] });
    try {
      await checkout(user, 'orato-pro-monthly');
    } finally {
      vi.useRealTimers();
    }
    const prices = fake.requests
      .filter((request) => request.path === '/v1/checkout/sessions')
      .slice(-2)
      .map((request) => request.form.get('line_items[0][price]'));
    expect(prices).toEqual(['price_orato-pro-monthly', 'price_orato-pro-monthly_v2']);
  });

  it('T37 unknown and unhandled event types (and refunds and disputes of payments that are not ours) are acknowledged and change nothing', async () => {
    const { user, session } = await paidStarter();
    await webhook('checkout.session.completed', { id: session.id });
    const before = {
      grants: await grantsOf(user.id),
      payments: await paymentsOf(user.id),
      user: await userRow(user.id),
    };
    for (const [type, object] of [
      ['customer.created', { id: 'cus_new', object: 'customer' }],
      [
        'charge.refunded',
        { id: 'ch_1', object: 'charge', amount_refunded: 499, metadata: { userId: user.id } },
      ],
      ['charge.dispute.created', { id: 'dp_1', object: 'dispute', charge: 'ch_1', amount: 499 }],
      ['invoice.payment_failed', { id: 'in_x', object: 'invoice' }],
      ['a.type.that.does.not.exist', { id: 'x_1', object: 'thing' }],
    ] as const) {
      const response = await webhook(type, object);
      expect({ type, status: response.statusCode, body: response.json() }).toEqual({
        type,
        status: 200,
        body: { received: true },
      });
    }
    expect({
      grants: await grantsOf(user.id),
      payments: await paymentsOf(user.id),
      user: await userRow(user.id),
    }).toEqual(before);
    expect(
      await db
        .select()
        .from(processedEvents)
        .where(like(processedEvents.id, `evt_rel_${target}_%`)),
    ).not.toHaveLength(0);
  });
});
