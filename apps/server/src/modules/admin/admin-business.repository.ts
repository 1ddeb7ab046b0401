import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { creditLedger, generations, payments, users } from '../../db/schema';

// A read model of the console's business figures: counts and sums over users, credit_ledger,
// generations and payments, per day, in one statement each. It writes nothing.

/** A timestamp's UTC day, `YYYY-MM-DD`: the key every daily figure is grouped by. */
const dayOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** SQL for the console's business figures, per UTC day since a given moment. */
export class AdminBusinessRepository {
  constructor(private readonly db: Database) {}

  signups(since: Date) {
    const day = dayOf(users.createdAt);
    return this.db
      .select({ day, count: sql<number>`count(*)::int` })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(day);
  }

  /** Distinct users with a payment that took money that day (refunded later or not). */
  payingUsers(since: Date) {
    const day = dayOf(payments.paidAt);
    return this.db
      .select({ day, count: sql<number>`count(distinct ${payments.userId})::int` })
      .from(payments)
      .where(and(gte(payments.paidAt, since), sql`${payments.priceCents} > 0`))
      .groupBy(day);
  }

  /** Payments that went through since `since`, for the recurring revenue they stand for. */
  paidPayments(since: Date) {
    return this.db
      .select({ plan: payments.plan, priceCents: payments.priceCents, paidAt: payments.paidAt })
      .from(payments)
      .where(and(gte(payments.paidAt, since), eq(payments.status, 'succeeded')));
  }

  /** Credits granted (bought or allowed by a plan), captured by jobs, and released back. */
  credits(since: Date) {
    const day = dayOf(creditLedger.createdAt);
    const sumOf = (kinds: string[]) =>
      sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind}::text in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})), 0)::int`;
    return this.db
      .select({
        day,
        sold: sumOf(['grant', 'plan_change']),
        spent: sumOf(['capture']),
        returned: sumOf(['release']),
      })
      .from(creditLedger)
      .where(gte(creditLedger.createdAt, since))
      .groupBy(day);
  }

  /** Jobs that ended each day, by tool: made, failed, and the median time from start to end. */
  renders(since: Date) {
    const day = dayOf(generations.completedAt);
    const seconds = sql`extract(epoch from (${generations.completedAt} - coalesce(${generations.startedAt}, ${generations.createdAt})))`;
    return this.db
      .select({
        day,
        feature: generations.feature,
        renders: sql<number>`(count(*) filter (where ${generations.state} = 'COMPLETE'))::int`,
        failures: sql<number>`(count(*) filter (where ${generations.state} = 'FAILED'))::int`,
        medianSeconds: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${seconds}) filter (where ${generations.state} = 'COMPLETE')`,
      })
      .from(generations)
      .where(
        and(
          gte(generations.completedAt, since),
          inArray(generations.state, ['COMPLETE', 'FAILED']),
        ),
      )
      .groupBy(day, generations.feature);
  }
}
