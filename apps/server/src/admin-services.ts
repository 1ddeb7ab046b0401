import { noMetrics, type Metrics } from './adapters/metrics/metrics';
import type { ObjectStorage } from './adapters/object-storage/object-storage';
import type { Config } from './config';
import type { Database } from './db/database';
import { transactional } from './db/transaction';
import type { Clock } from './lib/clock';
import type { PasswordHasher } from './lib/password-hasher';
import { AdminAuditRepository } from './modules/admin/admin-audit.repository';
import { AdminBusinessRepository } from './modules/admin/admin-business.repository';
import { AdminCreditsService } from './modules/admin/admin-credits.service';
import { AdminInsightsService } from './modules/admin/admin-insights.service';
import { AdminJobsRepository } from './modules/admin/admin-jobs.repository';
import { AdminJobsService } from './modules/admin/admin-jobs.service';
import { AdminRefundService } from './modules/admin/admin-refund.service';
import { AdminUsersRepository } from './modules/admin/admin-users.repository';
import { AdminUsersService } from './modules/admin/admin-users.service';
import type { AdminScope } from './modules/admin/admin.scope';
import type { ProviderCallsRepository } from './modules/admin/provider-calls.repository';
import { StaffRolesService } from './modules/admin/staff-roles.service';
import { StaffSessionRepository } from './modules/admin/staff-session.repository';
import { StaffSessionService } from './modules/admin/staff-session.service';
import type { BillingService } from './modules/billing/billing.service';
import { SessionRepository } from './modules/auth/session.repository';
import { UserRepository } from './modules/auth/user.repository';
import { BillingRepository } from './modules/billing/billing.repository';
import { CreditLedgerRepository } from './modules/credits/credit-ledger.repository';
import { CreditsService } from './modules/credits/credits.service';
import { GenerationRepository } from './modules/generation/generation.repository';
import type { GenerationService } from './modules/generation/generation.service';
import type { ProviderDoctor } from './modules/health/provider-doctor.service';

/** The operator's console, wired: part of the composition root, kept apart for its size. */
export function createAdminServices(deps: {
  db: Database;
  config: Config['admin'];
  clock: Clock;
  hasher: PasswordHasher;
  storage: ObjectStorage;
  doctor: ProviderDoctor;
  providerCalls: ProviderCallsRepository;
  billing: BillingService;
  generations: GenerationService;
  metrics: Metrics;
}) {
  const { db, config, clock } = deps;
  const users = new AdminUsersRepository(db);
  const inTransaction = adminTransaction(db, deps.metrics);
  return {
    staffSessions: new StaffSessionService(
      new StaffSessionRepository(db),
      new SessionRepository(db),
      deps.hasher,
      clock,
      config.freshSeconds,
    ),
    users: new AdminUsersService(
      users,
      new AdminAuditRepository(db),
      deps.storage,
      config.supportAdjustLimit,
      clock,
    ),
    credits: new AdminCreditsService(users, inTransaction, config.supportAdjustLimit),
    roles: createStaffRoles(db, deps.metrics),
    refunds: new AdminRefundService(users, deps.billing, inTransaction),
    jobs: new AdminJobsService(new AdminJobsRepository(db), deps.generations, inTransaction, clock),
    insights: new AdminInsightsService({
      doctor: deps.doctor,
      providerCalls: deps.providerCalls,
      business: new AdminBusinessRepository(db),
      clock,
    }),
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;

/** A staff action's transaction: its change and its audit row commit together. */
function adminTransaction(db: Database, metrics: Metrics = noMetrics) {
  return transactional(db, (tx): AdminScope => ({
    audit: new AdminAuditRepository(tx),
    users: new AdminUsersRepository(tx),
    accounts: new UserRepository(tx),
    credits: new CreditsService(new CreditLedgerRepository(tx), metrics),
    billing: new BillingRepository(tx),
    generations: new GenerationRepository(tx),
  }));
}

/** Role changes alone, for the command line when no server holds the embedded database. */
export function createStaffRoles(db: Database, metrics?: Metrics): StaffRolesService {
  return new StaffRolesService(new AdminUsersRepository(db), adminTransaction(db, metrics));
}
