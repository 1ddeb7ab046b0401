import { MESSAGES } from '@orato/shared';
import type { UserResponse } from '@orato/shared';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useDeleteAccount } from '@/features/account/api/delete-account';
import { useUser } from '@/features/account/api/get-user';

/** The danger zone: Delete Account, behind the spec's 'Are you sure?' dialog. */
export function DeleteAccountCard() {
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteAccount = useDeleteAccount();
  const user = useUser();
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-3xl border border-rose-400/20 bg-rose-500/[0.04] p-5 sm:p-8 lg:self-start"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        Danger zone
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">
        Deleting your account permanently removes your library, your remaining credits and
        everything else you keep with us. Payment records stay, without your name, for the years
        accounting law requires. It cannot be undone.
      </p>
      <Button variant="danger" className="mt-6 self-start" onClick={() => setIsConfirming(true)}>
        Delete Account
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={MESSAGES.profile.deleteConfirmTitle}
        description={
          hasLiveSubscription(user.data)
            ? `${MESSAGES.profile.deleteConfirmText} ${MESSAGES.profile.deleteCancelsSubscription}`
            : MESSAGES.profile.deleteConfirmText
        }
        cancelLabel="No"
        confirmLabel="Yes"
        pendingLabel="Deleting..."
        isPending={deleteAccount.isPending}
        onConfirm={() => deleteAccount.mutate(undefined, { onError: () => setIsConfirming(false) })}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}

/**
 * A paid plan with a billing date still ahead: deleting the account cancels it on the spot, so the
 * dialog says so. A scheduled cancellation counts too: it would have run to that date.
 */
function hasLiveSubscription(user: UserResponse | undefined): boolean {
  return user !== undefined && user.plan !== 'free' && user.next_billing_date !== null;
}
