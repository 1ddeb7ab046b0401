import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { landingSectionHref, landingSections, paths } from '@/config/paths';
import { VideoRing } from '@/features/marketing/components/video-ring';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,rgba(42,212,192,0.2),transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:px-8 lg:pt-28 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-400/10 px-4 py-1.5 text-sm font-medium text-brand-200">
            <SparklesIcon className="size-4" />
            AI avatars, video and images
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-5xl font-extrabold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl"
          >
            Bring Your Words to{' '}
            <span className="bg-gradient-to-r from-brand-300 to-brand-500 bg-clip-text text-transparent">
              Life
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-300 lg:mx-0">
            Write an idea. Orato drafts the script, one of 100+ AI avatars presents it with a
            voiceover, and you preview or download a finished video. No camera, no actors.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <LinkButton to={paths.auth.signup.getHref()} size="lg" className="w-full sm:w-auto">
              Get Started
              <ArrowRightIcon className="size-5" />
            </LinkButton>
            <LinkButton
              to={landingSectionHref(landingSections.howItWorks)}
              variant="secondary"
              size="lg"
              className="w-full sm:w-auto"
            >
              See how it works
            </LinkButton>
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-1/2 mx-auto h-72 max-w-md -translate-y-1/2 rounded-full bg-gradient-to-tr from-brand-500/25 via-transparent to-ember-400/20 blur-3xl"
          />
          <VideoRing className="relative" />
        </div>
      </div>
    </section>
  );
}
