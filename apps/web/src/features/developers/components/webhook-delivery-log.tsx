import { WEBHOOK_MESSAGES, type WebhookDelivery } from '@orato/shared';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useWebhookDeliveries } from '@/features/developers/api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '@/features/developers/api/resend-webhook-delivery';
import { cn } from '@/utils/cn';

const time = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const when = (unixSeconds: number | null) =>
  unixSeconds === null ? '—' : time.format(new Date(unixSeconds * 1000));

const STATE_STYLES: Readonly<Record<WebhookDelivery['state'], string>> = {
  delivered: 'bg-emerald-400/10 text-emerald-300',
  pending: 'bg-amber-400/10 text-amber-200',
  failed: 'bg-rose-500/10 text-rose-300',
};

/** What the last attempt got: the status, the refusal, or what comes next. */
function outcome(delivery: WebhookDelivery): string {
  if (delivery.state === 'delivered') {
    return `${delivery.last_status ?? ''} · ${when(delivery.delivered_at)}`;
  }
  const last = delivery.last_error ?? '';
  return delivery.next_attempt_at === null
    ? last
    : `${last} Next try ${when(delivery.next_attempt_at)}.`.trim();
}

/** The last 50 events sent to the endpoint, with Resend on a failed one. */
export function WebhookDeliveryLog() {
  const log = useWebhookDeliveries();
  const resend = useResendWebhookDelivery();

  if (log.isPending) {
    return <Spinner label="Loading deliveries" />;
  }
  if (log.isError) {
    return (
      <p role="alert" className="text-sm text-rose-300">
        {log.error.message}
      </p>
    );
  }
  if (log.data.deliveries.length === 0) {
    return <p className="text-sm text-slate-400">{WEBHOOK_MESSAGES.noDeliveries}</p>;
  }
  return (
    <ul
      aria-label={WEBHOOK_MESSAGES.logTitle}
      className="divide-y divide-white/5 overflow-hidden rounded-2xl border border-white/10"
    >
      {log.data.deliveries.map((delivery) => (
        <li
          key={delivery.id}
          className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[8.5rem_1fr_auto_auto]"
        >
          <span className="font-mono text-xs text-white">{delivery.type}</span>
          <span
            className={cn(
              'justify-self-end rounded-full px-2 py-0.5 text-xs font-semibold sm:order-3',
              STATE_STYLES[delivery.state],
            )}
          >
            {`${WEBHOOK_MESSAGES.stateLabels[delivery.state]} · ${delivery.attempts}×`}
          </span>
          <span className="col-span-2 min-w-0 text-xs text-slate-400 sm:order-2 sm:col-span-1">
            <span className="block">
              {when(delivery.created_at)}
              {delivery.job_id ? (
                <span className="ml-2 font-mono text-slate-500">{`job ${delivery.job_id.slice(0, 8)}`}</span>
              ) : null}
            </span>
            <span className="block break-words text-slate-300">{outcome(delivery)}</span>
          </span>
          <span className="col-span-2 sm:order-4 sm:col-span-1">
            {delivery.state === 'failed' ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.mutate(delivery.id)}
              >
                {WEBHOOK_MESSAGES.resend}
              </Button>
            ) : null}
          </span>
        </li>
      ))}
      {resend.isError ? (
        <li role="alert" className="px-4 py-3 text-sm text-rose-300">
          {resend.error.message}
        </li>
      ) : null}
    </ul>
  );
}
