import { ContentLayout } from '@/components/layouts/content-layout';
import { ProvidersBoard } from '@/features/admin/components/providers-board';

export function AdminProvidersRoute() {
  return (
    <ContentLayout title="Providers" description="Each provider checked now, and its last hour.">
      <ProvidersBoard />
    </ContentLayout>
  );
}
