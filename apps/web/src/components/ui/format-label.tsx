import type { ResultFormat } from '@orato/shared';

import { cn } from '@/utils/cn';

/** "9:16 · 1080p": the small label beside a result, read from the file's real size. */
export function FormatLabel({
  format,
  className,
}: {
  format: ResultFormat | null | undefined;
  className?: string;
}) {
  if (!format?.label) {
    return null;
  }
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-white/15 bg-navy-950/85 px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-slate-200 tabular-nums',
        className,
      )}
    >
      {format.label}
    </span>
  );
}
