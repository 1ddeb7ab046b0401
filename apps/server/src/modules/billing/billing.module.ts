import type { Metrics } from '../../adapters/metrics/metrics';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Database } from '../../db/database';
import { transactional } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { UserRepository } from '../auth/user.repository';
import { CreditLedgerRepository } from '../credits/credit-ledger.repository';
import { CreditsService } from '../credits/credits.service';
import { LocalBillingPortalService } from './billing-portal-test.service';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { PlanChangeRepository } from './plan-change.repository';
import { PlanChangeService } from './plan-change.service';

/** Credits and what pays for them: checkout and renewals, plan changes, the local portal. */
export function createBillingModule(parts: {
  db: Database;
  gateway: PaymentGateway;
  /** Which gateway it is: the local portal answers only for the local one. */
  gatewayKind: 'local' | 'stripe';
  siteUrl: string;
  clock: Clock;
  metrics: Metrics;
}) {
  const { db, gateway, clock, metrics } = parts;
  const users = new UserRepository(db);
  const credits = new CreditsService(new CreditLedgerRepository(db), metrics);
  const planChanges = new PlanChangeService(
    gateway,
    new PlanChangeRepository(db),
    users,
    clock,
    transactional(db, (tx) => ({
      billing: new BillingRepository(tx),
      credits: new CreditsService(new CreditLedgerRepository(tx), metrics),
      planChanges: new PlanChangeRepository(tx),
      accounts: new UserRepository(tx),
    })),
  );
  const billing = new BillingService(
    gateway,
    new BillingRepository(db),
    credits,
    users,
    clock,
    parts.siteUrl,
    transactional(db, (tx) => ({
      billing: new BillingRepository(tx),
      credits: new CreditsService(new CreditLedgerRepository(tx), metrics),
      accounts: new UserRepository(tx),
    })),
    planChanges,
  );
  const billingPortal = new LocalBillingPortalService(
    billing,
    planChanges,
    users,
    parts.gatewayKind,
  );
  return { credits, billing, planChanges, billingPortal };
}
