import type { ReactNode } from 'react';

import { Head } from '@/components/seo/head';

interface ContentLayoutProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A dashboard page: its title (also the document title), an optional line and actions, then content. */
export function ContentLayout({ title, description, actions, children }: ContentLayoutProps) {
  return (
    <>
      <Head title={title} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
          {description ? (
            <p className="mt-2 text-sm text-slate-400 sm:text-base">{description}</p>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-3">{actions}</div> : null}
      </div>
      <div className="mt-8 flex flex-1 flex-col">{children}</div>
    </>
  );
}
