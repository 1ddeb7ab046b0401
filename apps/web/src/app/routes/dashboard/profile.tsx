import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { UserIcon } from '@/components/ui/icons';

export function ProfileRoute() {
  return (
    <ContentLayout title="Profile" description="Your sign-in method, plan and payment history.">
      <EmptyState icon={<UserIcon className="size-7" />} title="Your account details">
        Your plan, billing dates and payment history will be shown here.
      </EmptyState>
    </ContentLayout>
  );
}
