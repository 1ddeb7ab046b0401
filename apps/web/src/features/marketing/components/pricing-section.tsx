import { PLANS, PRODUCT } from '@orato/shared';

import { CheckIcon } from '@/components/ui/icons';
import { LinkButton } from '@/components/ui/link-button';
import { landingSections, paths } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';
import { cn } from '@/utils/cn';

const featuredTier = 'standard';

// one card per tier: Starter (one-time) and the monthly price of each subscription
const cards = PLANS.filter(
  (plan) => plan.effect.kind === 'credit-pack' || plan.effect.period === 'monthly',
);

export function PlanCards() {
  return (
    <div className="mx-auto max-w-5xl">
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((plan) => {
          const isFeatured = plan.tier === featuredTier;
          const [amount, period] = plan.priceText.split('/');
          return (
            <li
              key={plan.lookupKey}
              className={cn(
                'flex flex-col rounded-3xl border p-7',
                isFeatured
                  ? 'border-brand-400/60 bg-gradient-to-b from-brand-400/10 to-navy-900 shadow-xl shadow-brand-500/10'
                  : 'border-white/10 bg-navy-900/60',
              )}
            >
              <div className="flex items-center justify-between">
                <h3 className="text-lg font-semibold text-white">{plan.label}</h3>
                {isFeatured ? (
                  <span className="rounded-full bg-brand-400 px-3 py-1 text-xs font-semibold text-navy-950">
                    Popular
                  </span>
                ) : null}
              </div>
              <p className="mt-5 flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight text-white">{amount}</span>
                <span className="text-sm text-slate-400">{period ? `/${period}` : 'one-time'}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-300">
                <li className="flex gap-2">
                  <CheckIcon className="size-5 shrink-0 text-brand-400" />
                  {plan.credits.toLocaleString('en-US')} credits
                </li>
                <li className="flex gap-2">
                  <CheckIcon className="size-5 shrink-0 text-brand-400" />1 credit = 1 second of
                  video
                </li>
                <li className="flex gap-2">
                  <CheckIcon className="size-5 shrink-0 text-brand-400" />
                  Full customer support
                </li>
              </ul>
              <LinkButton
                to={paths.auth.login.getHref()}
                variant={isFeatured ? 'primary' : 'secondary'}
                className="mt-8 w-full"
              >
                Get Started
              </LinkButton>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-400">
        Yearly billing is available for Standard and Pro. Questions? Write to{' '}
        <a
          href={`mailto:${PRODUCT.defaultContactEmail}`}
          className="rounded font-medium text-brand-300 underline-offset-4 hover:underline"
        >
          {PRODUCT.defaultContactEmail}
        </a>
        .
      </p>
    </div>
  );
}

export function PricingSection() {
  return (
    <Section
      id={landingSections.pricing}
      eyebrow="Pricing"
      title="Simple plans, paid in credits"
      intro="Start with a one-time pack or subscribe monthly. Every credit is one second of video."
      className="bg-navy-900/40"
    >
      <PlanCards />
    </Section>
  );
}
