import { CircleDollarSignIcon } from 'lucide-react';
import { MESSAGES } from '@orato/shared';

import { useUser } from '@/features/account/api/get-user';
import { cn } from '@/utils/cn';
import { formatCount } from '@/utils/format-number';

/**
 * 'Credits: N' from the user record, and what is reserved for jobs in progress beside it;
 * 'Credits: Error' when it cannot be read (spec §8).
 */
export function CreditsBadge({ className }: { className?: string }) {
  const user = useUser();
  const value = user.isPending
    ? '…'
    : user.isError
      ? MESSAGES.dashboard.creditsError
      : formatCount(user.data.credits);

  return (
    <p
      aria-live="polite"
      aria-busy={user.isPending}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border bg-white/5 px-4 py-2 text-sm font-semibold whitespace-nowrap',
        user.isError ? 'border-rose-400/40 text-rose-200' : 'border-white/10 text-white',
        className,
      )}
    >
      <CircleDollarSignIcon className="size-5 shrink-0 text-ember-400" />
      <span>{`Credits: ${value}`}</span>
      {user.data?.credits_held ? (
        <span className="font-normal text-slate-400">
          {`· ${formatCount(user.data.credits_held)} reserved`}
          <span className="hidden sm:inline"> for work in progress</span>
        </span>
      ) : null}
    </p>
  );
}
