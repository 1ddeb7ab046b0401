import { useId } from 'react';

import { LineChart } from '@/features/admin/components/charts/line-chart';
import type { ChartSeries } from '@/features/admin/components/charts/line-chart';
import { SERIES_STYLES } from '@/features/admin/components/charts/series-styles';
import { formatDay } from '@/features/admin/utils/format-day';

export interface ChartCardProps {
  title: string;
  description?: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  /** Counts of things: the axis steps by whole numbers. */
  wholeNumbers?: boolean;
  /** A last row with each series' sum over the days (counts, credits); not for rates or medians. */
  showTotals?: boolean;
}

const sum = (values: ReadonlyArray<number | null>) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** One measure over the days: its chart, and beside it (under it on a phone) the numbers. */
export function ChartCard({
  title,
  description,
  days,
  series,
  formatValue,
  wholeNumbers = false,
  showTotals = false,
}: ChartCardProps) {
  const titleId = useId();
  // the newest day first: the one an operator reads first
  const rows = days.map((day, index) => ({ day, index })).reverse();
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatValue(value);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-white/10 bg-navy-900/60 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-white">
            {title}
          </h2>
          {description ? <p className="mt-1 text-xs text-slate-400">{description}</p> : null}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300" aria-hidden="true">
          {series.map((one, index) => (
            <li key={one.name} className="flex items-center gap-1.5">
              <svg width="18" height="6" className="shrink-0">
                <line
                  x1="1"
                  x2="17"
                  y1="3"
                  y2="3"
                  strokeWidth="2"
                  strokeLinecap="round"
                  stroke={SERIES_STYLES[index % SERIES_STYLES.length]!.color}
                  strokeDasharray={SERIES_STYLES[index % SERIES_STYLES.length]!.dash}
                />
              </svg>
              {one.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(14rem,auto)]">
        <div className="min-w-0">
          <LineChart
            label={`${title}, per day for the last ${days.length} days`}
            days={days}
            series={series}
            formatValue={formatValue}
            wholeNumbers={wholeNumbers}
          />
        </div>
        <div
          role="region"
          aria-label={`${title}: the numbers`}
          tabIndex={0}
          className="max-h-56 overflow-auto overscroll-contain rounded-2xl border border-white/5"
        >
          <table className="w-full text-right text-xs tabular-nums">
            <caption className="sr-only">{title}, per day, newest first</caption>
            <thead className="sticky top-0 bg-navy-800/95 backdrop-blur">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-400">
                  Day
                </th>
                {series.map((one) => (
                  <th key={one.name} scope="col" className="px-3 py-2 font-semibold text-slate-400">
                    {one.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {showTotals ? (
                <tr className="bg-white/[0.03]">
                  <th scope="row" className="px-3 py-1.5 text-left font-semibold text-white">
                    {days.length} days
                  </th>
                  {series.map((one) => (
                    <td key={one.name} className="px-3 py-1.5 font-semibold text-white">
                      {formatValue(sum(one.values))}
                    </td>
                  ))}
                </tr>
              ) : null}
              {rows.map(({ day, index }) => (
                <tr key={day}>
                  <th
                    scope="row"
                    className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-slate-400"
                  >
                    {formatDay(day)}
                  </th>
                  {series.map((one) => (
                    <td key={one.name} className="px-3 py-1.5 text-slate-200">
                      {show(one.values[index])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
