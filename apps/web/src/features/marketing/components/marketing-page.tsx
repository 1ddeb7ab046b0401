import type { ReactNode } from 'react';

import { CtaSection } from '@/features/marketing/components/cta-section';
import { MarketingHead } from '@/features/marketing/components/marketing-head';
import { PageHeader } from '@/features/marketing/components/section';
import type { MarketingPath } from '@/features/marketing/seo';

interface MarketingPageProps {
  path: MarketingPath;
  title: string;
  eyebrow: string;
  intro: string;
  /** Names the page's content for screen readers, so headings go h1 → h2 → h3 without a gap. */
  contentHeading: string;
  children: ReactNode;
}

/** A standalone marketing page: title, intro, the matching landing content and the call to action. */
export function MarketingPage({
  path,
  title,
  eyebrow,
  intro,
  contentHeading,
  children,
}: MarketingPageProps) {
  return (
    <>
      <MarketingHead path={path} />
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 className="sr-only">{contentHeading}</h2>
        {children}
      </div>
      <CtaSection />
    </>
  );
}
