import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A landing-page band: eyebrow, h2 and intro over its content. */
export function Section({ id, eyebrow, title, intro, children, className }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-20 sm:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {title}
          </h2>
          {intro ? (
            <p className="mt-4 text-base leading-relaxed text-pretty text-slate-400 sm:text-lg">
              {intro}
            </p>
          ) : null}
        </div>
        {children ? <div className="mt-12 sm:mt-14">{children}</div> : null}
      </div>
    </section>
  );
}

/** The heading band of a standalone marketing page (h1 and a short paragraph). */
export function PageHeader({ eyebrow, title, intro }: Omit<SectionProps, 'id' | 'children'>) {
  return (
    <div className="relative overflow-hidden border-b border-white/5">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_70%_80%_at_50%_-20%,rgba(42,212,192,0.16),transparent)]"
      />
      <div className="relative mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-400">{intro}</p>
        ) : null}
      </div>
    </div>
  );
}

export function FeatureCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-white/10 bg-navy-900/60 p-6 transition-colors hover:border-brand-400/40">
      <div className="flex size-11 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300">
        {icon}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-white">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">{children}</p>
    </div>
  );
}
