import { useQueryClient } from '@tanstack/react-query';

import { ContentLayout } from '@/components/layouts/content-layout';
import { userQueryKey } from '@/features/account/api/get-user';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { EngineNotice } from '@/features/engines/components/engine-notice';
import { NanoBananaStudio } from '@/features/images/components/nano-banana-studio';

export function NanoBananaRoute() {
  const queryClient = useQueryClient();

  return (
    <ContentLayout
      title="AI Image Generation"
      description="Text to Image, Single Image + Prompt, or Multiple Images + Prompt."
      actions={<CreditsBadge />}
    >
      <EngineNotice feature="nano-banana" className="mb-6 self-start" />
      {/* each image costs credits: refresh the user record after one is made */}
      <NanoBananaStudio
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}
      />
    </ContentLayout>
  );
}
