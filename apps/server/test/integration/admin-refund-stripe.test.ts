import { ADMIN_API, ADMIN_MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { creditLedger, payments, staffAuditLog, users } from '../../src/db/schema';
import { PasswordHasher } from '../../src/lib/password-hasher';
import { COMMAND_LINE_ACTOR } from '../../src/modules/admin/admin.scope';
import { PASSWORD } from '../helpers/auth-client';
import { stripeEnv, useFakeStripe } from '../helpers/fake-stripe-server';
import { useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { apiUser } from '../reliability/support/api-user';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');

describe.each(DATABASE_TARGETS)(
  'a console refund through Stripe (local fake API) on %s',
  (target) => {
    const fake = useFakeStripe();
    const context = useTestApp(target, stripeEnv(fake, WEBHOOK_SECRET));

    function webhook(type: string, object: object, id: string) {
      const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
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

    async function admin() {
      const person = await apiUser(context.app, context.container);
      await context.container.database.db
        .update(users)
        .set({ passwordHash: await new PasswordHasher().hash(PASSWORD) })
        .where(eq(users.id, person.id));
      await context.container.services.admin.roles.setRole(
        COMMAND_LINE_ACTOR,
        person.id,
        'admin',
        't',
      );
      expect((await person.post(ADMIN_API.verify, { password: PASSWORD })).statusCode).toBe(200);
      return person;
    }

    it('refunds the payment at Stripe once; the later charge.refunded event changes nothing', async () => {
      const staff = await admin();
      const customer = await apiUser(context.app, context.container);
      const started = await customer.post('/api/create-checkout-session', {
        lookup_key: 'orato-starter',
      });
      const sessionId = new URL(started.json().url).pathname.slice(1);
      const session = fake.pay(sessionId, { amount: 499 });
      expect(
        (await webhook('checkout.session.completed', { id: session.id }, 'evt_a1')).statusCode,
      ).toBe(200);
      const db = context.container.database.db;
      const [payment] = await db.select().from(payments).where(eq(payments.userId, customer.id));
      expect(payment).toMatchObject({
        status: 'succeeded',
        paymentIntentId: session.payment_intent,
      });

      const refunded = await staff.post(ADMIN_API.paymentRefund.replace(':id', payment!.id), {
        reason: 'the videos never rendered',
      });
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json()).toMatchObject({
        payment: { status: 'refunded' },
        credits_reversed: 60,
      });
      expect(fake.refunds).toMatchObject([{ payment_intent: session.payment_intent, amount: 499 }]);
      const ledger = async () =>
        db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id));
      const afterRefund = await ledger();
      expect(afterRefund.map((entry) => [entry.kind, entry.delta]).sort()).toEqual([
        ['grant', 60],
        ['reversal', -60],
      ]);

      // Stripe's own report of the refund lands on the same path and finds it done
      const event = await webhook(
        'charge.refunded',
        {
          id: `ch_${session.payment_intent}`,
          object: 'charge',
          amount: 499,
          amount_refunded: 499,
          refunded: true,
          payment_intent: session.payment_intent,
          currency: 'usd',
        },
        'evt_a2',
      );
      expect(event.statusCode).toBe(200);
      expect(await ledger()).toHaveLength(afterRefund.length);

      const audits = await db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.subject, payment!.id));
      const again = await staff.post(ADMIN_API.paymentRefund.replace(':id', payment!.id), {
        reason: 'twice',
      });
      expect([again.statusCode, again.json().error]).toEqual([409, ADMIN_MESSAGES.alreadyRefunded]);
      expect(fake.refunds).toHaveLength(1);
      expect(
        await db.select().from(staffAuditLog).where(eq(staffAuditLog.subject, payment!.id)),
      ).toEqual(audits);
    });
  },
);
