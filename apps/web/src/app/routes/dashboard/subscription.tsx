import { useQueryClient } from '@tanstack/react-query';

import { ContentLayout } from '@/components/layouts/content-layout';
import { userQueryKey } from '@/features/account/api/get-user';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { subscriptionQueryKey, useSubscription } from '@/features/billing/api/get-subscription';
import { CheckoutReturn } from '@/features/billing/components/checkout-return';
import { CurrentPlanCard } from '@/features/billing/components/current-plan-card';
import { PlanPicker } from '@/features/billing/components/plan-picker';

export function SubscriptionRoute() {
  const queryClient = useQueryClient();
  // a change of plan moves the user record (plan, credits) and, for an upgrade, the credits ledger
  const refreshAccount = () => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['credits'] });
  };
  const subscription = useSubscription();
  // undefined while the plan is not known; a failed lookup leaves the checkout flow as it is
  const currentLookupKey = subscription.isPending
    ? undefined
    : (subscription.data?.lookup_key ?? null);

  return (
    <ContentLayout
      title="Subscription"
      description="Choose Starter, Standard or Pro, billed monthly or yearly."
      actions={<CreditsBadge />}
    >
      {/* a finished checkout changes the plan and the credits: refresh the user record and plan */}
      <CheckoutReturn
        onSettled={() => {
          void queryClient.invalidateQueries({ queryKey: userQueryKey });
          void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
        }}
      />
      <div className="flex flex-col gap-6">
        <CurrentPlanCard onPlanChanged={refreshAccount} />
        <PlanPicker currentLookupKey={currentLookupKey} onPlanChanged={refreshAccount} />
      </div>
    </ContentLayout>
  );
}
