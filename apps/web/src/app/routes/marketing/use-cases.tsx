import { WEB_ROUTES } from '@orato/shared';

import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { UseCaseGrid, UseCasesCarousel } from '@/features/marketing/components/use-cases-section';

export function UseCasesRoute() {
  return (
    <MarketingPage
      path={WEB_ROUTES.useCases}
      eyebrow="Use cases"
      title="Use cases"
      intro="Marketing, education, training and storytelling: wherever a message deserves a face and a voice, Orato makes the video."
      contentHeading="Ways to use Orato"
    >
      <UseCasesCarousel />
      <h2 className="mt-20 mb-8 text-center text-2xl font-bold text-white sm:text-3xl">
        Made for creators, marketers, educators, trainers, HR teams, founders and small businesses
      </h2>
      <UseCaseGrid />
    </MarketingPage>
  );
}
