import { MESSAGES } from '@orato/shared';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signedInClient, type AuthClient } from '../helpers/auth-client';
import { stripeCustomerOf, stripeEnv, useFakeStripe } from '../helpers/fake-stripe-server';
import { useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

const PLANS = ['orato-standard-monthly', 'orato-pro-monthly', 'orato-pro-yearly'] as const;
const user = async (person: AuthClient) => (await person.post('/api/get-user', {})).json();
const history = async (person: AuthClient) =>
  (await person.post('/api/payment-history', {})).json() as { plan: string; status: string }[];

/** Issue 18, item 6: one active subscription per account, with either gateway. */
describe.each(DATABASE_TARGETS)('attack findings: one subscription per account on %s', (target) => {
  describe('local test checkout', () => {
    const context = useTestApp(target);

    const signIn = (email: string) => signedInClient(context.app, context.container, email);
    async function open(person: AuthClient, lookupKey: string) {
      const response = await person.post('/api/create-checkout-session', { lookup_key: lookupKey });
      expect(response.statusCode).toBe(200);
      return new URL(response.json().url).pathname.split('/').pop()!;
    }
    const pay = (person: AuthClient, id: string) => person.post(`/checkout/test/${id}/pay`);
    const verify = (person: AuthClient, id: string) =>
      person.post('/api/verify-checkout-session', { session_id: id });

    it('H6 a second subscription checkout is refused while one is active, pointing to Manage billing', async () => {
      const person = await signIn('h6-refuse@example.com');
      expect((await pay(person, await open(person, 'orato-standard-monthly'))).statusCode).toBe(
        303,
      );
      const second = await person.post('/api/create-checkout-session', {
        lookup_key: 'orato-pro-monthly',
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe(MESSAGES.subscription.alreadySubscribed);
      // a credit pack is not a subscription and stays on sale
      expect(
        (await person.post('/api/create-checkout-session', { lookup_key: 'orato-starter' }))
          .statusCode,
      ).toBe(200);
    });

    it('H6 checkouts opened side by side and all paid keep one subscription; the others are refunded and grant nothing', async () => {
      const person = await signIn('h6-three@example.com');
      const ids = [];
      for (const plan of PLANS) {
        ids.push(await open(person, plan));
      }
      // paid at the same moment, as the attack did
      await Promise.all(ids.map((id) => pay(person, id)));
      const answers = await Promise.all(ids.map((id) => verify(person, id)));
      const kept = answers.filter((answer) => answer.json().status === 'paid');
      expect(kept).toHaveLength(1);
      const refused = answers.filter((answer) => answer.json().status === 'refunded');
      expect(refused).toHaveLength(2);
      for (const answer of refused) {
        expect(answer.json().message).toBe(MESSAGES.subscription.secondRefunded);
      }

      const keptPlan = PLANS[answers.indexOf(kept[0]!)]!;
      const me = await user(person);
      expect(me.credits).toBe(
        { 'orato-standard-monthly': 120, 'orato-pro-monthly': 450, 'orato-pro-yearly': 5400 }[
          keptPlan
        ],
      );
      const payments = await history(person);
      expect(payments.map((payment) => payment.status).sort()).toEqual([
        'refunded',
        'refunded',
        'succeeded',
      ]);

      // paying again, verifying again: nothing more
      await Promise.all(ids.map((id) => pay(person, id)));
      await Promise.all(ids.map((id) => verify(person, id)));
      expect((await user(person)).credits).toBe(me.credits);
      expect(await history(person)).toHaveLength(3);
    });

    it('H6 paying an old checkout after cancelling does not un-cancel or add a subscription', async () => {
      const person = await signIn('h6-cancel@example.com');
      const first = await open(person, 'orato-standard-monthly');
      const second = await open(person, 'orato-pro-monthly');
      await pay(person, first);
      expect((await person.post('/api/cancel-subscription', {})).statusCode).toBe(200);
      const before = await user(person);
      expect(before.cancel_subscription).toBe(true);

      await pay(person, second);
      expect((await verify(person, second)).json().status).toBe('refunded');
      const after = await user(person);
      expect(after.cancel_subscription).toBe(true);
      expect(after.plan).toBe(before.plan);
      expect(after.credits).toBe(before.credits);
    });
  });

  describe('Stripe (local fake API)', () => {
    const WEBHOOK_SECRET = 'whsec_h6_secret';
    const stripe = new Stripe('sk_test_fake');
    const fake = useFakeStripe();
    const context = useTestApp(target, stripeEnv(fake, WEBHOOK_SECRET));
    let eventCounter = 0;

    function webhook(type: string, object: object) {
      const payload = JSON.stringify({
        id: `evt_h6_${++eventCounter}`,
        object: 'event',
        type,
        data: { object },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      return context.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    }

    /** Stripe's invoice.paid for a subscription's first invoice, as the API sends it. */
    const firstInvoice = (sessionId: string, userId: string, lookupKey: string) => ({
      id: `in_first_${sessionId}`,
      object: 'invoice',
      customer: stripeCustomerOf(sessionId),
      amount_paid: 1999,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: `sub_${sessionId}`, metadata: { userId, lookupKey } },
      },
      lines: { object: 'list', data: [{ period: { start: 0, end: inAMonth() } }] },
    });
    const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 86400;

    it('H6 a second paid Stripe subscription is cancelled at Stripe and its payment refunded, once', async () => {
      const person = await signedInClient(context.app, context.container, 'h6-stripe@example.com');
      const sessions = [];
      for (const plan of PLANS.slice(0, 2)) {
        const response = await person.post('/api/create-checkout-session', { lookup_key: plan });
        expect(response.statusCode).toBe(200);
        sessions.push(new URL(response.json().url).pathname.slice(1));
      }
      for (const id of sessions) {
        fake.pay(id, { amount: 1999, periodEnd: inAMonth() });
      }
      const [first, second] = sessions as [string, string];
      expect((await webhook('checkout.session.completed', { id: first })).statusCode).toBe(200);
      expect((await webhook('checkout.session.completed', { id: second })).statusCode).toBe(200);

      expect(fake.subscriptions.get(`sub_${first}`)!.status).toBe('active');
      expect(fake.subscriptions.get(`sub_${second}`)!.status).toBe('canceled');
      expect(fake.refunds).toEqual([
        expect.objectContaining({
          payment_intent: `pi_${second}`,
          amount: 1999,
          reason: 'duplicate',
          metadata: { subscriptionId: `sub_${second}` },
        }),
      ]);
      const me = await user(person);
      expect(me.credits).toBe(120);

      // the same checkout again, its first invoice, and the return page: no second refund, no credits
      const userId = fake.sessions.get(second)!.client_reference_id!;
      expect((await webhook('checkout.session.completed', { id: second })).statusCode).toBe(200);
      expect(
        (await webhook('invoice.paid', firstInvoice(second, userId, PLANS[1]))).statusCode,
      ).toBe(200);
      expect(
        (await person.post('/api/verify-checkout-session', { session_id: second })).json().status,
      ).toBe('refunded');
      expect(fake.refunds).toHaveLength(1);
      expect((await user(person)).credits).toBe(120);
      expect((await history(person)).map((payment) => payment.status).sort()).toEqual([
        'refunded',
        'succeeded',
      ]);
    });
  });
});
