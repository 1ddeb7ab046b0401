import { LIMITS } from '@orato/shared';
import { useEffect, useState } from 'react';

import { ArrowUpIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

/** Floats in once the page has scrolled more than 300 px; scrolls smoothly back to the top. */
export function ScrollTopButton() {
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const update = () => setIsShown(window.scrollY > LIMITS.scrollToTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      hidden={!isShown}
      onClick={(event) => {
        // the button hides itself past 300 px; a focused element vanishing would cut the smooth
        // scroll short, so focus leaves it first
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      className={cn(
        'fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-400 text-navy-950 shadow-xl shadow-black/40 transition-colors hover:bg-brand-300 sm:right-6 sm:bottom-6',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
