import { MESSAGES } from '@orato/shared';

import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { VideoIcon } from '@/components/ui/icons';

export function VeoGeneratorRoute() {
  return (
    <ContentLayout
      title="Veo Video Generation"
      description="Describe a scene in up to 750 words and generate a video clip."
    >
      <EmptyState icon={<VideoIcon className="size-7" />} title={MESSAGES.veo.emptyPreview}>
        Your generated clip will play here.
      </EmptyState>
    </ContentLayout>
  );
}
