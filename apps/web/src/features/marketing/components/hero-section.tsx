import { ArrowRightIcon, AvatarIcon, SparklesIcon } from '@/components/ui/icons';
import { LinkButton } from '@/components/ui/link-button';
import { landingSectionHref, landingSections, paths } from '@/config/paths';

const waveform = [
  30, 55, 40, 75, 60, 95, 70, 45, 85, 55, 100, 65, 40, 80, 50, 90, 60, 35, 70, 50, 85, 45, 65, 30,
];

function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-500/25 via-transparent to-ember-400/15 blur-2xl" />
      <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-navy-900 shadow-2xl shadow-black/40">
        <div className="flex items-center gap-1.5 border-b border-white/5 px-4 py-3">
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="ml-3 text-xs text-slate-500">Generating your video</span>
        </div>
        <div className="relative aspect-video overflow-hidden bg-gradient-to-br from-navy-700 via-navy-800 to-navy-900">
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_50%_110%,rgba(42,212,192,0.35),transparent_60%)]" />
          <div className="absolute bottom-0 left-1/2 flex size-40 -translate-x-1/2 translate-y-8 items-center justify-center rounded-full bg-gradient-to-b from-brand-300 to-brand-700 text-navy-950 sm:size-48">
            <AvatarIcon className="size-24 sm:size-28" strokeWidth={1.2} />
          </div>
          <div className="absolute top-4 left-4 rounded-full bg-navy-950/70 px-3 py-1 text-xs font-medium text-brand-200 backdrop-blur">
            ● Live preview
          </div>
        </div>
        <div className="space-y-4 p-5">
          <div className="flex h-10 items-center justify-between">
            {waveform.map((height, index) => (
              <span
                key={index}
                className="w-1.5 rounded-full bg-brand-400/70"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
          <div className="rounded-xl bg-white/5 p-3 text-sm text-slate-300">
            <span className="mr-2 inline-flex items-center gap-1 text-xs font-semibold text-brand-300">
              <SparklesIcon className="size-3.5" /> Script
            </span>
            “Meet the three habits that will double your team’s productivity this quarter…”
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-white/10">
            <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-brand-400 to-brand-200" />
          </div>
        </div>
      </div>
    </div>
  );
}

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
            Write an idea. Orato drafts the script, a lifelike AI avatar presents it with a real
            voiceover, and you download a finished video. No camera, no actors.
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
        <HeroPreview />
      </div>
    </section>
  );
}
