import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { transactional } from '../../db/transaction';
import { creditBalances, creditLedger, generations } from '../../db/schema';

// Reads generations beside its own tables: the credit history joins each entry's job (its tool,
// state and length) to describe it, in one statement.

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

  /**
   * A hold in one statement: moves `amount` from available to held and appends its entry, both or
   * neither. The balance row is locked from this statement to the commit and no longer. (A burst
   * of one person's submits holds through `holdInOrder`, one statement and one lock a batch.)
   * 'already': the key's entry exists and nothing moved; 'short': the balance cannot cover it and
   * nothing was written. A hold of the same key racing this one fails on the ledger's unique
   * indexes, changing nothing.
   */
  async holdAtOnce(entry: CreditEntry): Promise<'held' | 'already' | 'short'> {
    const { userId, amount, idempotencyKey } = entry;
    const result = (await this.db.execute(sql`
      with moved as (
        update ${creditBalances}
        set available = available - ${amount}::int, held = held + ${amount}::int
        where user_id = ${userId} and available >= ${amount}::int
          and not exists (select 1 from ${creditLedger} where idempotency_key = ${idempotencyKey})
        returning user_id
      ), appended as (
        insert into ${creditLedger} (user_id, kind, amount, delta, idempotency_key, reason, reference)
        select user_id, ${entry.kind}::credit_entry_kind, ${amount}::int, ${entry.delta}::int,
          ${idempotencyKey}::text, ${entry.reason}::text, ${entry.reference ?? null}::text
        from moved
        returning id
      )
      select (select count(*) from appended)::int as held,
        exists (select 1 from ${creditLedger} where idempotency_key = ${idempotencyKey}) as already
    `)) as unknown as { rows: { held: number; already: boolean }[] };
    const [row] = result.rows;
    return Number(row?.held) > 0 ? 'held' : row?.already ? 'already' : 'short';
  }

  /**
   * Several holds of one person in one statement, each in its turn as if they came one after
   * another: an entry the balance left by those before it covers moves from available to held
   * and is appended; one it does not cover is left out, and the next ones still get their turn.
   * The balance row is locked once for them all. Answers the keys held and the balance left. An
   * entry whose key exists fails the statement on the ledger's unique indexes, changing nothing.
   */
  async holdInOrder(
    userId: string,
    entries: Omit<CreditEntry, 'userId'>[],
  ): Promise<{ held: string[]; available: number }> {
    const column = (pick: (entry: Omit<CreditEntry, 'userId'>) => unknown) =>
      sql.param(entries.map(pick));
    const result = (await this.db.execute(sql`
      with recursive wanted as (
        select w.*
        from unnest(
          ${column((entry) => entry.kind)}::credit_entry_kind[],
          ${column((entry) => entry.amount)}::int[],
          ${column((entry) => entry.delta)}::int[],
          ${column((entry) => entry.idempotencyKey)}::text[],
          ${column((entry) => entry.reason)}::text[],
          ${column((entry) => entry.reference ?? null)}::text[]
        ) with ordinality as w(kind, amount, delta, idempotency_key, reason, reference, position)
      ), balance as (
        select available from ${creditBalances} where user_id = ${userId} for update
      ), turns as (
        -- walks the entries in order with what is left: each takes its amount if it fits
        select 0::bigint as position, available as left_over, false as takes from balance
        union all
        select wanted.position,
          turns.left_over - case when wanted.amount <= turns.left_over then wanted.amount else 0 end,
          wanted.amount <= turns.left_over
        from turns join wanted on wanted.position = turns.position + 1
      ), fits as (
        select wanted.* from wanted join turns using (position) where turns.takes
      ), moved as (
        update ${creditBalances}
        set available = available - total.amount, held = held + total.amount
        from (select sum(amount)::int as amount from fits) total
        where user_id = ${userId} and total.amount > 0
        returning available
      ), appended as (
        insert into ${creditLedger} (user_id, kind, amount, delta, idempotency_key, reason, reference)
        select ${userId}, kind, amount, delta, idempotency_key, reason, reference from fits
        returning idempotency_key
      )
      select coalesce((select array_agg(idempotency_key) from appended), '{}') as held,
        coalesce((select available from moved), (select available from balance), 0)::int as available
    `)) as unknown as { rows: { held: string[]; available: number }[] };
    const [row] = result.rows;
    return { held: row?.held ?? [], available: Number(row?.available ?? 0) };
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
