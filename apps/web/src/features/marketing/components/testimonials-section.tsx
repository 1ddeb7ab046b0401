import { Pause, Play, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { landingSections } from '@/config/paths';
import { CarouselControls } from '@/features/marketing/components/carousel-controls';
import { Section } from '@/features/marketing/components/section';
import { TESTIMONIALS } from '@/features/marketing/content/testimonials';
import type { Testimonial } from '@/features/marketing/content/testimonials';
import { useCarousel } from '@/features/marketing/hooks/use-carousel';

/** Spec §9: autoplay every 3000 ms, looping. */
const AUTOPLAY_MS = 3000;
/** Embla's scroll duration (its own unit, not ms): about the spec's 600 ms transition. */
const SCROLL_DURATION = 38;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-navy-900/70 p-6 sm:p-7">
      <Quote
        aria-hidden="true"
        fill="currentColor"
        strokeWidth={0}
        className="size-8 text-brand-400/70"
      />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-pretty text-slate-200">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <img
          src={testimonial.portrait}
          alt={`Portrait of ${testimonial.name}`}
          width={56}
          height={56}
          loading="lazy"
          className="size-14 rounded-full border border-white/10 bg-navy-800"
        />
        <div>
          <div className="font-semibold text-white">{testimonial.name}</div>
          <div className="text-sm text-slate-400">{testimonial.role}</div>
        </div>
      </figcaption>
    </figure>
  );
}

/**
 * Twelve testimonials, autoplaying and looping (Embla: swipe, loop). One card shows below 1024 px,
 * two up to 1279 px, three from 1280 px (the CSS variable `--visible` sets the card width); the
 * strip moves one card. No autoplay for a visitor who asked for less motion.
 */
export function TestimonialsCarousel() {
  const count = TESTIMONIALS.length;
  const carousel = useCarousel({ align: 'start', duration: SCROLL_DURATION });
  const { viewportRef, api, selected, next, reducedMotion } = carousel;
  const [isPaused, setIsPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [isInView, setIsInView] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) {
      return;
    }
    const observer = new IntersectionObserver(([entry]) =>
      setIsInView(Boolean(entry?.isIntersecting)),
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const isPlaying = !isPaused && !isHovered && !reducedMotion && isInView && Boolean(api);
  // counted from the card last settled on, so a swipe or a click restarts the wait
  useEffect(() => {
    if (!isPlaying) {
      return;
    }
    const timer = window.setTimeout(next, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isPlaying, next, selected]);

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      data-testid="testimonials-carousel"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setIsHovered(false);
        }
      }}
      className="[--visible:1] lg:[--visible:2] xl:[--visible:3]"
    >
      <div ref={viewportRef} className="-mx-2 touch-pan-y overflow-hidden sm:-mx-3">
        <div aria-live={isPlaying ? 'off' : 'polite'} className="flex" data-index={selected}>
          {TESTIMONIALS.map((testimonial, slideIndex) => (
            <div
              key={testimonial.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--visible))] px-2 sm:px-3"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        noun="testimonial"
        count={count}
        carousel={carousel}
        dotLabel={(dot) => `Show testimonial ${dot + 1}`}
        compact
        className="mt-8 gap-2 sm:gap-4"
      >
        <button
          type="button"
          onClick={() => setIsPaused((paused) => !paused)}
          aria-label={isPaused ? 'Play testimonials' : 'Pause testimonials'}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-white/15 text-slate-200 transition-colors hover:border-brand-400/60 sm:size-11"
        >
          {isPaused ? (
            <Play aria-hidden="true" fill="currentColor" strokeWidth={0} className="size-4" />
          ) : (
            <Pause aria-hidden="true" fill="currentColor" strokeWidth={0} className="size-4" />
          )}
        </button>
      </CarouselControls>
    </div>
  );
}

export function TestimonialsSection() {
  return (
    <Section
      id={landingSections.testimonials}
      eyebrow="Testimonials"
      title="Loved by people with something to say"
      intro="Creators, marketers, educators, trainers and founders use Orato to explain, teach and sell without stepping in front of a camera."
    >
      <TestimonialsCarousel />
    </Section>
  );
}
