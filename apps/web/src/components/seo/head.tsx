import { PRODUCT } from '@orato/shared';
import { useEffect } from 'react';

export const DEFAULT_TITLE = `${PRODUCT.name} — Bring Your Words to Life`;

export const pageTitle = (title?: string) => (title ? `${title} — ${PRODUCT.name}` : DEFAULT_TITLE);

function setMetaDescription(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Sets the document title (and description when given) for the page that renders it. */
export function Head({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) {
      setMetaDescription(description);
    }
  }, [title, description]);

  return null;
}
