import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

export function ArrowButton({
  direction,
  label,
  onClick,
  className,
}: {
  direction: 'left' | 'right';
  label: string;
  onClick: () => void;
  className?: string;
}) {
  const Chevron = direction === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-white/15 bg-navy-900/80 text-white shadow-lg shadow-black/30 backdrop-blur transition-colors hover:border-brand-400/60 hover:bg-navy-800 sm:size-11',
        className,
      )}
    >
      <Chevron aria-hidden="true" strokeWidth={2} className="size-5" />
    </button>
  );
}

/**
 * A dot per slide, each a labelled button. `compact` narrows the dots below 640 px so that many
 * of them still sit on one row with the arrows on a phone.
 */
export function Dots({
  count,
  selected,
  onSelect,
  label,
  compact = false,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
  compact?: boolean;
}) {
  return (
    <div className={cn('flex items-center justify-center', compact ? 'sm:gap-1' : 'gap-1')}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={label(index)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className={cn(
            'group inline-flex h-6 shrink-0 items-center justify-center rounded-full sm:w-6',
            compact ? 'w-4' : 'w-6',
          )}
        >
          <span
            className={cn(
              'block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none',
              index === selected
                ? cn('bg-brand-400 sm:w-6', compact ? 'w-3.5' : 'w-6')
                : 'w-2 bg-white/30 group-hover:bg-white/60',
            )}
          />
        </button>
      ))}
    </div>
  );
}

/** Under a carousel: previous, a dot per slide, next, then anything the carousel adds (a pause). */
export function CarouselControls({
  noun,
  count,
  carousel,
  dotLabel,
  compact,
  className,
  children,
}: {
  /** What one slide is, for the arrows' names: 'Previous {noun}', 'Next {noun}'. */
  noun: string;
  count: number;
  /** The carousel's place and moves, as `useCarousel` gives them. */
  carousel: {
    selected: number;
    scrollTo: (index: number) => void;
    previous: () => void;
    next: () => void;
  };
  dotLabel: (index: number) => string;
  compact?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex items-center justify-center', className)}>
      <ArrowButton direction="left" label={`Previous ${noun}`} onClick={carousel.previous} />
      <Dots
        count={count}
        selected={carousel.selected}
        onSelect={carousel.scrollTo}
        label={dotLabel}
        compact={compact}
      />
      <ArrowButton direction="right" label={`Next ${noun}`} onClick={carousel.next} />
      {children}
    </div>
  );
}
