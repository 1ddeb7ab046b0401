import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { UseCaseGrid } from '@/features/marketing/components/use-cases-section';

export function UseCasesRoute() {
  return (
    <MarketingPage
      eyebrow="Use cases"
      title="Use cases"
      intro="Marketing, education, training and storytelling: wherever a message deserves a face and a voice, Orato makes the video."
    >
      <UseCaseGrid />
    </MarketingPage>
  );
}
