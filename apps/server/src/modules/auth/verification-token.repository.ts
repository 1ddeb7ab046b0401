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
   * Marks the secret used if it matches, is live and has tries left — in one statement, so two
   * requests racing with the same code cannot both succeed.
   */
  async consume(
    userId: string,
    purpose: VerificationPurpose,
    secretHash: string,
    now: Date,
    maxFailures: number,
  ) {
    const consumed = await this.db
      .update(verificationTokens)
      .set({ consumedAt: now })
      .where(
        and(
          this.matches(userId, purpose),
          eq(verificationTokens.secretHash, secretHash),
          isNull(verificationTokens.consumedAt),
          gt(verificationTokens.expiresAt, now),
          lt(verificationTokens.failedAttempts, maxFailures),
        ),
      )
      .returning({ userId: verificationTokens.userId });
    return consumed.length > 0;
  }

  /** Counts a wrong try; returns the failures so far (undefined when there is no live secret). */
  async recordFailure(userId: string, purpose: VerificationPurpose): Promise<number | undefined> {
    const [row] = await this.db
      .update(verificationTokens)
      .set({ failedAttempts: sql`${verificationTokens.failedAttempts} + 1` })
      .where(and(this.matches(userId, purpose), isNull(verificationTokens.consumedAt)))
      .returning({ failedAttempts: verificationTokens.failedAttempts });
    return row?.failedAttempts;
  }

  private matches(userId: string, purpose: VerificationPurpose) {
    return and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose));
  }
}
