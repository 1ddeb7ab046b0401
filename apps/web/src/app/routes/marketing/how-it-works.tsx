import { HowItWorksSteps } from '@/features/marketing/components/how-it-works-section';
import { MarketingPage } from '@/features/marketing/components/marketing-page';

export function HowItWorksRoute() {
  return (
    <MarketingPage
      eyebrow="How it works"
      title="How Orato works"
      intro="Describe your idea, let Orato draft the script, choose an AI avatar and generate a finished video with a realistic voiceover."
    >
      <HowItWorksSteps />
    </MarketingPage>
  );
}
