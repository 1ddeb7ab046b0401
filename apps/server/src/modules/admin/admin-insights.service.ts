import {
  PLANS,
  periodEnd,
  planName,
  type AdminBusinessDay,
  type AdminBusinessResponse,
  type AdminProvidersResponse,
  type Plan,
} from '@orato/shared';
import { addSeconds, type Clock } from '../../lib/clock';
import type { ProviderDoctor } from '../health/provider-doctor.service';
import type { AdminBusinessRepository } from './admin-business.repository';
import type { ProviderCallsRepository } from './provider-calls.repository';

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;
const BUSINESS_DAYS = 30;
/** Provider calls are kept this long: the console reads an hour, a day covers a late look. */
const PROVIDER_CALLS_KEPT_SECONDS = DAY_SECONDS;

/** The console's read-only figures: providers now and over the last hour, the business by day. */
export class AdminInsightsService {
  constructor(
    private readonly deps: {
      doctor: Pick<ProviderDoctor, 'examine'>;
      providerCalls: ProviderCallsRepository;
      business: AdminBusinessRepository;
      clock: Clock;
    },
  ) {}

  async providers(): Promise<AdminProvidersResponse> {
    const since = addSeconds(this.deps.clock(), -HOUR_SECONDS);
    const [checks, usage] = await Promise.all([
      this.deps.doctor.examine(),
      this.deps.providerCalls.usageSince(since),
    ]);
    return {
      checks,
      usage: usage.map((row) => ({
        provider: row.provider,
        calls: row.calls,
        failures: row.failures,
        p95_ms: row.p95Ms === null ? null : Math.round(row.p95Ms),
      })),
      window_seconds: HOUR_SECONDS,
    };
  }

  pruneProviderCalls(): Promise<number> {
    return this.deps.providerCalls.pruneBefore(
      addSeconds(this.deps.clock(), -PROVIDER_CALLS_KEPT_SECONDS),
    );
  }

  async business(): Promise<AdminBusinessResponse> {
    const days = lastDays(this.deps.clock(), BUSINESS_DAYS);
    const since = new Date(`${days[0]}T00:00:00Z`);
    const { business } = this.deps;
    // a yearly plan paid up to a year ago still counts in this month's recurring revenue
    const [signups, paying, paid, credits, renders] = await Promise.all([
      business.signups(since),
      business.payingUsers(since),
      business.paidPayments(addSeconds(since, -366 * DAY_SECONDS)),
      business.credits(since),
      business.renders(since),
    ]);
    const count = (rows: { day: string; count: number }[]) =>
      new Map(rows.map((row) => [row.day, row.count]));
    const signupsByDay = count(signups);
    const payingByDay = count(paying);
    const creditsByDay = new Map(credits.map((row) => [row.day, row]));
    return {
      days: days.map((day): AdminBusinessDay => {
        const mrr = recurringRevenue(paid, new Date(`${day}T23:59:59.999Z`));
        return {
          day,
          signups: signupsByDay.get(day) ?? 0,
          paying_users: payingByDay.get(day) ?? 0,
          mrr_cents_by_plan: mrr,
          mrr_cents: Object.values(mrr).reduce((sum, cents) => sum + cents, 0),
          credits_sold: creditsByDay.get(day)?.sold ?? 0,
          credits_spent: creditsByDay.get(day)?.spent ?? 0,
          credits_returned: creditsByDay.get(day)?.returned ?? 0,
          tools: renders
            .filter((row) => row.day === day)
            .map((row) => ({
              feature: row.feature,
              renders: row.renders,
              failures: row.failures,
              failure_rate:
                row.renders + row.failures > 0 ? row.failures / (row.renders + row.failures) : null,
              median_render_seconds:
                row.medianSeconds === null ? null : Math.round(Number(row.medianSeconds) * 10) / 10,
            })),
        };
      }),
    };
  }
}

/** The `count` UTC days ending today, oldest first, as `YYYY-MM-DD`. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    addSeconds(now, -(count - 1 - index) * DAY_SECONDS)
      .toISOString()
      .slice(0, 10),
  );
}

const PLANS_BY_NAME = new Map<string, Plan>(PLANS.map((plan) => [planName(plan), plan]));

/**
 * Monthly recurring revenue at `at`, in cents by plan: every subscription payment whose paid
 * period covers that moment, a yearly one counted as a twelfth of its price.
 */
export function recurringRevenue(
  paid: { plan: string; priceCents: number; paidAt: Date }[],
  at: Date,
): Record<string, number> {
  const byPlan: Record<string, number> = {};
  for (const payment of paid) {
    const plan = PLANS_BY_NAME.get(payment.plan);
    if (plan?.effect.kind !== 'subscription' || payment.paidAt > at) {
      continue;
    }
    if (periodEnd(payment.paidAt, plan.effect.period) <= at) {
      continue;
    }
    const monthly =
      plan.effect.period === 'yearly' ? Math.round(payment.priceCents / 12) : payment.priceCents;
    byPlan[plan.lookupKey] = (byPlan[plan.lookupKey] ?? 0) + monthly;
  }
  return byPlan;
}
