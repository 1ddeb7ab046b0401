import { CreditCardIcon } from 'lucide-react';
import { LIMITS } from '@orato/shared';
import type { PaymentHistoryItem } from '@orato/shared';

import { EmptyState } from '@/components/ui/empty-state';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { usePaymentHistory } from '@/features/billing/api/get-payment-history';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format-date';

const COLUMNS = ['Plan', 'Price', 'Currency', 'Date', 'Status'] as const;

/** Spec §4: 'succeeded' is green, any other status grey. */
export function PaymentStatus({ status }: { status: string }) {
  const isSucceeded = status === 'succeeded';
  return (
    <span
      data-status={isSucceeded ? 'succeeded' : 'other'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        isSucceeded
          ? 'bg-emerald-400/10 text-emerald-400 ring-emerald-400/30'
          : 'bg-slate-400/10 text-slate-400 ring-slate-400/25',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', isSucceeded ? 'bg-emerald-400' : 'bg-slate-400')}
      />
      {status}
    </span>
  );
}

/** Spec §2 Payment History: Plan, Price, Currency, Date, Status, scrolling at 500 px. */
export function PaymentHistoryTable() {
  const history = usePaymentHistory();

  if (history.isPending) {
    return <PanelLoading label="Loading payment history" />;
  }
  if (history.isError) {
    return (
      <PanelError
        message={'Failed to load payment history.'}
        onRetry={() => void history.refetch()}
      />
    );
  }

  if (history.data.length === 0) {
    return (
      <EmptyState icon={<CreditCardIcon className="size-7" />} title="No payments yet">
        Your purchases and subscription renewals will be listed here.
      </EmptyState>
    );
  }

  return <PaymentsTable payments={history.data} />;
}

function PaymentsTable({ payments }: { payments: PaymentHistoryItem[] }) {
  const rowKey = (payment: PaymentHistoryItem, index: number) =>
    `${payment.date}-${payment.plan}-${index}`;

  return (
    <div className="overflow-hidden rounded-3xl border border-white/10 bg-navy-900/60">
      <div
        // spec §9: the list scrolls at a maximum height of 500 px
        style={{ maxHeight: LIMITS.listMaxHeightPx }}
        className="overflow-auto overscroll-contain"
        tabIndex={0}
        role="region"
        aria-label="Payments"
      >
        {/* a phone gets one card per payment; the five columns need the width of a tablet */}
        <ul className="divide-y divide-white/5 sm:hidden">
          {payments.map((payment, index) => (
            <li key={rowKey(payment, index)} className="px-4 py-4">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-white">{payment.plan}</p>
                <PaymentStatus status={payment.status} />
              </div>
              <p className="mt-1.5 flex flex-wrap gap-x-3 text-sm text-slate-400">
                <span className="text-slate-200 tabular-nums">
                  {payment.price} {payment.currency}
                </span>
                <span>{formatLongDate(payment.date)}</span>
              </p>
            </li>
          ))}
        </ul>

        <table className="hidden w-full text-left text-sm sm:table">
          <caption className="sr-only">Your payments, newest first</caption>
          <thead className="sticky top-0 z-10 bg-navy-800/95 backdrop-blur">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-5 py-3.5 text-xs font-semibold tracking-wider text-slate-400 uppercase"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {payments.map((payment, index) => (
              <tr key={rowKey(payment, index)} className="hover:bg-white/[0.03]">
                <td className="px-5 py-4 font-medium whitespace-nowrap text-white">
                  {payment.plan}
                </td>
                <td className="px-5 py-4 whitespace-nowrap text-slate-200 tabular-nums">
                  {payment.price}
                </td>
                <td className="px-5 py-4 text-slate-300">{payment.currency}</td>
                <td className="px-5 py-4 whitespace-nowrap text-slate-300">
                  {formatLongDate(payment.date)}
                </td>
                <td className="px-5 py-4">
                  <PaymentStatus status={payment.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
