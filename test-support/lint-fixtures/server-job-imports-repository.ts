// lint as: apps/server/src/jobs/lint-fixture.ts
// a job handler turns a payload into a service call: no SQL, no container
import { BillingRepository } from '../modules/billing/billing.repository'; // ✗ import-x/no-restricted-paths
import type { Container } from '../container'; // ✗ import-x/no-restricted-paths
import type { BillingService } from '../modules/billing/billing.service';

export const fixture = BillingRepository;
export type Fixture = Container | BillingService;
