import { WEB_ROUTES } from '@orato/shared';

import { AvatarsSection } from '@/features/marketing/components/avatars-section';
import { CtaSection } from '@/features/marketing/components/cta-section';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { HowItWorksSection } from '@/features/marketing/components/how-it-works-section';
import { MarketingHead } from '@/features/marketing/components/marketing-head';
import { MarqueeStrip } from '@/features/marketing/components/marquee';
import { PricingSection } from '@/features/marketing/components/pricing-section';
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section';
import { UseCasesSection } from '@/features/marketing/components/use-cases-section';

export function LandingRoute() {
  return (
    <>
      <MarketingHead path={WEB_ROUTES.home} />
      <HeroSection />
      <MarqueeStrip />
      <AvatarsSection />
      <HowItWorksSection />
      <FeaturesSection />
      <UseCasesSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
