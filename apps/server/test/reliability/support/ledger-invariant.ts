import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../src/db/database';

interface UserBooks {
  user_id: string;
  available: number;
  held: number;
  ledger_sum: number;
  open_holds: number;
}

interface JobBooks {
  job: string;
  user_id: string;
  holds: number;
  captures: number;
  releases: number;
  hold_amount: number;
  capture_amount: number;
  release_amount: number;
}

interface EntryShape {
  idempotency_key: string;
  kind: string;
  amount: number;
  delta: number;
}

interface GenerationBooks {
  id: string;
  state: string;
  hold_credits: number;
  charged_credits: number | null;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every way the books can be wrong, as sentences (empty when they are right). Read in one
 * repeatable-read snapshot, so work committing meanwhile cannot produce a false alarm.
 *
 * - per user: `available` = Σ ledger deltas, `held` = Σ holds not yet settled, both ≥ 0;
 * - per entry: its delta matches its kind (grant +, hold −, capture 0, release +, reversal −,
 *   the one kind that may be 0 when a refund finds nothing left to take);
 * - per job: exactly one hold, at most one capture and one release, capture + release = hold;
 * - per generation: one hold of `hold_credits`; COMPLETE captured `charged_credits` and released
 *   the rest; FAILED released everything.
 */
export async function ledgerViolations(db: Database): Promise<string[]> {
  return db.transaction(
    async (tx) => {
      const reader = tx as unknown as Database;
      const violations: string[] = [];
      const users = await rows<UserBooks>(
        reader,
        sql`select u.id as user_id,
              coalesce(b.available, 0)::int as available,
              coalesce(b.held, 0)::int as held,
              coalesce((select sum(l.delta) from credit_ledger l where l.user_id = u.id), 0)::int as ledger_sum,
              coalesce((select sum(h.amount) from credit_ledger h
                         where h.user_id = u.id and h.kind = 'hold'
                           and not exists (select 1 from credit_ledger s
                                           where s.idempotency_key = 'settle:' || h.reference)), 0)::int as open_holds
            from users u left join credit_balances b on b.user_id = u.id`,
      );
      for (const user of users) {
        if (user.available !== user.ledger_sum) {
          violations.push(
            `user ${user.user_id}: available ${user.available} ≠ Σ ledger ${user.ledger_sum}`,
          );
        }
        if (user.held !== user.open_holds) {
          violations.push(
            `user ${user.user_id}: held ${user.held} ≠ open holds ${user.open_holds}`,
          );
        }
        if (user.available < 0 || user.held < 0) {
          violations.push(`user ${user.user_id}: negative balance ${user.available}/${user.held}`);
        }
      }
      const entries = await rows<EntryShape>(
        reader,
        sql`select idempotency_key, kind::text as kind, amount, delta from credit_ledger
            where (amount <= 0 and kind <> 'reversal')
               or amount < 0
               or (kind = 'reversal' and delta <> -amount)
               or (kind = 'grant' and delta <> amount)
               or (kind = 'hold' and delta <> -amount)
               or (kind = 'capture' and delta <> 0)
               or (kind = 'release' and delta <> amount)`,
      );
      for (const entry of entries) {
        violations.push(
          `entry ${entry.idempotency_key}: ${entry.kind} of ${entry.amount} has delta ${entry.delta}`,
        );
      }
      const jobs = await rows<JobBooks>(
        reader,
        sql`select reference as job, min(user_id::text) as user_id,
              count(*) filter (where kind = 'hold')::int as holds,
              count(*) filter (where kind = 'capture')::int as captures,
              count(*) filter (where kind = 'release')::int as releases,
              coalesce(sum(amount) filter (where kind = 'hold'), 0)::int as hold_amount,
              coalesce(sum(amount) filter (where kind = 'capture'), 0)::int as capture_amount,
              coalesce(sum(amount) filter (where kind = 'release'), 0)::int as release_amount
            from credit_ledger where kind not in ('grant', 'reversal') group by reference`,
      );
      for (const job of jobs) {
        const settled = job.captures + job.releases > 0;
        if (job.holds !== 1 || job.captures > 1 || job.releases > 1) {
          violations.push(
            `job ${job.job}: ${job.holds} holds, ${job.captures} captures, ${job.releases} releases`,
          );
        } else if (settled && job.capture_amount + job.release_amount !== job.hold_amount) {
          violations.push(
            `job ${job.job}: capture ${job.capture_amount} + release ${job.release_amount} ≠ hold ${job.hold_amount}`,
          );
        }
      }
      const byJob = new Map(jobs.map((job) => [job.job, job]));
      const generations = await rows<GenerationBooks>(
        reader,
        sql`select id::text as id, state::text as state, hold_credits, charged_credits from generations`,
      );
      for (const generation of generations) {
        const job = byJob.get(generation.id);
        if (!job || job.hold_amount !== generation.hold_credits) {
          violations.push(
            `generation ${generation.id}: hold ${job?.hold_amount ?? 'missing'} ≠ ${generation.hold_credits}`,
          );
          continue;
        }
        if (generation.state === 'COMPLETE') {
          if (
            job.captures + job.releases === 0 ||
            job.capture_amount !== generation.charged_credits
          ) {
            violations.push(
              `generation ${generation.id}: COMPLETE charging ${generation.charged_credits} but captured ${job.capture_amount} (${job.captures + job.releases} settlements)`,
            );
          }
        } else if (generation.state === 'FAILED') {
          if (job.captures !== 0 || job.release_amount !== job.hold_amount) {
            violations.push(
              `generation ${generation.id}: FAILED but captured ${job.capture_amount}, released ${job.release_amount}`,
            );
          }
        }
      }
      return violations;
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Fails the test with every broken rule of the books (see ledgerViolations). */
export async function expectLedgerInvariant(db: Database): Promise<void> {
  expect(await ledgerViolations(db)).toEqual([]);
}

/** One job's ledger entries, oldest first, as `kind:amount` (e.g. `hold:60`, `capture:38`, `release:22`). */
export async function entriesOfJob(db: Database, jobId: string): Promise<string[]> {
  const entries = await rows<{ kind: string; amount: number }>(
    db,
    sql`select kind::text as kind, amount from credit_ledger where reference = ${jobId}
        order by created_at, case kind when 'hold' then 0 when 'capture' then 1 else 2 end`,
  );
  return entries.map((entry) => `${entry.kind}:${entry.amount}`);
}

/** A user's balance row as the database holds it. */
export async function balancesOf(
  db: Database,
  userId: string,
): Promise<{ available: number; held: number }> {
  const [row] = await rows<{ available: number; held: number }>(
    db,
    sql`select available, held from credit_balances where user_id = ${userId}`,
  );
  return row ?? { available: 0, held: 0 };
}
