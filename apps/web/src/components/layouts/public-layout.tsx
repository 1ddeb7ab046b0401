import type { ReactNode } from 'react';

import { PublicFooter } from '@/components/layouts/public-footer';
import { PublicHeader } from '@/components/layouts/public-header';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { ScrollTopButton } from '@/components/layouts/scroll-top-button';

/** Marketing pages: sticky header, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <PublicFooter />
      <ScrollTopButton />
    </div>
  );
}
