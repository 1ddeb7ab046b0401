import { cn } from '@/utils/cn';

/** The turning arc over its faint track, in the current colour; it says nothing to a screen reader. */
export function SpinnerIcon({
  className,
  trackOpacity,
}: {
  className?: string;
  trackOpacity: number;
}) {
  return (
    <svg className={cn('animate-spin', className)} viewBox="0 0 24 24" aria-hidden="true">
      <circle
        cx="12"
        cy="12"
        r="10"
        stroke="currentColor"
        strokeWidth="3"
        fill="none"
        opacity={trackOpacity}
      />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex', className)}>
      <SpinnerIcon className="size-6 text-brand-400" trackOpacity={0.2} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A small centred spinner for route guards and lazy pages: the whole viewport, or the space left. */
export function PageSpinner({
  label,
  fullScreen = true,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-center justify-center',
        fullScreen ? 'min-h-dvh bg-navy-950' : 'flex-1 py-24',
      )}
    >
      <Spinner label={label} />
    </div>
  );
}
