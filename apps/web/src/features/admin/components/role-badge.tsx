import type { UserRole } from '@orato/shared';

import { cn } from '@/utils/cn';

export const ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  none: 'User',
  support: 'Support',
  admin: 'Admin',
};

/** A user's staff role as a small tag; plain users show none unless `showNone`. */
export function RoleBadge({ role, showNone = false }: { role: UserRole; showNone?: boolean }) {
  if (role === 'none' && !showNone) {
    return null;
  }
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold ring-1 ring-inset',
        role === 'admin'
          ? 'bg-ember-400/10 text-ember-300 ring-ember-400/30'
          : role === 'support'
            ? 'bg-brand-400/10 text-brand-300 ring-brand-400/30'
            : 'bg-slate-400/10 text-slate-300 ring-slate-400/25',
      )}
    >
      {ROLE_LABELS[role]}
    </span>
  );
}
