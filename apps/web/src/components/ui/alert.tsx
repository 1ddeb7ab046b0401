import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

export type AlertTone = 'error' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-rose-400/30 bg-rose-500/10 text-rose-200',
  info: 'border-brand-400/30 bg-brand-400/10 text-brand-100',
};

/**
 * A boxed message inside a panel: a failure the user should read (announced as it appears), or a
 * calm note. `action` sits under the text, for a link such as 'Buy credits'.
 */
export function Alert({
  tone = 'error',
  action,
  className,
  children,
}: {
  tone?: AlertTone;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-2xl border px-4 py-3 text-sm leading-relaxed', tones[tone], className)}
    >
      <p>{children}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
