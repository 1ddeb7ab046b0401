import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PlanCards } from '@/features/marketing/components/pricing-section';

export function PricingRoute() {
  return (
    <MarketingPage
      eyebrow="Pricing"
      title="Plans and pricing"
      intro="Buy a one-time starter pack or subscribe monthly or yearly. Each credit is one second of video."
    >
      <PlanCards />
    </MarketingPage>
  );
}
