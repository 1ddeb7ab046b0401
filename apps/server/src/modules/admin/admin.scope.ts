import type { InTransaction } from '../../db/transaction';
import type { UserRepository } from '../auth/user.repository';
import type { BillingRepository } from '../billing/billing.repository';
import type { CreditsService } from '../credits/credits.service';
import type { GenerationRepository } from '../generation/generation.repository';
import type { AdminAuditRepository } from './admin-audit.repository';
import type { AdminUsersRepository } from './admin-users.repository';

/**
 * What a staff action writes through, bound to one transaction: its change and its audit row
 * commit together or not at all.
 */
export interface AdminScope {
  audit: AdminAuditRepository;
  users: AdminUsersRepository;
  /** The users table's own repository, for what staff change on an account (its role). */
  accounts: UserRepository;
  credits: CreditsService;
  billing: BillingRepository;
  generations: GenerationRepository;
}

export type InAdminTransaction = InTransaction<AdminScope>;

/** Who acted: a staff member, or the server's command line (no account). */
export interface Actor {
  id: string | null;
  email: string;
}

export const COMMAND_LINE_ACTOR: Actor = { id: null, email: 'command line' };
