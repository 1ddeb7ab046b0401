import { MESSAGES } from '@orato/shared';
import type { Plan } from '@orato/shared';
import { useEffect, useRef, useState } from 'react';

import { buttonStyles } from '@/components/ui/button';
import { BusyIcon, Dialog, DialogActions } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import {
  MissingCheckoutUrlError,
  useCreateCheckoutSession,
} from '@/features/billing/api/create-checkout-session';
import { billingLabel } from '@/features/billing/utils/plan-display';
import { apiErrorMessage } from '@/lib/api-error';
import { formatCount } from '@/utils/format-number';

function checkoutErrorMessage(error: unknown): string {
  if (error instanceof MissingCheckoutUrlError) {
    return error.message;
  }
  // e.g. 409 'You already have a subscription…': the server's own words
  return apiErrorMessage(error, {
    network: MESSAGES.subscription.checkoutFailed,
    fallback: MESSAGES.subscription.checkoutFailed,
  });
}

/** 'Confirm Your Plan': the plan, how it is billed, price and credits, then off to checkout. */
export function ConfirmPlanDialog({
  plan,
  open,
  onClose,
}: {
  plan: Plan;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const checkout = useCreateCheckoutSession();
  // the page is about to unload: keep the button busy until it does
  const [isRedirecting, setIsRedirecting] = useState(false);
  const checkoutRef = useRef<HTMLButtonElement>(null);
  const isBusy = checkout.isPending || isRedirecting;

  // back from the payment page through the browser's cache: the button is usable again
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        setIsRedirecting(false);
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const startCheckout = () => {
    checkout.mutate(plan.lookupKey, {
      onSuccess: (url) => {
        setIsRedirecting(true);
        window.location.assign(url);
      },
      onError: (error) => {
        toast.error(checkoutErrorMessage(error));
      },
    });
  };

  const rows: Array<[string, string]> = [
    ['Plan', plan.label],
    ['Billing', billingLabel(plan)],
    ['Price', plan.priceText],
    ['Credits', formatCount(plan.credits)],
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Confirm Your Plan"
      description="Check the details below. You'll pay on the next page."
      initialFocusRef={checkoutRef}
      dismissible={!isBusy}
      showCloseButton
    >
      <dl className="mt-6 divide-y divide-white/10 rounded-2xl border border-white/10 bg-navy-950/50 px-5">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-4 py-3.5 text-sm">
            <dt className="text-slate-400">{term}</dt>
            <dd className="font-semibold text-white tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <DialogActions>
        <button
          type="button"
          className={buttonStyles({ variant: 'secondary' })}
          onClick={onClose}
          disabled={isBusy}
        >
          Cancel
        </button>
        <button
          ref={checkoutRef}
          type="button"
          className={buttonStyles({ variant: 'primary' })}
          onClick={startCheckout}
          disabled={isBusy}
        >
          {isBusy ? <BusyIcon /> : null}
          {isBusy ? 'Redirecting…' : 'Checkout'}
        </button>
      </DialogActions>
    </Dialog>
  );
}
