import { findPlan, MESSAGES, periodEnd, prorate } from '@orato/shared';
import { describe, expect, it, vi } from 'vitest';
import { UserRepository } from '../../src/modules/auth/user.repository';
import { type AuthClient, PASSWORD, signedInClient } from '../helpers/auth-client';
import { manualClock, useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

const DAY = 24 * 60 * 60;

describe.each(DATABASE_TARGETS)('plan changes with the local test checkout on %s', (target) => {
  const time = manualClock();
  const context = useTestApp(target, {}, { clock: time.clock });

  const signIn = (email: string) => signedInClient(context.app, context.container, email);
  const user = async (person: AuthClient) => (await person.post('/api/get-user', {})).json();
  const status = async (person: AuthClient) => (await person.get('/api/subscription')).json();
  const history = async (person: AuthClient) =>
    (await person.get('/api/credits/history')).json().movements;
  const payments = async (person: AuthClient) =>
    (await person.post('/api/payment-history', {})).json();

  const emails = new Map<AuthClient, string>();

  /** Moves the clock on; sessions expire meanwhile, so the person signs in again. */
  async function later(person: AuthClient, seconds: number) {
    time.advanceSeconds(seconds);
    const login = await person.post('/api/login', {
      email: emails.get(person),
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  }

  async function subscribe(email: string, lookupKey: string) {
    const person = await signIn(email);
    emails.set(person, email);
    const checkout = await person.post('/api/create-checkout-session', { lookup_key: lookupKey });
    const path = new URL(checkout.json().url).pathname;
    expect((await person.post(`${path}/pay`)).statusCode).toBe(303);
    return person;
  }

  /** Moves the clock past the paid period's end and lets the renewal run. */
  async function renew(person: AuthClient) {
    const { next_billing_date } = await user(person);
    await later(person, next_billing_date - Math.floor(time.clock().getTime() / 1000) + 60);
    await context.container.services.billing.settleDuePeriods();
  }

  it('upgrades Standard Monthly to Pro Monthly mid-period: one prorated charge, +330 credits, one ledger entry', async () => {
    const person = await subscribe('upgrade@example.com', 'orato-standard-monthly');
    const subscribedAt = time.clock();
    expect((await user(person)).credits).toBe(120);
    await later(person, 10 * DAY);

    const standard = findPlan('orato-standard-monthly')!;
    const pro = findPlan('orato-pro-monthly')!;
    const expected = prorate(
      standard,
      pro,
      { start: subscribedAt, end: periodEnd(subscribedAt, 'monthly') },
      time.clock(),
    );
    // 2,100 cents more a month, for the 20 of 30 days left
    expect(expected.amountCents).toBe(1400);
    const preview = await person.post('/api/subscription/preview', {
      lookup_key: 'orato-pro-monthly',
    });
    expect(preview.json()).toMatchObject({
      kind: 'upgrade',
      from: 'Standard Monthly',
      to: 'Pro Monthly',
      amount_due_cents: 1400,
      credits_added: 330,
      renewal_price: '$29.99/month',
      renewal_credits: 450,
    });
    // a preview changes nothing
    expect((await user(person)).credits).toBe(120);

    const change = await person.post('/api/subscription/change', {
      lookup_key: 'orato-pro-monthly',
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().message).toBe(MESSAGES.server.planUpgraded('Pro Monthly'));
    expect(change.json().subscription).toMatchObject({
      lookup_key: 'orato-pro-monthly',
      plan: 'Pro Monthly',
      renewal_credits: 450,
      scheduled_change: null,
    });
    const after = await user(person);
    expect(after.credits).toBe(450);
    expect(after.plan).toBe('Pro Monthly');

    const entries = (await history(person)).filter(
      (movement: { kind: string }) => movement.kind === 'plan_change',
    );
    expect(entries).toEqual([
      expect.objectContaining({ amount: 330, reason: 'Upgrade to Pro Monthly' }),
    ]);
    expect(await payments(person)).toEqual([
      expect.objectContaining({ plan: 'Upgrade to Pro Monthly', price: '14.00' }),
      expect.objectContaining({ plan: 'Standard Monthly', price: '8.99' }),
    ]);

    // the renewal brings the new plan's allowance at the new price
    await renew(person);
    expect((await user(person)).credits).toBe(900);
    expect((await payments(person))[0]).toMatchObject({ plan: 'Pro Monthly', price: '29.99' });
  });

  it('gives 20 concurrent upgrade requests one change and one charge', async () => {
    const person = await subscribe('burst-upgrade@example.com', 'orato-standard-monthly');
    await later(person, 3 * DAY);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        person.post('/api/subscription/change', { lookup_key: 'orato-pro-monthly' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((reply) => reply.statusCode === 409)) {
      expect(answer.json().error).toBe(MESSAGES.server.planChangeUnderWay);
    }
    expect((await user(person)).credits).toBe(450);
    const upgrades = (await payments(person)).filter((payment: { plan: string }) =>
      payment.plan.startsWith('Upgrade'),
    );
    expect(upgrades).toHaveLength(1);
  });

  it('charges once when a request read the plan before another upgrade ended', async () => {
    const person = await subscribe('stale-upgrade@example.com', 'orato-standard-monthly');
    await later(person, 3 * DAY);
    // the next user read (the slow request's, of its plan) answers only when the test says so
    let release = () => {};
    let readDone = () => {};
    const read = new Promise<void>((resolve) => (readDone = resolve));
    const findById = UserRepository.prototype.findById;
    const spy = vi
      .spyOn(UserRepository.prototype, 'findById')
      .mockImplementationOnce(async function (this: UserRepository, id: string) {
        const row = await findById.call(this, id);
        readDone();
        await new Promise<void>((resolve) => (release = resolve));
        return row;
      });
    try {
      const slow = person.post('/api/subscription/change', { lookup_key: 'orato-pro-monthly' });
      await read;
      const first = await person.post('/api/subscription/change', {
        lookup_key: 'orato-pro-monthly',
      });
      expect(first.statusCode).toBe(200);
      release();
      const late = await slow;
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(MESSAGES.server.planChangeUnderWay);
    } finally {
      spy.mockRestore();
    }
    expect((await user(person)).credits).toBe(450);
    const upgrades = (await payments(person)).filter((payment: { plan: string }) =>
      payment.plan.startsWith('Upgrade'),
    );
    expect(upgrades).toHaveLength(1);
  });

  it('schedules Pro Yearly → Standard Monthly for the renewal: nothing changes before it', async () => {
    const person = await subscribe('downgrade@example.com', 'orato-pro-yearly');
    expect((await user(person)).credits).toBe(5400);
    await later(person, 40 * DAY);
    const preview = await person.post('/api/subscription/preview', {
      lookup_key: 'orato-standard-monthly',
    });
    const renewsAt = (await user(person)).next_billing_date;
    expect(preview.json()).toMatchObject({
      kind: 'at-renewal',
      amount_due_cents: 0,
      credits_added: 0,
      effective_at: renewsAt,
    });
    const change = await person.post('/api/subscription/change', {
      lookup_key: 'orato-standard-monthly',
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().subscription).toMatchObject({
      plan: 'Pro Yearly',
      scheduled_change: {
        lookup_key: 'orato-standard-monthly',
        plan: 'Standard Monthly',
        effective_at: renewsAt,
      },
      renewal_credits: 120,
    });
    expect((await user(person)).credits).toBe(5400);
    expect(await payments(person)).toHaveLength(1);

    await later(person, 200 * DAY);
    await context.container.services.billing.settleDuePeriods();
    expect((await user(person)).plan).toBe('Pro Yearly');

    await renew(person);
    const renewed = await user(person);
    expect(renewed.plan).toBe('Standard Monthly');
    expect(renewed.credits).toBe(5400 + 120);
    expect((await payments(person))[0]).toMatchObject({ plan: 'Standard Monthly', price: '8.99' });
    expect((await status(person)).scheduled_change).toBeNull();
  });

  it('keeps the plan when the scheduled change is undone before the renewal', async () => {
    const person = await subscribe('keep@example.com', 'orato-pro-yearly');
    await person.post('/api/subscription/change', { lookup_key: 'orato-standard-monthly' });
    const keep = await person.post('/api/subscription/keep');
    expect(keep.statusCode).toBe(200);
    expect(keep.json()).toMatchObject({
      message: MESSAGES.server.planChangeKept,
      subscription: { plan: 'Pro Yearly', scheduled_change: null, renewal_credits: 5400 },
    });
    expect((await person.post('/api/subscription/keep')).statusCode).toBe(400);
    await renew(person);
    expect(await user(person)).toMatchObject({ plan: 'Pro Yearly', credits: 10800 });
  });

  it('refuses changes that are not between subscriptions, without changing anything', async () => {
    const free = await signIn('free-change@example.com');
    const none = await free.post('/api/subscription/change', { lookup_key: 'orato-pro-monthly' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(MESSAGES.server.noSubscriptionToChange);

    const person = await subscribe('pack-change@example.com', 'orato-standard-monthly');
    const pack = await person.post('/api/subscription/preview', { lookup_key: 'orato-starter' });
    expect(pack.statusCode).toBe(400);
    expect(pack.json().error).toBe(MESSAGES.server.planChangeNeedsSubscription);
    const unknown = await person.post('/api/subscription/change', { lookup_key: 'orato-gold' });
    expect(unknown.statusCode).toBe(400);

    // a subscriber still buys credit packs
    const checkout = await person.post('/api/create-checkout-session', {
      lookup_key: 'orato-starter',
    });
    await person.post(`${new URL(checkout.json().url).pathname}/pay`);
    expect((await user(person)).credits).toBe(180);
    expect((await status(person)).plan).toBe('Standard Monthly');
  });

  it('returns from a cancelled TEST MODE checkout saying so, with nothing charged', async () => {
    const person = await signIn('cancelled-checkout@example.com');
    const checkout = await person.post('/api/create-checkout-session', {
      lookup_key: 'orato-pro-monthly',
    });
    const page = await person.get(new URL(checkout.json().url).pathname);
    expect(page.body).toContain('href="/dashboard/subscription?checkout=cancelled"');
    expect(await user(person)).toMatchObject({ plan: 'free', credits: 0 });
  });

  it('offers the same changes in the TEST MODE portal', async () => {
    const person = await subscribe('portal-change@example.com', 'orato-standard-monthly');
    const page = await person.get('/billing/test/portal');
    expect(page.body).toContain('Upgrade: Pro Monthly');
    expect(page.body).toContain('Switch to yearly: Standard Yearly');
    const upgrade = await person.post('/billing/test/portal/change/orato-pro-monthly');
    expect(upgrade.statusCode).toBe(303);
    expect(await user(person)).toMatchObject({ plan: 'Pro Monthly', credits: 450 });
    await person.post('/billing/test/portal/change/orato-standard-monthly');
    const scheduled = await person.get('/billing/test/portal');
    expect(scheduled.body).toContain('Changes to Standard Monthly on');
    await person.post('/billing/test/portal/keep');
    expect((await status(person)).scheduled_change).toBeNull();
  });
});
