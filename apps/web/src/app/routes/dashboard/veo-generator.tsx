import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { ContentLayout } from '@/components/layouts/content-layout';
import { userQueryKey } from '@/features/account/api/get-user';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { EngineNotice } from '@/features/engines/components/engine-notice';
import { VeoStudio } from '@/features/veo/components/veo-studio';

export function VeoGeneratorRoute() {
  const queryClient = useQueryClient();
  // a clip holds its credits when it starts and settles them when it ends: refresh 'Credits: N'
  const refreshCredits = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );

  return (
    <ContentLayout
      title="Veo Video Generation"
      description="Describe a scene in up to 750 words and generate a video clip."
      actions={<CreditsBadge />}
    >
      <EngineNotice feature="veo3-videos" className="mb-6 self-start" />
      <VeoStudio onCreditsChanged={refreshCredits} />
    </ContentLayout>
  );
}
