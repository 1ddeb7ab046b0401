import { useQueryClient } from '@tanstack/react-query';

import { ContentLayout } from '@/components/layouts/content-layout';
import { userQueryKey } from '@/features/account/api/get-user';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { CheckoutReturn } from '@/features/billing/components/checkout-return';
import { PlanPicker } from '@/features/billing/components/plan-picker';

export function SubscriptionRoute() {
  const queryClient = useQueryClient();

  return (
    <ContentLayout
      title="Subscription"
      description="Choose Starter, Standard or Pro, billed monthly or yearly."
      actions={<CreditsBadge />}
    >
      {/* a finished checkout changes the plan and the credits: refresh the user record */}
      <CheckoutReturn
        onSettled={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}
      />
      <PlanPicker />
    </ContentLayout>
  );
}
