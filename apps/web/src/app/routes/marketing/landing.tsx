import { Head } from '@/components/seo/head';
import { AvatarsSection } from '@/features/marketing/components/avatars-section';
import { CtaSection } from '@/features/marketing/components/cta-section';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { HowItWorksSection } from '@/features/marketing/components/how-it-works-section';
import { PricingSection } from '@/features/marketing/components/pricing-section';
import { TestimonialsSection } from '@/features/marketing/components/testimonials-section';
import { UseCasesSection } from '@/features/marketing/components/use-cases-section';

export function LandingRoute() {
  return (
    <>
      <Head description="Orato turns your words into talking-avatar videos, text-to-video clips and AI images. No camera, no actors." />
      <HeroSection />
      <HowItWorksSection />
      <AvatarsSection />
      <UseCasesSection />
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
