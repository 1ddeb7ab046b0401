import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';

/** A neutral picture frame with a broken-image mark, drawn inline so it always loads. */
export const PLACEHOLDER_IMAGE_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#141d3b"/><g fill="none" stroke="#5468a3" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"><rect x="52" y="34" width="56" height="52" rx="6"/><circle cx="69" cy="52" r="5"/><path d="M108 74 92 60 60 86"/></g></svg>',
)}`;

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** Shown instead when `src` cannot be loaded; a neutral placeholder by default. */
  fallbackSrc?: string;
}

/** An `<img>` that shows a placeholder image when its own picture fails to load. */
export function ImageWithFallback({
  src,
  fallbackSrc = PLACEHOLDER_IMAGE_SRC,
  onError,
  ...props
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isBroken = failedSrc === src;

  return (
    <img
      {...props}
      src={isBroken ? fallbackSrc : src}
      data-broken={isBroken ? 'true' : undefined}
      onError={(event) => {
        if (!isBroken) {
          setFailedSrc(src);
        }
        onError?.(event);
      }}
    />
  );
}
