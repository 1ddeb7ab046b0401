import type { JOB_EMAIL_SETTINGS, UserResponse } from '@orato/shared';
import { MESSAGES } from '@orato/shared';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/session.service';
import type { UserRepository, UserRow } from '../auth/user.repository';
import type { LibraryRepository } from '../library/library.repository';
import type { DataExportRepository } from '../data-export/data-export.repository';
import type { LoginAttemptRepository } from '../auth/login-attempt.repository';
import type { MailOutboxRepository } from '../mail/mail-outbox.repository';
import type { InTransaction } from '../../db/transaction';
import { toUnixSeconds } from '../../lib/clock';
import { KeyedBatches } from '../../lib/keyed-batches';

export interface AccountDeletion {
  /** What must happen before the rows go, outside any transaction: stop renewals. */
  beforeDelete: ((userId: string) => Promise<void>)[];
  /** The user's row and the stored-file indexes, bound to one transaction. */
  inTransaction: InTransaction<{
    users: UserRepository;
    library: LibraryRepository;
    exports: DataExportRepository;
    // rows that name an account by its e-mail address rather than its id: no foreign key cascades
    mail: Pick<MailOutboxRepository, 'deleteTo'>;
    loginAttempts: Pick<LoginAttemptRepository, 'clear'>;
  }>;
  /** Removes stored files; one already gone is not an error. */
  deleteFiles: (keys: string[]) => Promise<void>;
  /** Forgets what this process remembers of the user (their sessions went with their row). */
  afterDelete: ((userId: string) => void)[];
}

/** The signed-in user's own record, and leaving the product. */
export class AccountService {
  constructor(
    private readonly users: UserRepository,
    private readonly deletion: AccountDeletion,
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

  /**
   * Whether the account is still there (a failed request asks, in case it was deleted meanwhile).
   * Checks of one account that come together share one read, begun after each of them asked: a
   * burst of refusals reads once.
   */
  exists(userId: string): Promise<boolean> {
    return this.existing.submit(userId, undefined);
  }

  private readonly existing = new KeyedBatches<undefined, boolean>(async (userId, checks) => {
    const found = (await this.users.findById(userId)) !== undefined;
    return checks.map(() => found);
  });

  /**
   * Stops renewals, then removes the user (their rows go with it: foreign keys cascade, but
   * payments are kept detached, as docs/data-retention.md says) and their files, exports included. The user's row is locked before the file keys are read: an upload or a result saved
   * meanwhile either committed first, so its key is read here, or waits on the lock and then
   * finds no user, and keeps no file.
   */
  async deleteAccount(sessionUser: SessionUser): Promise<{ message: string }> {
    const { beforeDelete, inTransaction, deleteFiles, afterDelete } = this.deletion;
    for (const step of beforeDelete) {
      await step(sessionUser.id);
    }
    const keys = await inTransaction(async ({ users, library, exports, mail, loginAttempts }) => {
      await users.lock(sessionUser.id);
      // an export being built finds its row gone when it ends, and deletes its own file
      const owned = [
        ...(await library.allKeysOf(sessionUser.id)),
        ...(await exports.allKeysOf(sessionUser.id)),
      ];
      await mail.deleteTo(sessionUser.email);
      await loginAttempts.clear(sessionUser.email);
      // payments stay, detached (the foreign key sets their user to null) for accounting
      await users.delete(sessionUser.id);
      return owned;
    });
    afterDelete.forEach((forget) => forget(sessionUser.id));
    // after the commit: a file is never gone while a row still points at it
    await deleteFiles(keys);
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
