import type { FeatureKey } from '@orato/shared';
import type { ReactNode } from 'react';

import { ContentLayout } from '@/components/layouts/content-layout';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { EngineNotice } from '@/features/engines/components/engine-notice';

/** A generator's page: its title, the user's credits, which engine makes it, then the tool. */
export function GeneratorPage({
  title,
  description,
  feature,
  children,
}: {
  title: string;
  description: string;
  feature: FeatureKey;
  children: ReactNode;
}) {
  return (
    <ContentLayout title={title} description={description} actions={<CreditsBadge />}>
      <EngineNotice feature={feature} className="mb-6 self-start" />
      {children}
    </ContentLayout>
  );
}
