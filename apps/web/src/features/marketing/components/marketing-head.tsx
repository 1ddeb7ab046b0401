import { useEffect } from 'react';

import { canonicalUrl, marketingMeta } from '@/features/marketing/seo';
import type { MarketingPath } from '@/features/marketing/seo';

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) {
    return existing;
  }
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps title, description and canonical in step on client-side navigation. The pre-rendered HTML
 * already carries all three; the canonical keeps the origin the server filled in.
 */
export function MarketingHead({ path }: { path: MarketingPath }) {
  useEffect(() => {
    const meta = marketingMeta(path);
    document.title = meta.title;
    upsert('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    }).content = meta.description;
    const canonical = upsert('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    });
    const origin = canonical.href ? new URL(canonical.href).origin : window.location.origin;
    canonical.href = canonicalUrl(origin, meta.path);
  }, [path]);

  return null;
}
