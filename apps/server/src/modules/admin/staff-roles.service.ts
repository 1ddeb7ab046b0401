import { ADMIN_MESSAGES, type UserRole } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { AdminUsersRepository } from './admin-users.repository';
import type { Actor, InAdminTransaction } from './admin.scope';

/**
 * Grants and revokes console roles, from the server's command line or an admin's console. The
 * role and its audit row change in one transaction; the last admin cannot be demoted.
 */
export class StaffRolesService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly inTransaction: InAdminTransaction,
  ) {}

  async setRoleByEmail(actor: Actor, email: string, role: UserRole, reason: string) {
    const user = await this.users.findByEmail(email);
    if (!user) {
      throw new AppError('NOT_FOUND', ADMIN_MESSAGES.unknownEmail(email.trim().toLowerCase()));
    }
    return this.setRole(actor, user.id, role, reason);
  }

  setRole(actor: Actor, userId: string, role: UserRole, reason: string) {
    return this.inTransaction(async ({ users, accounts, audit }) => {
      const user = await users.lockRole(userId);
      if (!user) {
        throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
      }
      if (user.role === role) {
        throw new AppError('CONFLICT', ADMIN_MESSAGES.sameRole(role));
      }
      await accounts.setRole(user.id, role);
      if (user.role === 'admin' && (await users.countAdmins()) === 0) {
        // throwing rolls the change back
        throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
      }
      await audit.append({
        actorId: actor.id,
        actorEmail: actor.email,
        action: role === 'none' ? 'role.revoke' : 'role.grant',
        targetUserId: user.id,
        subject: user.id,
        before: { role: user.role },
        after: { role },
        reason,
      });
      return { email: user.email, before: user.role, role };
    });
  }
}
