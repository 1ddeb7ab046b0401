import type { AdminPayment, AdminUserDetailResponse } from '@orato/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useRefundPayment } from '@/features/admin/api/payments';
import { ConsoleTable, Mono, NoRows, StatusTag } from '@/features/admin/components/console-table';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { formatDateTime, formatMoney, planName } from '@/features/admin/utils/format';
import { formatCount, signedCredits } from '@/utils/format-number';

type Detail = AdminUserDetailResponse;

const paymentTone = (status: string) =>
  status === 'paid' || status === 'succeeded' ? 'good' : status === 'refunded' ? 'quiet' : 'bad';

/** The user's payments; an admin can refund one that the gateway can take back. */
export function PaymentsSection({
  payments,
  canRefund,
}: {
  payments: Detail['payments'];
  canRefund: boolean;
}) {
  const [chosen, setChosen] = useState<AdminPayment | null>(null);
  const refund = useRefundPayment();
  const toast = useToast();
  if (payments.length === 0) {
    return <NoRows>No payments.</NoRows>;
  }
  const close = () => {
    refund.reset();
    setChosen(null);
  };
  return (
    <>
      <ConsoleTable
        caption="Payments, newest first"
        columns={['Paid', 'Plan', 'Amount', 'Status', 'Reference', '']}
        numeric={[2]}
        rows={payments.map((payment) => ({
          key: payment.id,
          cells: [
            <span key="at" className="whitespace-nowrap">
              {formatDateTime(payment.paid_at)}
            </span>,
            planName(payment.plan),
            formatMoney(payment.price_cents, payment.currency),
            <StatusTag key="status" tone={paymentTone(payment.status)}>
              {payment.status}
            </StatusTag>,
            <Mono key="ref">{payment.reference}</Mono>,
            canRefund && payment.refundable ? (
              <Button key="refund" size="sm" variant="secondary" onClick={() => setChosen(payment)}>
                Refund
              </Button>
            ) : null,
          ],
        }))}
      />
      <ReasonDialog
        open={chosen !== null}
        title="Refund this payment?"
        description={
          chosen
            ? `${formatMoney(chosen.price_cents, chosen.currency)} for ${planName(chosen.plan)} goes back through the payment gateway; the credits it bought and not yet spent are taken back.`
            : ''
        }
        confirmLabel="Refund"
        pendingLabel="Refunding…"
        isPending={refund.isPending}
        error={refund.error}
        onConfirm={({ reason }) =>
          chosen &&
          refund.mutate(
            { paymentId: chosen.id, reason },
            {
              onSuccess: (result) => {
                toast.success(
                  `Refunded; ${formatCount(result.credits_reversed)} credits taken back.`,
                );
                close();
              },
            },
          )
        }
        onClose={close}
      />
    </>
  );
}

/** Every movement of the user's credits, newest first, with the balance change each made. */
export function LedgerSection({ ledger }: { ledger: Detail['ledger'] }) {
  if (ledger.length === 0) {
    return <NoRows>No credits have moved.</NoRows>;
  }
  return (
    <ConsoleTable
      caption="Credits ledger, newest first"
      columns={['When', 'Kind', 'Amount', 'Change', 'Reason', 'Reference']}
      numeric={[2, 3]}
      className="max-h-[32rem]"
      rows={ledger.map((entry) => ({
        key: entry.id,
        cells: [
          <span key="at" className="whitespace-nowrap">
            {formatDateTime(entry.created_at)}
          </span>,
          <span key="kind" className="whitespace-nowrap">
            {entry.kind.replaceAll('_', ' ')}
          </span>,
          formatCount(entry.amount),
          <span
            key="delta"
            className={
              entry.delta > 0
                ? 'text-emerald-300'
                : entry.delta < 0
                  ? 'text-white'
                  : 'text-slate-400'
            }
          >
            {signedCredits(entry.delta)}
          </span>,
          <span key="reason" className="block min-w-48">
            {entry.reason}
          </span>,
          entry.reference ? <Mono key="ref">{entry.reference}</Mono> : '—',
        ],
      }))}
    />
  );
}

/** The user's API keys: their names and first characters only. */
export function ApiKeysSection({ keys }: { keys: Detail['api_keys'] }) {
  if (keys.length === 0) {
    return <NoRows>No API keys.</NoRows>;
  }
  return (
    <ConsoleTable
      caption="API keys"
      columns={['Name', 'Prefix', 'Created', 'Last used', 'State']}
      rows={keys.map((key) => ({
        key: key.id,
        cells: [
          key.name,
          <Mono key="prefix">{key.prefix}…</Mono>,
          formatDateTime(key.created_at),
          formatDateTime(key.last_used_at),
          key.revoked_at ? (
            <StatusTag key="state" tone="quiet">
              revoked {formatDateTime(key.revoked_at)}
            </StatusTag>
          ) : (
            <StatusTag key="state" tone="good">
              live
            </StatusTag>
          ),
        ],
      }))}
    />
  );
}

/** Where the user is signed in. */
export function SessionsSection({ sessions }: { sessions: Detail['sessions'] }) {
  if (sessions.length === 0) {
    return <NoRows>Not signed in anywhere.</NoRows>;
  }
  return (
    <ConsoleTable
      caption="Sessions"
      columns={['Signed in', 'Last seen', 'Expires']}
      rows={sessions.map((session, index) => ({
        key: `${session.created_at}-${index}`,
        cells: [
          formatDateTime(session.created_at),
          formatDateTime(session.last_seen_at),
          formatDateTime(session.expires_at),
        ],
      }))}
    />
  );
}

/** The avatars the user uploaded, as thumbnails only. */
export function AvatarsSection({ avatars }: { avatars: Detail['avatars'] }) {
  if (avatars.length === 0) {
    return <NoRows>No uploaded avatars.</NoRows>;
  }
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-8">
      {avatars.map((avatar) => (
        <li key={avatar.id} className="min-w-0">
          <img
            src={avatar.thumbnail_url}
            alt={avatar.name}
            loading="lazy"
            className="aspect-square w-full rounded-xl border border-white/10 bg-navy-800 object-cover"
          />
          <p className="mt-1 truncate text-xs text-slate-300" title={avatar.name}>
            {avatar.name}
          </p>
          <p className="text-[0.6875rem] text-slate-500">{formatDateTime(avatar.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}
