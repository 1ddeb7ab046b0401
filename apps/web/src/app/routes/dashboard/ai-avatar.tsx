import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { AvatarIcon } from '@/components/ui/icons';

export function AiAvatarRoute() {
  return (
    <ContentLayout
      title="AI Talking Avatars"
      description="Write an idea, draft the script, choose an avatar and generate your video."
    >
      <EmptyState icon={<AvatarIcon className="size-7" />} title="Start with an idea">
        Your script, avatar choice and finished video will appear here, step by step.
      </EmptyState>
    </ContentLayout>
  );
}
