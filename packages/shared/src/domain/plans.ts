import { PRODUCT } from './brand';

export const PLAN_TIERS = ['starter', 'standard', 'pro'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * What each plan is called and who it is for: one wording for the landing page's pricing panel
 * and the dashboard's Subscription page (the spec gives prices and credits, not these lines).
 */
export const PLAN_TIER_COPY: Readonly<Record<PlanTier, { label: string; description: string }>> = {
  starter: {
    label: 'Starter',
    description: `Try ${PRODUCT.name} with a one-time pack of credits. No subscription.`,
  },
  standard: { label: 'Standard', description: 'For creators who publish every month.' },
  pro: { label: 'Pro', description: 'For teams and businesses producing video at scale.' },
};

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type PlanEffect = { kind: 'credit-pack' } | { kind: 'subscription'; period: BillingPeriod };

export interface Plan {
  lookupKey: string;
  tier: PlanTier;
  label: string;
  /** Price in US cents: money is never a float. */
  priceCents: number;
  priceText: string;
  credits: number;
  effect: PlanEffect;
}

const key = (...parts: string[]) => [PRODUCT.slug, ...parts].join('-');

export const PLANS = [
  {
    lookupKey: key('starter'),
    tier: 'starter',
    label: 'Starter',
    priceCents: 499,
    priceText: '$4.99',
    credits: 60,
    effect: { kind: 'credit-pack' },
  },
  {
    lookupKey: key('standard', 'monthly'),
    tier: 'standard',
    label: 'Standard',
    priceCents: 899,
    priceText: '$8.99/month',
    credits: 120,
    effect: { kind: 'subscription', period: 'monthly' },
  },
  {
    lookupKey: key('standard', 'yearly'),
    tier: 'standard',
    label: 'Standard',
    priceCents: 9999,
    priceText: '$99.99/year',
    credits: 1440,
    effect: { kind: 'subscription', period: 'yearly' },
  },
  {
    lookupKey: key('pro', 'monthly'),
    tier: 'pro',
    label: 'Pro',
    priceCents: 2999,
    priceText: '$29.99/month',
    credits: 450,
    effect: { kind: 'subscription', period: 'monthly' },
  },
  {
    lookupKey: key('pro', 'yearly'),
    tier: 'pro',
    label: 'Pro',
    priceCents: 32999,
    priceText: '$329.99/year',
    credits: 5400,
    effect: { kind: 'subscription', period: 'yearly' },
  },
] as const satisfies readonly Plan[];

export type PlanLookupKey = (typeof PLANS)[number]['lookupKey'];

export const FREE_PLAN = 'free';

export function findPlan(lookupKey: string): Plan | undefined {
  return PLANS.find((plan) => plan.lookupKey === lookupKey);
}

/** When a paid period that starts at `from` ends: one calendar month or year later, in UTC. */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  if (period === 'monthly') {
    end.setUTCMonth(end.getUTCMonth() + 1);
  } else {
    end.setUTCFullYear(end.getUTCFullYear() + 1);
  }
  return end;
}

/** The plan a tier and period select; Starter is always one-time, whatever the period. */
export function selectPlan(tier: PlanTier, period: BillingPeriod): Plan {
  const plan = PLANS.find(
    (candidate) =>
      candidate.tier === tier &&
      (candidate.effect.kind === 'credit-pack' || candidate.effect.period === period),
  );
  if (!plan) {
    throw new Error(`No plan for ${tier}/${period}`);
  }
  return plan;
}
