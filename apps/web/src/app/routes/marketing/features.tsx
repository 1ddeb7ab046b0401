import { WEB_ROUTES } from '@orato/shared';

import { FeatureGrid } from '@/features/marketing/components/features-section';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { AvatarGrid } from '@/features/marketing/components/avatars-section';

export function FeaturesRoute() {
  return (
    <MarketingPage
      path={WEB_ROUTES.features}
      eyebrow="Features"
      title="Features"
      intro="Script generation, more than 100 AI avatars, real voiceovers and studio-quality video, all in one place."
      contentHeading="What you get"
    >
      <FeatureGrid />
      <h2 className="mt-20 mb-8 text-center text-2xl font-bold text-white sm:text-3xl">
        Who will Speak for you?
      </h2>
      <AvatarGrid />
    </MarketingPage>
  );
}
