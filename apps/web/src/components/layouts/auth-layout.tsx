import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** Sign-in and sign-up pages: no site header or footer, the page centred on a branded backdrop. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-navy-950">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_60%_50%_at_50%_-10%,rgba(42,212,192,0.18),transparent),radial-gradient(ellipse_50%_40%_at_100%_100%,rgba(251,146,60,0.08),transparent)]"
      />
      <ScrollToTop />
      <SkipLink />
      <header className="relative flex justify-center px-4 pt-8 sm:pt-12">
        <Link to={paths.home.getHref()} className="rounded-lg" aria-label="Orato home">
          <Logo />
        </Link>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="relative flex flex-1 flex-col items-center justify-center px-4 py-10 outline-none"
      >
        {children}
      </main>
    </div>
  );
}
