import { ContentLayout } from '@/components/layouts/content-layout';
import { BusinessBoard } from '@/features/admin/components/business-board';

export function AdminBusinessRoute() {
  return (
    <ContentLayout title="Business" description="The last 30 days, per day (UTC).">
      <BusinessBoard />
    </ContentLayout>
  );
}
