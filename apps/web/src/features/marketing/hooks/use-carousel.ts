import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

import { useReducedMotion } from '@/lib/use-reduced-motion';

/**
 * An Embla carousel (swipe, loop) with the slide it has settled on. For a visitor who asked for
 * less motion, every button and key jumps straight to its slide instead of scrolling there.
 */
export function useCarousel(options: EmblaOptionsType) {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, ...options });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) {
      return;
    }
    const onSelect = (carousel: EmblaCarouselType) => setSelected(carousel.selectedScrollSnap());
    onSelect(api);
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const scrollTo = useCallback(
    (index: number) => api?.scrollTo(index, reducedMotion),
    [api, reducedMotion],
  );
  const next = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);
  const previous = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);

  return { viewportRef, api, selected, scrollTo, next, previous, reducedMotion };
}
