import { ContentLayout } from '@/components/layouts/content-layout';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { LibraryTabs } from '@/features/library/components/library-tabs';

export function LibraryRoute() {
  return (
    <ContentLayout
      title="Library"
      description="Your avatar videos, VEO videos and AI images."
      actions={<CreditsBadge />}
    >
      <LibraryTabs />
    </ContentLayout>
  );
}
