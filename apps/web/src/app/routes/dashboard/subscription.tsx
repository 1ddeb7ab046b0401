import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { CardIcon } from '@/components/ui/icons';

export function SubscriptionRoute() {
  return (
    <ContentLayout
      title="Subscription"
      description="Choose Starter, Standard or Pro, billed monthly or yearly."
    >
      <EmptyState icon={<CardIcon className="size-7" />} title="Choose your plan">
        Plan selection and checkout will be available here.
      </EmptyState>
    </ContentLayout>
  );
}
