import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { AudienceList } from '@/features/marketing/components/testimonials-section';

export function TestimonialsRoute() {
  return (
    <MarketingPage
      eyebrow="Testimonials"
      title="Testimonials"
      intro="Creators, marketers, educators and HR teams use Orato to explain, teach and sell without stepping in front of a camera."
    >
      <AudienceList />
    </MarketingPage>
  );
}
