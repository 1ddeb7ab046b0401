import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on every path change (spec §2), and smoothly to `#id` when the location
 * carries a hash, so footer links like `/#features` work from any page.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    const isNewPath = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (isNewPath) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [pathname, hash, key]);

  return null;
}
