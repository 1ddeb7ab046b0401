import { ArrowUpIcon } from 'lucide-react';
import { LIMITS } from '@orato/shared';
import { useEffect, useRef, useState } from 'react';

import { cn } from '@/utils/cn';

const RECHECK_MS = 500;
const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/**
 * True when an interactive element shows under `target`'s box: a link or button the floating
 * button would cover. Parts clipped away or hidden do not count (the hit test skips them).
 */
function coversInteractive(target: HTMLElement): boolean {
  const box = target.getBoundingClientRect();
  for (const element of document.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    if (element === target || target.contains(element)) {
      continue;
    }
    const rect = element.getBoundingClientRect();
    const left = Math.max(box.left, rect.left);
    const right = Math.min(box.right, rect.right);
    const top = Math.max(box.top, rect.top);
    const bottom = Math.min(box.bottom, rect.bottom);
    if (right <= left || bottom <= top) {
      continue;
    }
    const hits = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
    if (hits.some((hit) => element.contains(hit))) {
      return true;
    }
  }
  return false;
}

/**
 * Floats in once the page has scrolled more than 300 px; scrolls smoothly back to the top. It
 * steps aside (hidden, out of the tab order) while a link or button is under it, so on a phone it
 * never sits over a call to action.
 */
export function ScrollTopButton() {
  const [isShown, setIsShown] = useState(false);
  const [isOverControl, setIsOverControl] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const shown = window.scrollY > LIMITS.scrollToTopThresholdPx;
        setIsShown(shown);
        const button = buttonRef.current;
        if (shown && button) {
          // measured where it would be: the hidden button keeps its box
          button.hidden = false;
          setIsOverControl(coversInteractive(button));
        }
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // carousels and accordions move links without a scroll
    const recheck = window.setInterval(update, RECHECK_MS);
    return () => {
      window.clearInterval(recheck);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label="Scroll to top"
      hidden={!isShown}
      aria-hidden={isOverControl || undefined}
      tabIndex={isOverControl ? -1 : undefined}
      onClick={(event) => {
        // the button hides itself past 300 px; a focused element vanishing would cut the smooth
        // scroll short, so focus leaves it first
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      className={cn(
        'fixed right-4 bottom-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-400 text-navy-950 shadow-xl shadow-black/40 transition-[background-color,opacity] hover:bg-brand-300 sm:right-6 sm:bottom-6',
        isOverControl && 'invisible opacity-0',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
