import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useCancelSubscription } from '@/features/account/api/cancel-subscription';
import { formatLongDate } from '@/utils/format-date';

/** Cancels at the end of the paid term, after a confirmation that says when that is. */
export function CancelSubscriptionButton({ endsOn }: { endsOn: number | null }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const cancel = useCancelSubscription({ onSuccess: () => setIsConfirming(false) });
  const endDate = formatLongDate(endsOn);

  return (
    <>
      <Button
        variant="secondary"
        className="hover:border-rose-400/50 hover:text-rose-200"
        onClick={() => setIsConfirming(true)}
      >
        Cancel Subscription
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title="Cancel your subscription?"
        description={
          endsOn
            ? `Your plan stays active until ${endDate}. After that, your remaining usage capacity ends and it will not renew.`
            : 'Your plan stays active until the end of the paid term. After that, your remaining usage capacity ends and it will not renew.'
        }
        cancelLabel="Keep Subscription"
        confirmLabel="Yes, Cancel"
        pendingLabel="Cancelling…"
        isPending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
