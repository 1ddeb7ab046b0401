import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useCreatePortalSession } from '@/features/billing/api/create-portal-session';
import { apiErrorMessage } from '@/lib/api-error';

/** Opens the payment provider's billing portal (payment method, invoices). */
export function ManageBillingButton() {
  const toast = useToast();
  const portal = useCreatePortalSession();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const isBusy = portal.isPending || isRedirecting;

  const openPortal = () => {
    portal.mutate(undefined, {
      onSuccess: (url) => {
        const target = new URL(url, window.location.href);
        if (
          target.origin === window.location.origin &&
          target.pathname === window.location.pathname
        ) {
          // the test-mode gateway has no hosted portal and sends the user back here
          toast.info('No separate billing portal is available. Manage your plan on this page.');
          return;
        }
        setIsRedirecting(true);
        window.location.assign(target.href);
      },
      onError: (error) => {
        toast.error(apiErrorMessage(error, { fallback: 'Could not open billing. Try again.' }));
      },
    });
  };

  return (
    <Button variant="secondary" onClick={openPortal} disabled={isBusy}>
      {isBusy ? <BusyIcon /> : null}
      Manage billing
    </Button>
  );
}
