import { WEB_ROUTES } from '@orato/shared';

import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { TestimonialsCarousel } from '@/features/marketing/components/testimonials-section';

export function TestimonialsRoute() {
  return (
    <MarketingPage
      path={WEB_ROUTES.testimonials}
      eyebrow="Testimonials"
      title="Testimonials"
      intro="Creators, marketers, educators and HR teams use Orato to explain, teach and sell without stepping in front of a camera."
      contentHeading="What our users say"
    >
      <TestimonialsCarousel />
    </MarketingPage>
  );
}
