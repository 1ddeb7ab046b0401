import { ADMIN_MESSAGES, type StaffRole } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password-hasher';
import { sha256 } from '../../lib/secrets';
import type { SessionRepository } from '../auth/session.repository';
import type { StaffSessionRepository } from './staff-session.repository';

export interface StaffUser {
  id: string;
  email: string;
  role: StaffRole;
  tokenHash: string;
  /** When the console's confirmation lapses; null when it has (or never was given). */
  freshUntil: Date | null;
}

/**
 * Who may use the console, and whether their session is fresh: staff re-enter their password
 * after `freshSeconds` without a staff request; each staff request slides the window.
 */
export class StaffSessionService {
  constructor(
    private readonly sessions: StaffSessionRepository,
    private readonly stamps: Pick<SessionRepository, 'stampStaffSeen'>,
    private readonly hasher: Pick<PasswordHasher, 'verify'>,
    private readonly clock: Clock,
    private readonly freshSeconds: number,
  ) {}

  /** The staff member behind a session token, or undefined for anyone else. */
  async resolve(
    user: { id: string; email: string },
    token: string,
  ): Promise<StaffUser | undefined> {
    const tokenHash = sha256(token);
    const row = await this.sessions.find(tokenHash, user.id);
    if (!row || (row.role !== 'admin' && row.role !== 'support')) {
      return undefined;
    }
    const until = row.staffSeenAt && addSeconds(row.staffSeenAt, this.freshSeconds);
    const fresh = until !== null && until > this.clock();
    return { ...user, role: row.role, tokenHash, freshUntil: fresh ? until : null };
  }

  /** Refuses a stale session; a fresh one is stamped again, so the window slides. */
  async requireFresh(staff: StaffUser): Promise<void> {
    if (!staff.freshUntil) {
      throw new AppError('ADMIN_VERIFY_REQUIRED', ADMIN_MESSAGES.verifyRequired);
    }
    const now = this.clock();
    await this.stamps.stampStaffSeen(staff.tokenHash, now);
    staff.freshUntil = addSeconds(now, this.freshSeconds);
  }

  /** Confirms the password and stamps the session; returns when the confirmation lapses. */
  async verify(staff: StaffUser, password: string): Promise<number> {
    const row = await this.sessions.find(staff.tokenHash, staff.id);
    if (!row?.passwordHash) {
      throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.passwordNeeded);
    }
    if (!(await this.hasher.verify(row.passwordHash, password))) {
      throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.wrongPassword);
    }
    const now = this.clock();
    await this.stamps.stampStaffSeen(staff.tokenHash, now);
    return toUnixSeconds(addSeconds(now, this.freshSeconds));
  }
}

/** Refuses a support user an admin-only action. */
export function requireRole(staff: StaffUser, role: StaffRole): void {
  if (role === 'admin' && staff.role !== 'admin') {
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.adminsOnly);
  }
}
