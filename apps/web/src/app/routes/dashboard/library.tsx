import { MESSAGES } from '@orato/shared';

import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { LibraryIcon } from '@/components/ui/icons';

export function LibraryRoute() {
  return (
    <ContentLayout title="Library" description="Your avatar videos, VEO videos and AI images.">
      <EmptyState icon={<LibraryIcon className="size-7" />} title={MESSAGES.library.emptyTitle}>
        {MESSAGES.library.emptyText}
      </EmptyState>
    </ContentLayout>
  );
}
