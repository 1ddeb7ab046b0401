import { ArrowRightIcon } from 'lucide-react';
import { NOT_FOUND_MESSAGES } from '@orato/shared';

import { Head } from '@/components/seo/head';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** The one not-found page (spec §2); fills whatever space its layout gives it. */
export function NotFound() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="flex flex-1 flex-col items-center justify-center px-6 py-24 text-center"
    >
      <Head title="Page not found" />
      <p
        aria-hidden="true"
        className="bg-gradient-to-b from-brand-300 to-brand-700 bg-clip-text text-8xl font-black tracking-tight text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1
        id="not-found-title"
        className="mt-6 max-w-md text-xl font-semibold text-white sm:text-2xl"
      >
        {NOT_FOUND_MESSAGES.text}
      </h1>
      <LinkButton to={paths.home.getHref()} className="mt-8">
        {NOT_FOUND_MESSAGES.backLink}
        <ArrowRightIcon className="size-4" />
      </LinkButton>
    </section>
  );
}
