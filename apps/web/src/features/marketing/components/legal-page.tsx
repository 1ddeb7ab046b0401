import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/marketing/components/section';

const linkStyles = 'rounded font-medium text-brand-300 underline-offset-4 hover:underline';

/** Static legal text with Home and Login links (spec §2). */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <>
      <Head title={title} description={intro} />
      <PageHeader eyebrow="Legal" title={title} intro={intro} />
      <article className="mx-auto w-full max-w-3xl space-y-5 px-4 py-16 text-base leading-relaxed text-slate-300 sm:px-6">
        {children}
        <nav aria-label="Legal page" className="flex gap-6 border-t border-white/10 pt-8 text-sm">
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
