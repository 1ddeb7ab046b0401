import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { MarketingHead } from '@/features/marketing/components/marketing-head';
import { PageHeader } from '@/features/marketing/components/section';
import type { MarketingPath } from '@/features/marketing/seo';

const linkStyles = 'rounded font-medium text-brand-300 underline-offset-4 hover:underline';

/** Static legal text with Home and Login links (spec §2). */
export function LegalPage({
  path,
  title,
  intro,
  updated,
  children,
}: {
  path: MarketingPath;
  updated: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <>
      <MarketingHead path={path} />
      <PageHeader eyebrow="Legal" title={title} intro={intro} />
      <article className="legal mx-auto w-full max-w-3xl px-4 py-14 text-base leading-relaxed text-slate-300 sm:px-6 sm:py-16 [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-white [&_li]:mt-1.5 [&_p]:mt-4 [&_strong]:text-slate-100 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        <nav aria-label="Legal page" className="mb-8 flex gap-6 text-sm">
          <Link to={paths.home.getHref()} className={linkStyles}>
            Home
          </Link>
          <Link to={paths.auth.login.getHref()} className={linkStyles}>
            Login
          </Link>
        </nav>
        <p className="text-sm text-slate-400">Last updated: {updated}</p>
        {children}
        <nav
          aria-label="Legal page footer"
          className="mt-12 flex gap-6 border-t border-white/10 pt-8 text-sm"
        >
          <Link to={paths.home.getHref()} className={linkStyles}>
            Home
          </Link>
          <Link to={paths.auth.login.getHref()} className={linkStyles}>
            Login
          </Link>
        </nav>
      </article>
    </>
  );
}
