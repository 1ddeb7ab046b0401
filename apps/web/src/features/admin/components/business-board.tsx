import type { AdminBusinessDay } from '@orato/shared';

import { PanelError, PanelLoading } from '@/components/ui/panel-states';
import { useBusiness } from '@/features/admin/api/insights';
import { ChartCard } from '@/features/admin/components/charts/chart-card';
import { field, mrrByPlan, perTool } from '@/features/admin/utils/business-series';
import { formatMoney } from '@/features/admin/utils/format';
import { errorText } from '@/utils/error-text';
import { formatCount } from '@/utils/format-number';

// whole dollars on the axis and for large sums; cents where they say something
const dollars = (value: number) =>
  Number.isInteger(value) || value >= 100
    ? `$${formatCount(Math.round(value))}`
    : formatMoney(Math.round(value * 100));
const percent = (value: number) => `${(value * 100).toFixed(value > 0 && value < 0.1 ? 1 : 0)}%`;
const seconds = (value: number) =>
  `${value >= 10 ? Math.round(value) : Number(value.toPrecision(2))} s`;

/** The last 30 days of the business: sign-ups, money, credits, renders, as charts with their numbers. */
export function BusinessBoard() {
  const business = useBusiness();
  if (business.isPending) {
    return <PanelLoading label="Loading the business figures" />;
  }
  if (business.isError) {
    return (
      <PanelError
        message={errorText(business.error, 'The business figures could not be loaded.')}
        onRetry={() => void business.refetch()}
      />
    );
  }
  return <Charts days={business.data.days} />;
}

function Charts({ days }: { days: readonly AdminBusinessDay[] }) {
  const dayKeys = days.map((day) => day.day);
  const last = days.at(-1);
  const total = (pick: (day: AdminBusinessDay) => number) =>
    days.reduce((sum, day) => sum + pick(day), 0);

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Sign-ups, 30 days" value={formatCount(total((day) => day.signups))} />
        <Tile label="Paying users, 30 days" value={formatCount(total((day) => day.paying_users))} />
        <Tile label="MRR today" value={formatMoney(last?.mrr_cents ?? 0)} />
        <Tile label="Credits sold, 30 days" value={formatCount(total((day) => day.credits_sold))} />
      </dl>
      <ChartCard
        title="Sign-ups and paying users"
        description="New accounts, and users with a paid payment, each day."
        days={dayKeys}
        series={[
          field(days, 'Sign-ups', (day) => day.signups),
          field(days, 'Paying users', (day) => day.paying_users),
        ]}
        formatValue={formatCount}
        wholeNumbers
        showTotals
      />
      <ChartCard
        title="MRR by plan"
        description="Monthly recurring revenue at the end of each day."
        days={dayKeys}
        series={[field(days, 'Total', (day) => day.mrr_cents / 100), ...mrrByPlan(days)]}
        formatValue={dollars}
      />
      <ChartCard
        title="Credits sold, spent and returned"
        days={dayKeys}
        series={[
          field(days, 'Sold', (day) => day.credits_sold),
          field(days, 'Spent', (day) => day.credits_spent),
          field(days, 'Returned', (day) => day.credits_returned),
        ]}
        formatValue={formatCount}
        wholeNumbers
        showTotals
      />
      <ChartCard
        title="Renders per tool"
        description="Jobs that finished with a result."
        days={dayKeys}
        series={perTool(days, (tool) => tool.renders, 0)}
        formatValue={formatCount}
        wholeNumbers
        showTotals
      />
      <ChartCard
        title="Failure rate per tool"
        description="Failed jobs among those that ended that day."
        days={dayKeys}
        series={perTool(days, (tool) => tool.failure_rate, null)}
        formatValue={percent}
      />
      <ChartCard
        title="Median render time per tool"
        description="From start to result."
        days={dayKeys}
        series={perTool(days, (tool) => tool.median_render_seconds, null)}
        formatValue={seconds}
      />
    </div>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 px-4 py-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-white tabular-nums">{value}</dd>
    </div>
  );
}
