import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { transactional } from '../../db/transaction';
import { creditBalances, creditLedger, generations } from '../../db/schema';

export type CreditEntryKind = (typeof creditLedger.$inferSelect)['kind'];

export interface CreditEntry {
  userId: string;
  kind: CreditEntryKind;
  amount: number;
  delta: number;
  idempotencyKey: string;
  reason: string;
  reference?: string;
}

/** SQL for the ledger and the balance row it keeps in step. No decisions: see CreditsService. */
export class CreditLedgerRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: CreditLedgerRepository) => Promise<T>): Promise<T> {
    return transactional(this.db, (tx) => new CreditLedgerRepository(tx))(work);
  }

  /** The spendable balance. */
  async balance(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ available: creditBalances.available })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId));
    return row?.available ?? 0;
  }

  async balances(userId: string): Promise<{ available: number; held: number }> {
    const [row] = await this.db
      .select({ available: creditBalances.available, held: creditBalances.held })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId));
    return row ?? { available: 0, held: 0 };
  }

  /**
   * Appends an entry unless its key, or its job's entry of the same kind, exists; true when it was
   * appended. No conflict target: two deliveries racing to insert the same release can trip either
   * unique index first, and a targeted ON CONFLICT would raise on the other one.
   */
  async append(entry: CreditEntry): Promise<boolean> {
    const inserted = await this.db
      .insert(creditLedger)
      .values(entry)
      .onConflictDoNothing()
      .returning({ id: creditLedger.id });
    return inserted.length > 0;
  }

  async findEntry(idempotencyKey: string) {
    const [row] = await this.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, idempotencyKey));
    return row;
  }

  async addAvailable(userId: string, amount: number): Promise<void> {
    await this.db
      .insert(creditBalances)
      .values({ userId, available: amount, held: 0 })
      .onConflictDoUpdate({
        target: creditBalances.userId,
        set: { available: sql`${creditBalances.available} + ${amount}` },
      });
  }

  /** Moves credits from available to held only if they are there; false when the balance is short. */
  async moveToHeld(userId: string, amount: number): Promise<boolean> {
    const updated = await this.db
      .update(creditBalances)
      .set({
        available: sql`${creditBalances.available} - ${amount}`,
        held: sql`${creditBalances.held} + ${amount}`,
      })
      .where(and(eq(creditBalances.userId, userId), sql`${creditBalances.available} >= ${amount}`))
      .returning({ userId: creditBalances.userId });
    return updated.length > 0;
  }

  /** Settles a hold: `spent` leaves the account, the rest of `held` returns to available. */
  async settleHeld(userId: string, held: number, spent: number): Promise<void> {
    await this.db
      .update(creditBalances)
      .set({
        available: sql`${creditBalances.available} + ${held - spent}`,
        held: sql`${creditBalances.held} - ${held}`,
      })
      .where(eq(creditBalances.userId, userId));
  }

  /** The spendable balance, locked until the transaction ends (for a decision that depends on it). */
  async lockedBalance(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ available: creditBalances.available })
      .from(creditBalances)
      .where(eq(creditBalances.userId, userId))
      .for('update');
    return row?.available ?? 0;
  }

  async subtractAvailable(userId: string, amount: number): Promise<void> {
    await this.db
      .update(creditBalances)
      .set({ available: sql`${creditBalances.available} - ${amount}` })
      .where(eq(creditBalances.userId, userId));
  }

  /** A page of a user's movements, newest first, each with the job it belongs to (if any). */
  async history(userId: string, limit: number, offset: number) {
    return (
      this.db
        .select({
          id: creditLedger.id,
          kind: creditLedger.kind,
          amount: creditLedger.amount,
          delta: creditLedger.delta,
          reason: creditLedger.reason,
          reference: creditLedger.reference,
          createdAt: creditLedger.createdAt,
          jobFeature: generations.feature,
          jobInput: generations.input,
          jobState: generations.state,
          jobError: generations.error,
          jobDuration: generations.durationSeconds,
        })
        .from(creditLedger)
        .leftJoin(generations, sql`${generations.id}::text = ${creditLedger.reference}`)
        .where(eq(creditLedger.userId, userId))
        // a job's charge and return share a moment: the return is the later step
        .orderBy(
          desc(creditLedger.createdAt),
          sql`case ${creditLedger.kind} when 'release' then 0 when 'capture' then 1 else 2 end`,
          desc(creditLedger.seq),
        )
        .limit(limit)
        .offset(offset)
    );
  }

  /**
   * Credits already taken back from one purchase: its reversals are keyed `reverse:<purchase>`
   * (one, before partial refunds added steps) or `reverse:<purchase>:<step>`. Not by `reference`,
   * which holds at most one entry of a kind.
   */
  async reversedFor(userId: string, purchase: string): Promise<number> {
    const key = `reverse:${purchase}`;
    const [row] = await this.db
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, userId),
          eq(creditLedger.kind, 'reversal'),
          or(
            eq(creditLedger.idempotencyKey, key),
            sql`starts_with(${creditLedger.idempotencyKey}, ${`${key}:`})`,
          ),
        ),
      );
    return row?.sum ?? 0;
  }

  /** Sum of every delta: equals the available balance whenever the books are right. */
  async ledgerSum(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return row?.sum ?? 0;
  }
}
