import type { JOB_EMAIL_SETTINGS, UserResponse } from '@orato/shared';
import { MESSAGES } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/session.service';
import type { UserRepository, UserRow } from '../auth/user.repository';
import { toUnixSeconds } from '../../lib/clock';

/** The signed-in user's own record, and leaving the product. */
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    /** What must happen before the rows go: stop renewals, remove stored files. */
    private readonly beforeDelete: ((userId: string) => Promise<void>)[],
  ) {}

  async getUser(sessionUser: SessionUser): Promise<UserResponse> {
    const found = await this.users.findWithCredits(sessionUser.id);
    if (!found) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.auth.signInRequired);
    }
    return {
      ...toUserResponse(found.user, found.credits),
      credits_held: found.held,
      job_emails: found.user.jobEmails as (typeof JOB_EMAIL_SETTINGS)[number],
    };
  }

  /** The Profile setting for e-mails after a job ends. */
  async setJobEmails(
    sessionUser: SessionUser,
    setting: (typeof JOB_EMAIL_SETTINGS)[number],
  ): Promise<UserResponse> {
    await this.users.setJobEmails(sessionUser.id, setting);
    return this.getUser(sessionUser);
  }

  async exists(userId: string): Promise<boolean> {
    return (await this.users.findById(userId)) !== undefined;
  }

  /** Stops renewals and removes the user's files, then the user; their rows go with it (foreign keys cascade). */
  async deleteAccount(sessionUser: SessionUser): Promise<{ message: string }> {
    for (const step of this.beforeDelete) {
      await step(sessionUser.id);
    }
    await this.users.delete(sessionUser.id);
    return { message: MESSAGES.profile.deleted };
  }
}

function toUserResponse(user: UserRow, credits: number): UserResponse {
  return {
    email: user.email,
    plan: user.plan,
    price: user.price,
    credits,
    customer_id: user.customerId,
    cancel_subscription: user.cancelSubscription,
    cancellation_date: toUnixSeconds(user.cancellationDate),
    next_billing_date: toUnixSeconds(user.nextBillingDate),
    subscription_status: user.subscriptionStatus,
    payment_failed: user.paymentFailedAt !== null,
    purchases_paused: user.purchasesPausedAt !== null,
  };
}
