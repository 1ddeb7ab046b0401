import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';

import { landingSections } from '@/config/paths';
import { CarouselControls } from '@/features/marketing/components/carousel-controls';
import { Section } from '@/features/marketing/components/section';
import { USE_CASES } from '@/features/marketing/content/use-cases';
import { useCarousel } from '@/features/marketing/hooks/use-carousel';
import { cn } from '@/utils/cn';

/** Spec §9: the images drift at 0.2 of the slide movement. */
const PARALLAX = 0.2;

/**
 * How far, in slides, each slide sits from where the strip is now (negative: to the left),
 * counting the copies Embla moves round the loop from their new place.
 */
function slideOffsets(api: EmblaCarouselType): number[] {
  const engine = api.internalEngine();
  const progress = api.scrollProgress();
  const snaps = api.scrollSnapList();
  const offsets: number[] = [];
  snaps.forEach((snap, snapIndex) => {
    for (const slideIndex of engine.slideRegistry[snapIndex] ?? []) {
      let distance = snap - progress;
      for (const loopPoint of engine.slideLooper.loopPoints) {
        const shift = loopPoint.target();
        if (loopPoint.index === slideIndex && shift !== 0) {
          distance = shift < 0 ? snap - (1 + progress) : snap + (1 - progress);
        }
      }
      offsets[slideIndex] = distance * snaps.length;
    }
  });
  return offsets;
}

/**
 * The use-cases carousel (spec §2, §4): five slides, looping (Embla: swipe, loop), previous and
 * next always enabled, a dot per slide and a parallax image. The selected slide sits in the
 * middle; neighbours peek.
 */
export function UseCasesCarousel() {
  const count = USE_CASES.length;
  const carousel = useCarousel({ align: 'center' });
  const { viewportRef, api, selected, next, previous } = carousel;
  const images = useRef<Array<HTMLImageElement | null>>([]);

  // the parallax follows the strip frame by frame, so it is set on the images, not through state
  const drift = useCallback((carousel: EmblaCarouselType) => {
    slideOffsets(carousel).forEach((offset, index) => {
      const image = images.current[index];
      if (image) {
        image.style.transform = `translateX(${-offset * PARALLAX * 100}%) scale(1.15)`;
      }
    });
  }, []);

  useEffect(() => {
    if (!api) {
      return;
    }
    drift(api);
    api.on('scroll', drift).on('reInit', drift);
    return () => {
      api.off('scroll', drift).off('reInit', drift);
    };
  }, [api, drift]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
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
      <div ref={viewportRef} className="touch-pan-y overflow-hidden select-none">
        <div className="flex h-[22rem] sm:h-[26rem] lg:h-[30rem]">
          {USE_CASES.map((useCase, index) => {
            const isSelected = index === selected;
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
                  'min-w-0 shrink-0 grow-0 basis-[92%] px-1.5 transition-opacity duration-500 ease-out motion-reduce:transition-none sm:basis-[76%] sm:px-3 lg:basis-[66%]',
                  isSelected ? 'opacity-100' : 'opacity-45',
                )}
              >
                <figure className="relative h-full overflow-hidden rounded-3xl border border-white/10 bg-navy-900">
                  <img
                    ref={(image) => {
                      images.current[index] = image;
                    }}
                    src={useCase.image}
                    alt={useCase.alt}
                    width={800}
                    height={500}
                    loading="lazy"
                    draggable={false}
                    className="absolute inset-0 h-full w-full object-cover"
                    style={{ transform: 'scale(1.15)' }}
                  />
                  <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950 via-navy-950/85 to-transparent px-5 pt-16 pb-5 sm:px-8 sm:pb-7">
                    <h3 className="text-xl font-semibold text-white sm:text-2xl">
                      {useCase.title}
                    </h3>
                    <p className="mt-1.5 max-w-xl text-sm leading-relaxed text-slate-300 sm:text-base">
                      {useCase.text}
                    </p>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        noun="use case"
        count={count}
        carousel={carousel}
        dotLabel={(index) => `Show use case ${index + 1}: ${USE_CASES[index]?.title ?? ''}`}
        className="mt-6 gap-4"
      />
      <p className="sr-only" aria-live="polite">
        {`Use case ${selected + 1} of ${count}: ${USE_CASES[selected]?.title ?? ''}`}
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
