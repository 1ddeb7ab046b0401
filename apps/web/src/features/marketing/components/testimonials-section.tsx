import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { landingSections } from '@/config/paths';
import { ArrowButton, Dots } from '@/features/marketing/components/carousel-controls';
import { Section } from '@/features/marketing/components/section';
import { TESTIMONIALS } from '@/features/marketing/content/testimonials';
import type { Testimonial } from '@/features/marketing/content/testimonials';
import { useReducedMotion } from '@/features/marketing/hooks/use-reduced-motion';
import { cn } from '@/utils/cn';

/** Spec §9: autoplay every 3000 ms, 600 ms transition, looping. */
const AUTOPLAY_MS = 3000;
const TRANSITION_MS = 600;
/** Cards copied after the last one so the strip can run on into the first ones and loop. */
const CLONES = 3;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-navy-900/70 p-6 sm:p-7">
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        className="size-8 text-brand-400/70"
        fill="currentColor"
      >
        <path d="M13 8H7a4 4 0 0 0-4 4v6a4 4 0 0 0 4 4h2v2a4 4 0 0 1-4 4h-1v2h1a6 6 0 0 0 6-6V12a4 4 0 0 0-4-4zm16 0h-6a4 4 0 0 0-4 4v6a4 4 0 0 0 4 4h2v2a4 4 0 0 1-4 4h-1v2h1a6 6 0 0 0 6-6V12a4 4 0 0 0-4-4z" />
      </svg>
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
 * Twelve testimonials, autoplaying and looping. One card shows below 1024 px, two up to 1279 px,
 * three from 1280 px (the CSS variable `--visible` sets the card width; the strip moves one card).
 */
export function TestimonialsCarousel() {
  const count = TESTIMONIALS.length;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [isPaused, setIsPaused] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const [isInView, setIsInView] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  const next = useCallback(() => {
    setAnimate(true);
    setIndex((current) => Math.min(current + 1, count));
  }, [count]);

  const previous = () => {
    if (index === 0) {
      // jump to the copy of the first card at the end, then slide back one
      setAnimate(false);
      setIndex(count);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          setAnimate(true);
          setIndex(count - 1);
        }),
      );
      return;
    }
    setAnimate(true);
    setIndex(index - 1);
  };

  const goTo = (target: number) => {
    setAnimate(true);
    setIndex(target);
  };

  // once the strip has run onto the copies, snap back to the originals without animating
  useEffect(() => {
    if (index < count) {
      return;
    }
    const timer = window.setTimeout(() => {
      setAnimate(false);
      setIndex((current) => current - count);
    }, TRANSITION_MS + 20);
    return () => window.clearTimeout(timer);
  }, [index, count]);

  useLayoutEffect(() => {
    if (animate) {
      return;
    }
    // make the browser apply the jump before the transition comes back on
    trackRef.current?.getBoundingClientRect();
    const frame = requestAnimationFrame(() => setAnimate(true));
    return () => cancelAnimationFrame(frame);
  }, [animate]);

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

  const isPlaying = !isPaused && !isHovered && !reducedMotion && isInView;
  useEffect(() => {
    if (!isPlaying) {
      return;
    }
    const timer = window.setInterval(next, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [isPlaying, next]);

  const slides = [...TESTIMONIALS, ...TESTIMONIALS.slice(0, CLONES)];

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
      <div className="-mx-2 overflow-hidden sm:-mx-3">
        <div
          ref={trackRef}
          aria-live={isPlaying ? 'off' : 'polite'}
          className={cn('flex', animate && 'transition-transform ease-in-out')}
          style={{
            transitionDuration: animate ? `${TRANSITION_MS}ms` : undefined,
            transform: `translateX(calc(${-index} * 100% / var(--visible)))`,
          }}
          data-index={index % count}
        >
          {slides.map((testimonial, slideIndex) => {
            const isClone = slideIndex >= count;
            return (
              <div
                key={`${testimonial.name}-${isClone ? 'copy' : 'card'}`}
                role={isClone ? undefined : 'group'}
                aria-roledescription={isClone ? undefined : 'slide'}
                aria-label={isClone ? undefined : `${slideIndex + 1} of ${count}`}
                aria-hidden={isClone || undefined}
                inert={isClone}
                className="shrink-0 grow-0 basis-[calc(100%/var(--visible))] px-2 sm:px-3"
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3 sm:gap-4">
        <ArrowButton direction="left" label="Previous testimonial" onClick={previous} />
        <Dots
          count={count}
          selected={index % count}
          onSelect={goTo}
          label={(dot) => `Show testimonial ${dot + 1}`}
        />
        <ArrowButton direction="right" label="Next testimonial" onClick={next} />
        <button
          type="button"
          onClick={() => setIsPaused((paused) => !paused)}
          aria-label={isPaused ? 'Play testimonials' : 'Pause testimonials'}
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-slate-200 transition-colors hover:border-brand-400/60"
        >
          <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-4">
            {isPaused ? <path d="M7 5v14l12-7z" /> : <path d="M7 5h4v14H7zm6 0h4v14h-4z" />}
          </svg>
        </button>
      </div>
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
