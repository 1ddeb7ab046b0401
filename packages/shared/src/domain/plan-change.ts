import { PLAN_TIERS, type BillingPeriod, type Plan } from './plans';

/**
 * A subscriber's move from one plan to another. An upgrade (a higher tier for at least as long a
 * period, or a longer period of the same tier) takes effect at once and is charged the prorated
 * difference; every other move waits for the end of the paid period and charges nothing now.
 */
export type PlanChangeKind = 'current' | 'upgrade' | 'at-renewal';

const PERIOD_RANK: Readonly<Record<BillingPeriod, number>> = { monthly: 0, yearly: 1 };

function periodOf(plan: Plan): BillingPeriod | null {
  return plan.effect.kind === 'subscription' ? plan.effect.period : null;
}

export function planChangeKind(from: Plan, to: Plan): PlanChangeKind {
  const fromPeriod = periodOf(from);
  const toPeriod = periodOf(to);
  if (!fromPeriod || !toPeriod) {
    throw new Error('plan changes are between subscriptions');
  }
  if (from.lookupKey === to.lookupKey) {
    return 'current';
  }
  const tierStep = PLAN_TIERS.indexOf(to.tier) - PLAN_TIERS.indexOf(from.tier);
  const periodStep = PERIOD_RANK[toPeriod] - PERIOD_RANK[fromPeriod];
  return tierStep >= 0 && periodStep >= 0 ? 'upgrade' : 'at-renewal';
}

/** What the button offering `to` to a subscriber of `from` says. */
export function planChangeAction(from: Plan, to: Plan): string {
  const kind = planChangeKind(from, to);
  if (kind === 'current') {
    return 'Current plan';
  }
  if (from.tier === to.tier) {
    return `Switch to ${periodOf(to)}`;
  }
  if (kind === 'upgrade') {
    return 'Upgrade';
  }
  // a higher tier for a shorter period waits for the renewal, so it is not called an upgrade
  const higher = PLAN_TIERS.indexOf(to.tier) > PLAN_TIERS.indexOf(from.tier);
  return higher ? `Switch to ${planName(to)}` : 'Downgrade';
}

/** "Pro Monthly", "Standard Yearly", "Starter": how a plan is named in history and messages. */
export function planName(plan: Plan): string {
  const period = periodOf(plan);
  return period ? `${plan.label} ${period === 'monthly' ? 'Monthly' : 'Yearly'}` : plan.label;
}

/** Credits an upgrade adds now: the new allowance less what this period's plan already granted. */
export function upgradeCredits(from: Plan, to: Plan): number {
  return Math.max(0, to.credits - from.credits);
}

/** When the paid period that ends at `end` began: one calendar month or year earlier, in UTC. */
export function periodStart(end: Date, period: BillingPeriod): Date {
  const start = new Date(end);
  if (period === 'monthly') {
    start.setUTCMonth(start.getUTCMonth() - 1);
  } else {
    start.setUTCFullYear(start.getUTCFullYear() - 1);
  }
  return start;
}

export interface Proration {
  /** What is charged now, in US cents. */
  amountCents: number;
  /** The end of the paid period after the change: a longer period starts again today. */
  periodEnd: Date;
}

/**
 * Stripe's proration, second by second: the unused part of the current price comes off, the
 * new price is charged for the same remaining time, or, when the interval grows (monthly to
 * yearly), in full for a new period that starts now.
 */
export function prorate(
  from: Plan,
  to: Plan,
  period: { start: Date; end: Date },
  at: Date,
): Proration {
  const total = period.end.getTime() - period.start.getTime();
  const remaining = Math.min(Math.max(period.end.getTime() - at.getTime(), 0), total);
  const share = total > 0 ? remaining / total : 0;
  const unused = Math.round(from.priceCents * share);
  const toPeriod = periodOf(to);
  if (toPeriod && toPeriod !== periodOf(from)) {
    const end = new Date(at);
    end.setUTCFullYear(end.getUTCFullYear() + (toPeriod === 'yearly' ? 1 : 0));
    end.setUTCMonth(end.getUTCMonth() + (toPeriod === 'monthly' ? 1 : 0));
    return { amountCents: Math.max(0, to.priceCents - unused), periodEnd: end };
  }
  return {
    amountCents: Math.max(0, Math.round(to.priceCents * share) - unused),
    periodEnd: period.end,
  };
}

/** "$21.00": cents as the app shows money. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
