import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useCreatePortalSession } from '@/features/billing/api/create-portal-session';
import { apiErrorMessage } from '@/lib/api-error';

/** Opens the billing portal: Stripe's, or the local TEST MODE page when Stripe is not configured. */
export function ManageBillingButton() {
  const toast = useToast();
  const portal = useCreatePortalSession();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const isBusy = portal.isPending || isRedirecting;

  const openPortal = () => {
    portal.mutate(undefined, {
      onSuccess: (url) => {
        setIsRedirecting(true);
        window.location.assign(new URL(url, window.location.href).href);
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
