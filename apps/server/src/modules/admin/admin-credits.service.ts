import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AdminCreditAdjustmentInput,
  type AdminCreditAdjustmentResponse,
} from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { StaffUser } from './staff-session.service';
import type { AdminUsersRepository } from './admin-users.repository';
import type { InAdminTransaction } from './admin.scope';
import { toLedgerEntry } from './admin.views';

/**
 * Credits added or taken by staff: one `adjustment` entry with its reason, never below zero, a
 * support user held to a limit per adjustment; the entry and its audit row commit together.
 */
export class AdminCreditsService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly inTransaction: InAdminTransaction,
    private readonly supportLimit: number,
  ) {}

  async adjust(
    staff: StaffUser,
    userId: string,
    input: AdminCreditAdjustmentInput,
  ): Promise<AdminCreditAdjustmentResponse> {
    if (staff.role !== 'admin' && Math.abs(input.amount) > this.supportLimit) {
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.overSupportLimit(this.supportLimit));
    }
    if (!(await this.users.find(userId))) {
      throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    }
    return this.inTransaction(async ({ credits, audit }) => {
      const adjusted = await credits.adjust(userId, input.amount, randomUUID(), input.reason);
      await audit.append({
        actorId: staff.id,
        actorEmail: staff.email,
        action: 'credits.adjust',
        targetUserId: userId,
        subject: userId,
        before: { available: adjusted.available - input.amount },
        after: { available: adjusted.available, amount: input.amount },
        reason: input.reason,
      });
      return {
        available: adjusted.available,
        held: adjusted.held,
        entry: toLedgerEntry(adjusted.entry!),
      };
    });
  }
}
