import { selectPlan } from '@orato/shared';
import type { BillingPeriod, Plan, PlanTier } from '@orato/shared';

export const PERIOD_LABELS: Record<BillingPeriod, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** '$8.99/month' → { amount: '$8.99', suffix: '/month' }; a one-time price has the suffix 'one-time'. */
export function splitPrice(plan: Plan): { amount: string; suffix: string } {
  const [amount = plan.priceText, period] = plan.priceText.split('/');
  return { amount, suffix: period ? `/${period}` : 'one-time' };
}

/** How the plan is paid: 'One-time payment', 'Monthly' or 'Yearly'. */
export function billingLabel(plan: Plan): string {
  return plan.effect.kind === 'subscription'
    ? PERIOD_LABELS[plan.effect.period]
    : 'One-time payment';
}

/** What a year billed yearly saves against twelve monthly payments, in whole percent (0 for Starter). */
export function yearlySavingsPercent(tier: PlanTier): number {
  const monthly = selectPlan(tier, 'monthly');
  const yearly = selectPlan(tier, 'yearly');
  if (monthly === yearly) {
    return 0;
  }
  return Math.floor((1 - yearly.priceCents / (monthly.priceCents * 12)) * 100);
}
