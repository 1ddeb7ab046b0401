import { RefreshCwIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { useProviders } from '@/features/admin/api/insights';
import { ConsoleTable, NoRows, StatusTag } from '@/features/admin/components/console-table';
import { formatSpan } from '@/features/admin/utils/format';
import { errorText } from '@/utils/error-text';
import { formatCount } from '@/utils/format-number';

const CHECK_TONES = { ok: 'good', fail: 'bad', off: 'quiet' } as const;

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)}%`;

/** The doctor's checks, run as the page asks, and each provider's calls over the last hour. */
export function ProvidersBoard() {
  const providers = useProviders();
  if (providers.isPending) {
    return <PanelLoading label="Checking the providers" />;
  }
  if (providers.isError) {
    return (
      <PanelError
        message={errorText(providers.error, 'The providers could not be checked.')}
        onRetry={() => void providers.refetch()}
      />
    );
  }
  const { checks, usage, window_seconds } = providers.data;
  const checkedAt = new Date(providers.dataUpdatedAt).toISOString().slice(11, 19);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400" aria-live="polite">
          Checked at {checkedAt} UTC; again every 30 seconds.
        </p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void providers.refetch()}
          disabled={providers.isFetching}
        >
          <RefreshCwIcon
            className={providers.isFetching ? 'size-4 animate-spin' : 'size-4'}
            aria-hidden="true"
          />
          {providers.isFetching ? 'Checking…' : 'Check now'}
        </Button>
      </div>
      <section aria-labelledby="checks-title" className="flex flex-col gap-3">
        <h2 id="checks-title" className="text-base font-semibold text-white">
          Checks
        </h2>
        {checks.length === 0 ? (
          <NoRows>No provider is configured.</NoRows>
        ) : (
          <ConsoleTable
            caption="Provider checks"
            columns={['Provider', 'Status', 'Detail', 'Fix']}
            rows={checks.map((check) => ({
              key: check.provider,
              cells: [
                <span key="name" className="font-medium whitespace-nowrap text-white">
                  {check.provider}
                </span>,
                <StatusTag key="status" tone={CHECK_TONES[check.status]}>
                  {check.status}
                </StatusTag>,
                <span key="detail" className="block min-w-48">
                  {check.detail}
                </span>,
                <span key="fix" className="block min-w-48 text-slate-400">
                  {check.fix || '—'}
                </span>,
              ],
            }))}
          />
        )}
      </section>
      <section aria-labelledby="usage-title" className="flex flex-col gap-3">
        <h2 id="usage-title" className="text-base font-semibold text-white">
          Last {formatSpan(window_seconds)}
        </h2>
        {usage.length === 0 ? (
          <NoRows>No provider was called.</NoRows>
        ) : (
          <ConsoleTable
            caption={`Provider calls over the last ${formatSpan(window_seconds)}`}
            columns={['Provider', 'Calls', 'Failures', 'Failure rate', 'p95 latency']}
            numeric={[1, 2, 3, 4]}
            rows={usage.map((row) => ({
              key: row.provider,
              cells: [
                <span key="name" className="font-medium text-white">
                  {row.provider}
                </span>,
                formatCount(row.calls),
                <span key="failures" className={row.failures > 0 ? 'text-rose-300' : undefined}>
                  {formatCount(row.failures)}
                </span>,
                percent(row.failures, row.calls),
                row.p95_ms === null ? '—' : `${formatCount(Math.round(row.p95_ms))} ms`,
              ],
            }))}
          />
        )}
      </section>
    </div>
  );
}
