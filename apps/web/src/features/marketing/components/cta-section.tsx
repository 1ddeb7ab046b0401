import { ArrowRightIcon } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-24 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-brand-400/30 bg-gradient-to-br from-brand-600/30 via-navy-800 to-navy-900 px-6 py-16 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_0%,rgba(83,245,220,0.2),transparent_50%)]"
        />
        <div className="relative">
          <h2
            id="cta-title"
            className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            Ready to Create?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-300">
            Your first talking-avatar video is a few sentences away.
          </p>
          <LinkButton to={paths.auth.signup.getHref()} size="lg" className="mt-8">
            Get Started
            <ArrowRightIcon className="size-5" />
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
