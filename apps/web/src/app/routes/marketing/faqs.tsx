import { WEB_ROUTES } from '@orato/shared';

import { FaqList } from '@/features/marketing/components/faq-section';
import { MarketingPage } from '@/features/marketing/components/marketing-page';

export function FaqsRoute() {
  return (
    <MarketingPage
      path={WEB_ROUTES.faqs}
      eyebrow="FAQs"
      title="Frequently asked questions"
      intro="Answers about avatars, languages, video length, commercial use and credits."
      contentHeading="Questions and answers"
    >
      <FaqList />
    </MarketingPage>
  );
}
