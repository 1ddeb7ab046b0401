import { ADMIN_MESSAGES, type AdminRefundResponse } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { BillingService } from '../billing/billing.service';
import type { AdminUsersRepository } from './admin-users.repository';
import type { InAdminTransaction } from './admin.scope';
import { isRefundable, toAdminPayment } from './admin.views';
import { requireRole, type StaffUser } from './staff-session.service';

/**
 * An admin's refund of a payment: the money back through the gateway first (named by the
 * payment, so a retry refunds once), then the refund lands as its `charge.refunded` event would,
 * with its audit row in the same transaction. A refunded payment is refused before anything moves.
 */
export class AdminRefundService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly billing: Pick<BillingService, 'refundAtGateway' | 'applyRefund'>,
    private readonly inTransaction: InAdminTransaction,
  ) {}

  async refund(staff: StaffUser, paymentId: string, reason: string): Promise<AdminRefundResponse> {
    requireRole(staff, 'admin');
    const payment = await this.users.findPayment(paymentId);
    if (!payment) {
      throw new AppError('NOT_FOUND', ADMIN_MESSAGES.paymentNotFound);
    }
    assertRefundable(payment);
    let reversed;
    try {
      reversed = await this.billing.refundAtGateway(payment);
    } catch (error) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.refundFailed, { cause: error });
    }
    return this.inTransaction(async (scope) => {
      // a second refund that raced this one finds the payment refunded and changes nothing
      const locked = await scope.users.lockPayment(payment.id);
      assertRefundable(locked ?? payment);
      const taken = await this.billing.applyRefund(reversed, scope);
      const after = (await scope.users.findPayment(payment.id))!;
      await scope.audit.append({
        actorId: staff.id,
        actorEmail: staff.email,
        action: 'payment.refund',
        targetUserId: payment.userId,
        subject: payment.id,
        before: { status: payment.status },
        after: {
          status: after.status,
          refunded_cents: reversed.reversedCents,
          credits_reversed: taken,
        },
        reason,
      });
      return { payment: toAdminPayment(after), credits_reversed: taken };
    });
  }
}

function assertRefundable(payment: Parameters<typeof isRefundable>[0]): void {
  if (payment.status === 'refunded') {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyRefunded);
  }
  if (!isRefundable(payment)) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.notRefundable(payment.status));
  }
}
