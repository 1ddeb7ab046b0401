import { FeatureGrid } from '@/features/marketing/components/features-section';
import { MarketingPage } from '@/features/marketing/components/marketing-page';

export function FeaturesRoute() {
  return (
    <MarketingPage
      eyebrow="Features"
      title="Features"
      intro="Script generation, more than 100 AI avatars, real voiceovers and studio-quality video, all in one place."
    >
      <FeatureGrid />
    </MarketingPage>
  );
}
