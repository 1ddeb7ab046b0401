import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';

import { landingSections } from '@/config/paths';
import { ArrowButton, Dots } from '@/features/marketing/components/carousel-controls';
import { Section } from '@/features/marketing/components/section';
import { USE_CASES } from '@/features/marketing/content/use-cases';
import { cn } from '@/utils/cn';

/** Spec §9: the images drift at 0.2 of the slide movement. */
const PARALLAX = 0.2;
const SWIPE_THRESHOLD_PX = 40;

/** Shortest signed distance from the selected slide, so the strip loops both ways. */
function loopOffset(index: number, selected: number, count: number) {
  const half = Math.floor(count / 2);
  return ((((index - selected + half) % count) + count) % count) - half;
}

/**
 * The use-cases carousel (spec §2, §4): five slides, looping, previous and next always enabled,
 * a dot per slide and a parallax image. The selected slide sits in the middle; neighbours peek.
 */
export function UseCasesCarousel() {
  const count = USE_CASES.length;
  const [position, setPosition] = useState({ selected: 0, previous: 0 });
  const swipeStart = useRef<number | null>(null);

  const goTo = (index: number) =>
    setPosition((current) => ({
      selected: ((index % count) + count) % count,
      previous: current.selected,
    }));
  const step = (delta: number) => goTo(position.selected + delta);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) {
      return;
    }
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) {
      step(distance < 0 ? 1 : -1);
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Use cases"
      onKeyDown={onKeyDown}
      className="mx-auto max-w-6xl"
      data-testid="use-cases-carousel"
    >
      <div
        className="relative h-[22rem] touch-pan-y overflow-hidden select-none sm:h-[26rem] lg:h-[30rem]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {USE_CASES.map((useCase, index) => {
          const offset = loopOffset(index, position.selected, count);
          const before = loopOffset(index, position.previous, count);
          // a slide that wraps round the loop jumps instead of flying across the strip
          const animates = Math.abs(offset - before) <= Math.floor(count / 2);
          const isSelected = offset === 0;
          return (
            <div
              key={useCase.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${useCase.title}`}
              aria-hidden={!isSelected}
              inert={!isSelected}
              data-selected={isSelected}
              className={cn(
                'absolute inset-y-0 left-[4%] w-[92%] px-1.5 sm:left-[12%] sm:w-[76%] sm:px-3 lg:left-[17%] lg:w-[66%]',
                animates && 'transition-[transform,opacity] duration-500 ease-out',
              )}
              style={{
                transform: `translateX(${offset * 100}%)`,
                opacity: Math.abs(offset) > 1 ? 0 : isSelected ? 1 : 0.45,
              }}
            >
              <figure className="relative h-full overflow-hidden rounded-3xl border border-white/10 bg-navy-900">
                <img
                  src={useCase.image}
                  alt={useCase.alt}
                  width={800}
                  height={500}
                  loading="lazy"
                  draggable={false}
                  className={cn(
                    'absolute inset-0 h-full w-full object-cover',
                    animates && 'transition-transform duration-500 ease-out',
                  )}
                  style={{
                    transform: `translateX(${-offset * PARALLAX * 100}%) scale(1.15)`,
                  }}
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950 via-navy-950/85 to-transparent px-5 pt-16 pb-5 sm:px-8 sm:pb-7">
                  <h3 className="text-xl font-semibold text-white sm:text-2xl">{useCase.title}</h3>
                  <p className="mt-1.5 max-w-xl text-sm leading-relaxed text-slate-300 sm:text-base">
                    {useCase.text}
                  </p>
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <ArrowButton direction="left" label="Previous use case" onClick={() => step(-1)} />
        <Dots
          count={count}
          selected={position.selected}
          onSelect={goTo}
          label={(index) => `Show use case ${index + 1}: ${USE_CASES[index]?.title ?? ''}`}
        />
        <ArrowButton direction="right" label="Next use case" onClick={() => step(1)} />
      </div>
      <p className="sr-only" aria-live="polite">
        {`Use case ${position.selected + 1} of ${count}: ${USE_CASES[position.selected]?.title ?? ''}`}
      </p>
    </div>
  );
}

export function UseCaseGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {USE_CASES.map((useCase) => (
        <li
          key={useCase.title}
          className="overflow-hidden rounded-2xl border border-white/10 bg-navy-900/60"
        >
          <img
            src={useCase.image}
            alt=""
            width={800}
            height={500}
            loading="lazy"
            className="aspect-[16/10] w-full object-cover"
          />
          <div className="p-6">
            <h3 className="text-lg font-semibold text-white">{useCase.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-400">{useCase.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function UseCasesSection() {
  return (
    <Section
      id={landingSections.useCases}
      eyebrow="Use cases"
      title="Made for every message"
      intro="Marketing, education, training and storytelling: creators, marketers, educators, HR teams and founders use Orato to say more with less effort."
    >
      <UseCasesCarousel />
    </Section>
  );
}
