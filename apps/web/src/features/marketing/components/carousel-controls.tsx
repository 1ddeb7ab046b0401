import type { SVGProps } from 'react';

import { cn } from '@/utils/cn';

const Chevron = ({
  direction,
  ...props
}: SVGProps<SVGSVGElement> & { direction: 'left' | 'right' }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    {...props}
  >
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
);

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
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-white/15 bg-navy-900/80 text-white shadow-lg shadow-black/30 backdrop-blur transition-colors hover:border-brand-400/60 hover:bg-navy-800',
        className,
      )}
    >
      <Chevron direction={direction} className="size-5" />
    </button>
  );
}

export function Dots({
  count,
  selected,
  onSelect,
  label,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  label: (index: number) => string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-1">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={label(index)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group inline-flex size-6 items-center justify-center rounded-full"
        >
          <span
            className={cn(
              'block h-2 rounded-full transition-all duration-300',
              index === selected ? 'w-6 bg-brand-400' : 'w-2 bg-white/30 group-hover:bg-white/60',
            )}
          />
        </button>
      ))}
    </div>
  );
}
