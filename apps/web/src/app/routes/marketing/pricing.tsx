import { WEB_ROUTES } from '@orato/shared';

import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { PlanTable, PricingPanel } from '@/features/marketing/components/pricing-section';

export function PricingRoute() {
  return (
    <MarketingPage
      path={WEB_ROUTES.pricing}
      eyebrow="Pricing"
      title="Plans and pricing"
      intro="Buy a one-time starter pack or subscribe monthly or yearly. Each credit is one second of video."
      contentHeading="Plans"
    >
      <div id="plan">
        <PricingPanel />
      </div>
      <PlanTable />
    </MarketingPage>
  );
}
