import type { CSSProperties, ReactNode } from 'react';

import '@/features/marketing/marketing.css';
import { cn } from '@/utils/cn';

/** Spec §9: 20 s a cycle, 122 px gap, 32 px dark-navy edge fades. */
const DEFAULT_SPEED_S = 20;
const GAP_PX = 122;
const FADE_PX = 32;
const FADE_COLOR = '#070b1a';

interface MarqueeProps {
  items: readonly ReactNode[];
  direction?: 'horizontal' | 'vertical';
  /** Seconds per cycle. */
  speed?: number;
  pauseOnHover?: boolean;
  label: string;
  className?: string;
}

/**
 * A repeating strip. Horizontal: 180% of its container wide (min height 48 px). Vertical: 900 ×
 * 480 px (min height 180 px) with fades over a quarter of its height. Pauses on hover by default.
 */
export function Marquee({
  items,
  direction = 'horizontal',
  speed = DEFAULT_SPEED_S,
  pauseOnHover = true,
  label,
  className,
}: MarqueeProps) {
  const isVertical = direction === 'vertical';
  const style: CSSProperties & Record<`--${string}`, string> = {
    '--marquee-duration': `${speed}s`,
    '--marquee-gap': `${GAP_PX}px`,
    ...(isVertical
      ? { width: 900, maxWidth: '100%', height: 480, minHeight: 180 }
      : { minHeight: 48 }),
  };
  const fade = (side: 'start' | 'end') =>
    isVertical
      ? {
          height: '25%',
          background: `linear-gradient(${side === 'start' ? 'to bottom' : 'to top'}, ${FADE_COLOR}, transparent)`,
        }
      : {
          width: FADE_PX,
          background: `linear-gradient(${side === 'start' ? 'to right' : 'to left'}, ${FADE_COLOR}, transparent)`,
        };
  const copy = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={cn('flex shrink-0', isVertical ? 'flex-col' : 'items-center')}
      style={{ gap: GAP_PX }}
    >
      {items.map((item, index) => (
        <li key={index} className="orato-marquee__item shrink-0 whitespace-nowrap">
          {item}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={cn('orato-marquee relative overflow-hidden', className)}
      data-direction={direction}
      data-pause-on-hover={pauseOnHover}
      role="region"
      aria-label={label}
      style={style}
    >
      {/* horizontally the moving strip is 180% of the visible band, centred on it */}
      <div
        className={isVertical ? 'h-full' : 'flex min-h-12 items-center'}
        style={isVertical ? undefined : { width: '180%', marginLeft: '-40%' }}
      >
        <div
          className={cn(
            'orato-marquee__track flex w-max',
            isVertical ? 'flex-col' : 'items-center',
          )}
          style={{ gap: GAP_PX }}
        >
          {copy(false)}
          {copy(true)}
        </div>
      </div>
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute hidden sm:block',
          isVertical ? 'inset-x-0 top-0' : 'inset-y-0 left-0',
        )}
        style={fade('start')}
      />
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute hidden sm:block',
          isVertical ? 'inset-x-0 bottom-0' : 'inset-y-0 right-0',
        )}
        style={fade('end')}
      />
    </div>
  );
}

const STRIP_ITEMS = [
  'Script Generation',
  '100+ AI Avatars',
  'Real Voiceovers',
  'Studio-Quality Video',
  'Multi-language',
  'Marketing',
  'Education',
  'Training',
  'Storytelling',
];

/** The landing page's tilted strip between the hero and the sections. */
export function MarqueeStrip() {
  return (
    <div className="relative overflow-hidden py-6 sm:py-10">
      <div className="-mx-[5%] -rotate-2 border-y border-brand-400/20 bg-navy-950 px-[5%] py-3">
        <Marquee
          label="What Orato offers"
          items={STRIP_ITEMS.map((item) => (
            <span className="inline-flex items-center gap-3 font-semibold text-slate-200">
              <span aria-hidden="true" className="size-2 rounded-full bg-brand-400" />
              {item}
            </span>
          ))}
        />
      </div>
    </div>
  );
}
