import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { loginAttempts } from '../../db/schema';
import { admitAttempt, LOGIN_FORGET_AFTER_SECONDS } from './login-throttle';

/** The sign-in throttle's records: one row per address, read and written under a row lock. */
export class LoginAttemptRepository {
  constructor(private readonly db: Database) {}

  /** Counts one attempt for `email`; returns the seconds to wait, or 0 to go ahead. */
  admit(email: string, now: Date): Promise<number> {
    return runInTransaction(this.db, async (tx) => {
      // the row must exist to be locked: parallel first attempts then queue on the same lock
      await tx.insert(loginAttempts).values({ email, lastAttemptAt: now }).onConflictDoNothing();
      const [previous] = await tx
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.email, email))
        .for('update');
      const { attempts, waitSeconds } = admitAttempt(previous, now);
      await tx.update(loginAttempts).set(attempts).where(eq(loginAttempts.email, email));
      return waitSeconds;
    });
  }

  /** The right password (or a reset) was given: earlier wrong ones no longer count. */
  async clear(email: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.email, email));
  }

  /** Forgets addresses that have been quiet long enough; returns how many. */
  async deleteQuiet(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - LOGIN_FORGET_AFTER_SECONDS * 1000);
    const removed = await this.db
      .delete(loginAttempts)
      .where(lt(loginAttempts.lastAttemptAt, cutoff))
      .returning({ email: loginAttempts.email });
    return removed.length;
  }
}
