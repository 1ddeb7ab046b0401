import { PRODUCT } from '@orato/shared';
import { useId } from 'react';

import { cn } from '@/utils/cn';

export function LogoMark({ className }: { className?: string }) {
  // a per-instance id: a gradient inside a hidden copy of the logo would blank out every other copy
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#53f5dc" />
          <stop offset="1" stopColor="#0b9488" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M11 9.5v13l11-6.5z" fill="#070b1a" />
    </svg>
  );
}

/** The mark and the word "Orato"; decorative, so the wrapping link or button carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-xl font-bold tracking-tight text-white">{PRODUCT.name}</span>
    </span>
  );
}
