import { FREE_PLAN, MESSAGES } from '@orato/shared';
import type { UserResponse } from '@orato/shared';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/text-field';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useUser } from '@/features/account/api/get-user';
import { CancelSubscriptionButton } from '@/features/account/components/cancel-subscription-button';
import { formatLongDate } from '@/utils/format-date';
import { formatCount } from '@/utils/format-number';

const displayPlan = (plan: string) => (plan === FREE_PLAN ? 'Free' : plan);

/**
 * Spec §2 Profile tab: the sign-in e-mail, plan, price and cancellation date, the scheduled-end
 * notice, Cancel Subscription (only for a paid plan not already cancelled) and Subscribe.
 * `billingActions` are extra buttons for a user with a billing account; `planNotice` tells of a
 * change of plan waiting for the renewal (with its way back), while the plan is not set to end.
 */
export function AccountDetails({
  billingActions,
  planNotice,
}: {
  billingActions?: ReactNode;
  planNotice?: ReactNode;
}) {
  const user = useUser();

  if (user.isPending) {
    return <AccountDetailsSkeleton />;
  }

  if (user.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-3xl border border-rose-400/30 bg-rose-500/5 px-6 py-12 text-center"
      >
        <p className="text-sm font-medium text-rose-200">{MESSAGES.profile.loadFailed}</p>
        <Button variant="secondary" size="sm" onClick={() => void user.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return <AccountCard user={user.data} billingActions={billingActions} planNotice={planNotice} />;
}

function AccountCard({
  user,
  billingActions,
  planNotice,
}: {
  user: UserResponse;
  billingActions?: ReactNode;
  planNotice?: ReactNode;
}) {
  const titleId = useId();
  const canCancel = user.plan !== FREE_PLAN && !user.cancel_subscription;

  const facts: Array<[string, string]> = [
    ['Plan', displayPlan(user.plan)],
    ['Price', user.price ?? '—'],
    ['Credits', formatCount(user.credits)],
    ['Cancellation date', formatLongDate(user.cancellation_date)],
    ...(user.subscription_status
      ? ([['Plan status', displayStatus(user.subscription_status)]] as Array<[string, string]>)
      : []),
  ];

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        Account
      </h2>

      <TextField label="Sign in method" value={user.email} readOnly type="email" className="mt-5" />

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        {facts.map(([term, value]) => (
          <div
            key={term}
            className="rounded-2xl border border-white/5 bg-navy-950/50 px-3.5 py-3.5 sm:px-4"
          >
            <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{term}</dt>
            <dd className="mt-1 text-[0.9375rem] font-semibold break-words text-white sm:text-base">
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {user.cancel_subscription ? null : planNotice}
      {user.payment_failed ? <PaymentFailedNotice /> : null}
      {user.purchases_paused ? (
        <p
          role="status"
          className="mt-6 rounded-2xl border border-ember-400/30 bg-ember-400/10 px-4 py-3.5 text-sm leading-relaxed text-ember-300"
        >
          {MESSAGES.billing.purchasesPaused}
        </p>
      ) : null}
      {user.cancel_subscription ? <SubscriptionEndNotice endsOn={user.next_billing_date} /> : null}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <LinkButton to={paths.dashboard.subscription.getHref()}>Subscribe</LinkButton>
        {canCancel ? <CancelSubscriptionButton endsOn={user.next_billing_date} /> : null}
        {user.customer_id ? billingActions : null}
      </div>
    </section>
  );
}

/** The provider's status words (past_due, unpaid…) as people read them. */
const displayStatus = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

/** A renewal did not go through: the card on file needs updating (the billing portal does it). */
function PaymentFailedNotice() {
  return (
    <p
      role="alert"
      className="mt-6 rounded-2xl border border-rose-400/30 bg-rose-500/10 px-4 py-3.5 text-sm font-semibold leading-relaxed text-rose-200"
    >
      {MESSAGES.billing.paymentFailed}
    </p>
  );
}

/** Spec §4: once cancelled, the subscription ends on the next billing date, and with it the usage. */
function SubscriptionEndNotice({ endsOn }: { endsOn: number | null }) {
  const when = endsOn ? `on ${formatLongDate(endsOn)}` : 'at the end of the paid term';
  return (
    <p
      role="status"
      className="mt-6 rounded-2xl border border-ember-400/30 bg-ember-400/10 px-4 py-3.5 text-sm leading-relaxed text-ember-300"
    >
      Your subscription has been cancelled and ends {when}. After that, your remaining usage
      capacity ends.
    </p>
  );
}

function AccountDetailsSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading your account"
      className="animate-pulse rounded-3xl border border-white/10 bg-navy-900/60 p-5 sm:p-8"
    >
      <div className="h-5 w-28 rounded-full bg-white/10" />
      <div className="mt-6 h-4 w-32 rounded-full bg-white/10" />
      <div className="mt-2 h-12 rounded-xl bg-white/5" />
      <div className="mt-6 grid grid-cols-2 gap-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-[4.5rem] rounded-2xl bg-white/5" />
        ))}
      </div>
    </div>
  );
}
