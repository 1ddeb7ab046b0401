import { findPlan, MESSAGES } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { LocalCheckoutGateway } from '../../src/adapters/payments/local-checkout.payment-gateway';
import { transactional } from '../../src/db/transaction';
import { UserRepository } from '../../src/modules/auth/user.repository';
import { BillingRepository } from '../../src/modules/billing/billing.repository';
import { BillingService } from '../../src/modules/billing/billing.service';
import { CreditLedgerRepository } from '../../src/modules/credits/credit-ledger.repository';
import { CreditsService } from '../../src/modules/credits/credits.service';
import { AuthClient, PASSWORD, signedInClient } from '../helpers/auth-client';
import { manualClock, useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

describe.each(DATABASE_TARGETS)('billing with the local test checkout on %s', (target) => {
  const time = manualClock();
  const context = useTestApp(target, {}, { clock: time.clock });

  const signIn = (email: string) => signedInClient(context.app, context.container, email);

  /** Opens checkout for a plan, looks at the test page and presses Pay; returns the checkout id. */
  async function buy(person: AuthClient, lookupKey: string) {
    const checkout = await person.post('/api/create-checkout-session', { lookup_key: lookupKey });
    expect(checkout.statusCode).toBe(200);
    const url = new URL(checkout.json().url);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(/^\/checkout\/test\/cs_local_[0-9a-f]{24}$/);
    const page = await person.get(url.pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    const pay = await person.post(`${url.pathname}/pay`);
    expect(pay.statusCode).toBe(303);
    const sessionId = url.pathname.split('/').pop()!;
    expect(pay.headers.location).toBe(`/dashboard/subscription?session_id=${sessionId}`);
    return sessionId;
  }

  const user = async (person: AuthClient) => (await person.post('/api/get-user', {})).json();

  it('sells the Starter pack: 60 credits once, a succeeded payment, verification a no-op', async () => {
    const person = await signIn('starter@example.com');
    const page = await person.post('/api/create-checkout-session', { lookup_key: 'orato-starter' });
    const pageHtml = await person.get(new URL(page.json().url).pathname);
    expect(pageHtml.body).toContain('$4.99');
    const sessionId = await buy(person, 'orato-starter');
    expect((await user(person)).credits).toBe(60);
    const verify = await person.post('/api/verify-checkout-session', { session_id: sessionId });
    expect(verify.json()).toEqual({ status: 'paid', message: MESSAGES.subscription.activated });
    expect((await user(person)).credits).toBe(60);
    const again = await person.post(`/checkout/test/${sessionId}/pay`);
    expect(again.statusCode).toBe(303);
    expect((await user(person)).credits).toBe(60);
    const history = await person.post('/api/payment-history', {});
    expect(history.json()).toEqual([
      {
        plan: 'Starter',
        price: '4.99',
        currency: 'USD',
        date: expect.any(Number),
        status: 'succeeded',
      },
    ]);
    expect((await user(person)).plan).toBe('free');
  });

  it('fulfils a payment whole or not at all: a failed payment record takes the grant and the period with it', async () => {
    const db = context.container.database.db;
    /** The billing service as the container builds it, but the payment record cannot be written. */
    class PaymentsDown extends BillingRepository {
      override async recordPayment(): Promise<boolean> {
        throw new Error('payments table unavailable');
      }
    }
    const billing = new BillingRepository(db);
    const failing = new BillingService(
      new LocalCheckoutGateway(billing, 'http://localhost:3000'),
      billing,
      context.container.services.credits,
      new UserRepository(db),
      time.clock,
      'http://localhost:3000',
      transactional(db, (tx) => ({
        billing: new PaymentsDown(tx),
        credits: new CreditsService(new CreditLedgerRepository(tx)),
        accounts: new UserRepository(tx),
      })),
      context.container.services.planChanges,
    );
    const person = await signIn('half-paid@example.com');
    const checkout = await person.post('/api/create-checkout-session', {
      lookup_key: 'orato-standard-monthly',
    });
    const sessionId = new URL(checkout.json().url).pathname.split('/').pop()!;
    expect(await billing.completeCheckout(sessionId, time.clock())).toBe(true);

    await expect(
      failing.handleEvent({
        kind: 'checkout.completed',
        eventId: 'evt_half',
        checkoutId: sessionId,
      }),
    ).rejects.toThrow('payments table unavailable');
    expect(await user(person)).toMatchObject({ credits: 0, plan: 'free' });
    expect((await person.post('/api/payment-history', {})).json()).toEqual([]);

    // the replay (the return page, or the event again) then fulfils it once, whole
    const verify = await person.post('/api/verify-checkout-session', { session_id: sessionId });
    expect(verify.json()).toEqual({ status: 'paid', message: MESSAGES.subscription.activated });
    const plan = findPlan('orato-standard-monthly')!;
    expect(await user(person)).toMatchObject({ credits: plan.credits, plan: 'Standard Monthly' });
    expect((await person.post('/api/payment-history', {})).json()).toHaveLength(1);
  });

  it("answers another user's checkout as if it did not exist", async () => {
    const owner = await signIn('owner-billing@example.com');
    const checkout = await owner.post('/api/create-checkout-session', {
      lookup_key: 'orato-starter',
    });
    const path = new URL(checkout.json().url).pathname;
    const sessionId = path.split('/').pop()!;
    const intruder = await signIn('intruder-billing@example.com');
    expect((await intruder.get(path)).statusCode).toBe(404);
    expect((await intruder.post(`${path}/pay`)).statusCode).toBe(404);
    expect(
      (await intruder.post('/api/verify-checkout-session', { session_id: sessionId })).statusCode,
    ).toBe(404);
    expect((await user(intruder)).credits).toBe(0);
    expect((await user(owner)).credits).toBe(0);
  });

  it('starts Standard monthly, refuses a second subscription, and cancels at period end', async () => {
    const person = await signIn('standard@example.com');
    await buy(person, 'orato-standard-monthly');
    const subscribed = await user(person);
    expect(subscribed).toMatchObject({
      plan: 'Standard Monthly',
      price: '$8.99/month',
      credits: 120,
      cancel_subscription: false,
    });
    const periodEnd = subscribed.next_billing_date as number;
    expect(periodEnd - Math.floor(time.clock().getTime() / 1000)).toBeGreaterThanOrEqual(
      28 * 86400,
    );
    expect(
      (await person.post('/api/create-checkout-session', { lookup_key: 'orato-pro-monthly' }))
        .statusCode,
    ).toBe(409);

    const cancel = await person.post('/api/cancel-subscription', {});
    expect(cancel.statusCode).toBe(200);
    expect(await user(person)).toMatchObject({
      cancel_subscription: true,
      cancellation_date: periodEnd,
      plan: 'Standard Monthly',
    });

    time.advanceSeconds(periodEnd - Math.floor(time.clock().getTime() / 1000) + 1);
    await context.container.services.billing.settleDuePeriods();
    // a month later the session has idled out
    await person.post('/api/login', { email: 'standard@example.com', password: PASSWORD });
    expect(await user(person)).toMatchObject({
      plan: 'free',
      price: null,
      credits: 120,
      cancel_subscription: false,
      next_billing_date: null,
    });
  });

  it('renews a running local subscription once per period', async () => {
    const person = await signIn('renewing@example.com');
    await buy(person, 'orato-pro-monthly');
    const first = await user(person);
    time.advanceSeconds(first.next_billing_date - Math.floor(time.clock().getTime() / 1000) + 60);
    await context.container.services.billing.settleDuePeriods();
    await context.container.services.billing.settleDuePeriods();
    await person.post('/api/login', { email: 'renewing@example.com', password: PASSWORD });
    const renewed = await user(person);
    expect(renewed.credits).toBe(900);
    expect(renewed.next_billing_date).toBeGreaterThan(first.next_billing_date);
    expect((await person.post('/api/payment-history', {})).json()).toHaveLength(2);
  });

  it("grants a yearly plan's whole year at once", async () => {
    const person = await signIn('yearly@example.com');
    await buy(person, 'orato-standard-yearly');
    expect(await user(person)).toMatchObject({ plan: 'Standard Yearly', credits: 1440 });
  });

  it('refuses an unknown plan and checkout without a session', async () => {
    const person = await signIn('picky@example.com');
    const unknown = await person.post('/api/create-checkout-session', { lookup_key: 'orato-gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown plan');
    const guest = await new AuthClient(context.app).post('/api/create-checkout-session', {
      lookup_key: 'orato-starter',
    });
    expect(guest.statusCode).toBe(401);
  });

  it('opens the TEST MODE billing portal, which cancels and resumes through the subscription event path', async () => {
    const person = await signIn('portal@example.com');
    await buy(person, 'orato-standard-monthly');
    const periodEnd = (await user(person)).next_billing_date as number;
    const renewsOn = new Date(periodEnd * 1000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const portal = await person.post('/api/create-portal-session', {});
    expect(portal.json().url).toBe('http://localhost:3000/billing/test/portal');

    const page = await person.get('/billing/test/portal');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('<dd>Standard Monthly</dd>');
    expect(page.body).toContain(`<dt>Renews on</dt><dd>${renewsOn}</dd>`);
    expect(page.body).toContain('<td>Standard Monthly</td><td class="amount">8.99 USD</td>');
    expect(page.body).toContain('Cancel subscription');

    const cancel = await person.post('/billing/test/portal/cancel');
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/billing/test/portal');
    expect(await user(person)).toMatchObject({
      cancel_subscription: true,
      cancellation_date: periodEnd,
      next_billing_date: periodEnd,
      credits: 120,
    });
    const cancelled = await person.get('/billing/test/portal');
    expect(cancelled.body).toContain(`<dt>Ends on</dt><dd class="ends">${renewsOn}</dd>`);
    expect(cancelled.body).toContain('Resume subscription');
    // a second press (a double submit) changes nothing
    expect((await person.post('/billing/test/portal/cancel')).statusCode).toBe(303);
    expect((await user(person)).cancel_subscription).toBe(true);

    expect((await person.post('/billing/test/portal/resume')).statusCode).toBe(303);
    expect(await user(person)).toMatchObject({
      cancel_subscription: false,
      cancellation_date: null,
      next_billing_date: periodEnd,
      credits: 120,
    });
    expect((await person.get('/billing/test/portal')).body).toContain(`<dt>Renews on</dt>`);
  });

  it('shows the portal without a subscription, and refuses guests, cross-site posts and cancelling nothing', async () => {
    const person = await signIn('portal-pack@example.com');
    await buy(person, 'orato-starter');
    const page = await person.get('/billing/test/portal');
    expect(page.body).toContain('You have no subscription');
    expect(page.body).toContain('<td>Starter</td><td class="amount">4.99 USD</td>');
    expect(page.body).not.toContain('Cancel subscription');
    expect((await person.post('/billing/test/portal/cancel')).statusCode).toBe(400);

    const guest = new AuthClient(context.app);
    expect((await guest.get('/billing/test/portal')).statusCode).toBe(401);
    expect((await guest.post('/billing/test/portal/cancel')).statusCode).toBe(401);

    const subscriber = await signIn('portal-csrf@example.com');
    await buy(subscriber, 'orato-pro-monthly');
    const forged = await subscriber.post(
      '/billing/test/portal/cancel',
      {},
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect((await user(subscriber)).cancel_subscription).toBe(false);
  });

  it('refuses a cancel with nothing to cancel', async () => {
    const person = await signIn('nothing@example.com');
    const response = await person.post('/api/cancel-subscription', {});
    expect(response.statusCode).toBe(400);
  });
});
