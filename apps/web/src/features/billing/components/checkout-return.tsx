import { Spinner } from '@/components/ui/spinner';
import { useCheckoutReturn } from '@/features/billing/hooks/use-checkout-return';

/**
 * Verifies a checkout the browser came back from, and says so while it does; a cancelled checkout
 * only raises its toast.
 */
export function CheckoutReturn({ onSettled }: { onSettled?: () => void }) {
  const { isVerifying } = useCheckoutReturn({ onSettled });
  if (!isVerifying) {
    return null;
  }
  return (
    <div className="mb-6 flex items-center gap-3 rounded-2xl border border-brand-400/30 bg-brand-400/10 px-4 py-3 text-sm text-brand-100">
      <Spinner label="Confirming your payment" />
      <span aria-hidden="true">Confirming your payment…</span>
    </div>
  );
}
