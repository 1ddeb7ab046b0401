import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { verificationTokens } from '../../db/schema';

export type VerificationPurpose = (typeof verificationTokens.$inferSelect)['purpose'];
export type VerificationTokenRow = typeof verificationTokens.$inferSelect;

export class VerificationTokenRepository {
  constructor(private readonly db: Database) {}

  async find(
    userId: string,
    purpose: VerificationPurpose,
  ): Promise<VerificationTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(verificationTokens)
      .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose)));
    return row;
  }

  /** Replaces any earlier secret of the same purpose: a new code kills the old one. */
  async replace(values: {
    userId: string;
    purpose: VerificationPurpose;
    secretHash: string;
    sentAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    const fresh = { ...values, failedAttempts: 0, consumedAt: null };
    await this.db
      .insert(verificationTokens)
      .values(fresh)
      .onConflictDoUpdate({
        target: [verificationTokens.userId, verificationTokens.purpose],
        set: fresh,
      });
  }

  /**
   * Counts one try at a live secret before it is judged, in one conditional statement: parallel
   * tries queue on the row, so no more than `maxTries` of them ever see the secret, whatever the
   * interleaving. Returns the stored hash and the tries so far, or undefined when the secret is
   * missing, used, expired or out of tries. (The column counts every try; a right one consumes
   * the secret, so it is the count of wrong ones for as long as the secret lives.)
   */
  async countTry(
    userId: string,
    purpose: VerificationPurpose,
    now: Date,
    maxTries: number,
  ): Promise<{ secretHash: string; tries: number } | undefined> {
    const [row] = await this.db
      .update(verificationTokens)
      .set({ failedAttempts: sql`${verificationTokens.failedAttempts} + 1` })
      .where(
        and(
          this.matches(userId, purpose),
          isNull(verificationTokens.consumedAt),
          gt(verificationTokens.expiresAt, now),
          lt(verificationTokens.failedAttempts, maxTries),
        ),
      )
      .returning({
        secretHash: verificationTokens.secretHash,
        tries: verificationTokens.failedAttempts,
      });
    return row;
  }

  /**
   * Marks the secret used if it matches and is live — in one statement, so two requests racing
   * with the same secret cannot both succeed. Counts nothing: a limit on tries is the caller's.
   */
  async consume(userId: string, purpose: VerificationPurpose, secretHash: string, now: Date) {
    const consumed = await this.db
      .update(verificationTokens)
      .set({ consumedAt: now })
      .where(
        and(
          this.matches(userId, purpose),
          eq(verificationTokens.secretHash, secretHash),
          isNull(verificationTokens.consumedAt),
          gt(verificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: verificationTokens.userId });
    return consumed.length > 0;
  }

  private matches(userId: string, purpose: VerificationPurpose) {
    return and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose));
  }

  /** Codes sent before `before`, used or not; how many went. */
  async deleteSentBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(verificationTokens)
      .where(lt(verificationTokens.sentAt, before))
      .returning({ id: verificationTokens.userId });
    return rows.length;
  }
}
