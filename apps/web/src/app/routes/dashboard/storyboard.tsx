import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import { ContentLayout } from '@/components/layouts/content-layout';
import { useUser, userQueryKey } from '@/features/account/api/get-user';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { useCreators } from '@/features/avatar/api/list-creators';
import { StoryboardStudio } from '@/features/storyboard/components/storyboard-studio';
import { useActiveJobs } from '@/lib/active-jobs';

export function StoryboardRoute() {
  const queryClient = useQueryClient();
  const user = useUser();
  // the avatar tool's presenters are the storyboard's
  const creators = useCreators();
  const running = useActiveJobs('storyboard').data?.[0];
  // a storyboard holds its credits when it starts and settles them when it ends: refresh 'Credits: N'
  const refreshCredits = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );
  const presenters = useMemo(
    () => ({
      list: creators.data ?? [],
      isLoading: creators.isPending,
      error: creators.isError
        ? `The presenters could not be loaded: ${creators.error.message}`
        : null,
    }),
    [creators.data, creators.isPending, creators.isError, creators.error],
  );

  return (
    <ContentLayout
      title="Storyboard"
      description="One video from many scenes: presenter lines, generated shots and stills, in your order."
      actions={<CreditsBadge />}
    >
      <StoryboardStudio
        presenters={presenters}
        credits={user.data?.credits}
        runningId={running?.id}
        onCreditsChanged={refreshCredits}
      />
    </ContentLayout>
  );
}
