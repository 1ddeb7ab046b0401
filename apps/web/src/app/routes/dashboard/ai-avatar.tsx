import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { ContentLayout } from '@/components/layouts/content-layout';
import { userQueryKey } from '@/features/account/api/get-user';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { EngineNotice } from '@/features/engines/components/engine-notice';
import { AvatarWizard } from '@/features/avatar/components/avatar-wizard';

export function AiAvatarRoute() {
  const queryClient = useQueryClient();
  // a video holds credits when it starts and settles them when it ends: refresh 'Credits: N'
  const refreshCredits = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );

  return (
    <ContentLayout
      title="AI Talking Avatars"
      description="Write an idea, draft the script, choose an avatar and generate your video."
      actions={<CreditsBadge />}
    >
      <EngineNotice feature="ai-avatar" className="mb-6 self-start" />
      <AvatarWizard onCreditsChanged={refreshCredits} />
    </ContentLayout>
  );
}
