import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { ImageIcon } from '@/components/ui/icons';

export function NanoBananaRoute() {
  return (
    <ContentLayout
      title="AI Image Generation"
      description="Text to Image, Single Image + Prompt, or Multiple Images + Prompt."
    >
      <EmptyState icon={<ImageIcon className="size-7" />} title="Your images will appear here">
        Write a prompt, add up to four images if you like, and generate.
      </EmptyState>
    </ContentLayout>
  );
}
