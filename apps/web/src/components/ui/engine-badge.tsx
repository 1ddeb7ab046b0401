import { OFFLINE_ENGINE_BADGE, isOfflineEngine } from '@orato/shared';

import { cn } from '@/utils/cn';

/** 'Offline engine' on a result Orato's own engines made; nothing for a provider's result. */
export function EngineBadge({
  engine,
  className,
}: {
  engine: string | null | undefined;
  className?: string;
}) {
  if (!isOfflineEngine(engine)) {
    return null;
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-amber-300/40 bg-navy-950/85 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-200',
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-300" />
      {OFFLINE_ENGINE_BADGE}
    </span>
  );
}
