import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The element's width in CSS pixels, kept up to date as it resizes; `fallback` until measured. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) {
        setWidth(measured);
      }
    };
    measure();
    // jsdom and very old browsers have no ResizeObserver: the first measure stands
    if (typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
