import { describe, expect, it } from 'vitest';
import { LocalCheckoutGateway } from '../../src/adapters/payments/local-checkout.payment-gateway';
import { StripePaymentGateway } from '../../src/adapters/payments/stripe.payment-gateway';

const local = new LocalCheckoutGateway(
  { findCheckout: () => Promise.resolve(undefined) },
  'http://localhost:3000',
);
const stripe = new StripePaymentGateway({
  secretKey: 'sk_test_51Abc',
  webhookSecret: 'whsec_test',
  apiBase: 'http://127.0.0.1:1',
});

describe('which gateway a customer belongs to', () => {
  it("knows its own customers and not the other gateway's", () => {
    expect(local.ownsCustomer('cus_local_8d1f0c8e-3b1a-4e8e-9a55-0d6c2f1b7a10')).toBe(true);
    expect(local.ownsCustomer('cus_QJx3bN4qZ8tY2m')).toBe(false);
    expect(stripe.ownsCustomer('cus_QJx3bN4qZ8tY2m')).toBe(true);
    expect(stripe.ownsCustomer('cus_local_8d1f0c8e-3b1a-4e8e-9a55-0d6c2f1b7a10')).toBe(false);
  });
});

describe('renewals', () => {
  const due = {
    userId: 'user-1',
    subscriptionId: 'sub_local_cs_local_1',
    customerId: 'cus_local_user-1',
    lookupKey: 'orato-pro-yearly',
    periodEnd: new Date('2026-11-24T10:00:00Z'),
  };

  it('the local checkout charges the next period itself, keyed by the period it follows', async () => {
    expect(await local.renew(due)).toEqual({
      id: 'sub_local_cs_local_1:2026-11-24T10:00:00.000Z',
      subscriptionId: due.subscriptionId,
      customerId: due.customerId,
      userId: 'user-1',
      lookupKey: 'orato-pro-yearly',
      amountCents: expect.any(Number),
      currency: 'usd',
      periodEnd: new Date('2027-11-24T10:00:00Z'),
    });
    expect(await local.renew({ ...due, lookupKey: 'orato-starter' })).toBeNull();
  });

  it('Stripe renews on its own and reports it as invoice.paid', async () => {
    expect(await stripe.renew()).toBeNull();
  });
});
