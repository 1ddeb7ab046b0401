import { useRef, useState } from 'react';
import type { PointerEvent } from 'react';

import { useElementWidth } from '@/features/admin/hooks/use-element-width';
import { formatDay } from '@/features/admin/utils/format-day';
import { axisTicks, labelIndexes, nearestIndex } from '@/features/admin/utils/chart-scale';
import { SERIES_STYLES } from '@/features/admin/components/charts/series-styles';

export interface ChartSeries {
  name: string;
  /** One value a day, in the order of the chart's days; null where there is nothing to measure. */
  values: ReadonlyArray<number | null>;
}

export interface LineChartProps {
  /** What the chart shows, for assistive technology (its numbers are in the table beside it). */
  label: string;
  /** ISO days, oldest first. */
  days: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  /** Counts of things: the axis steps by whole numbers. */
  wholeNumbers?: boolean;
  height?: number;
}

const PAD = { top: 12, right: 12, bottom: 26 };
const LABEL_CHAR_PX = 7;
// a day label ('Nov 30') needs some 40 px and a gap; the chart prints as many as fit
const DAY_LABEL_PX = 64;

/** The path of one series: a line through each day's value, broken where a day has none. */
function seriesPath(
  values: ReadonlyArray<number | null>,
  x: (index: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/** The days with a value but none on either side: no line reaches them, so they get a dot. */
const isolatedIndexes = (values: ReadonlyArray<number | null>): number[] =>
  values.flatMap((value, index) =>
    value !== null && (values[index - 1] ?? null) === null && (values[index + 1] ?? null) === null
      ? [index]
      : [],
  );

/**
 * Days along the bottom, values up the side, one line per series, drawn as SVG by hand: the
 * console's charts need no more. Measured in the web build, the Business page's chunk is 3.7 KB
 * gzipped with this; in its place uPlot 1.6.32 made it 24.7 KB (and 0.7 KB of CSS), Chart.js 4.6.1
 * (its line chart alone) 58.6 KB. Pointing at a day shows its values.
 */
export function LineChart({
  label,
  days,
  series,
  formatValue,
  wholeNumbers = false,
  height = 220,
}: LineChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(boxRef, 560);
  const [active, setActive] = useState<number | null>(null);

  const max = Math.max(0, ...series.flatMap((one) => one.values.filter((v) => v !== null)));
  const ticks = axisTicks(max, { whole: wholeNumbers });
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((tick) => formatValue(tick).length)) * LABEL_CHAR_PX + 10;
  const plotWidth = Math.max(1, width - left - PAD.right);
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (index: number) =>
    left + (days.length <= 1 ? plotWidth / 2 : (index * plotWidth) / (days.length - 1));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const every = Math.max(1, Math.ceil((days.length * DAY_LABEL_PX) / plotWidth));

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left - left, plotWidth, days.length));
  };

  return (
    <div ref={boxRef} className="relative w-full">
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={height}
        className="block touch-pan-y"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-white/10"
              strokeDasharray={tick === 0 ? undefined : '2 4'}
            />
            <text
              x={left - 8}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-400 text-[11px] tabular-nums"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {labelIndexes(days.length, every).map((index) => (
          <text
            key={index}
            x={x(index)}
            y={height - 8}
            textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
            className="fill-slate-400 text-[11px]"
          >
            {formatDay(days[index] ?? '')}
          </text>
        ))}
        {active === null ? null : (
          <line
            x1={x(active)}
            x2={x(active)}
            y1={PAD.top}
            y2={PAD.top + plotHeight}
            className="stroke-white/30"
          />
        )}
        {series.map((one, index) => {
          const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
          const value = active === null ? null : (one.values[active] ?? null);
          return (
            <g key={one.name}>
              <path
                d={seriesPath(one.values, x, y)}
                fill="none"
                stroke={style.color}
                strokeWidth={2}
                strokeDasharray={style.dash}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {isolatedIndexes(one.values).map((index) => (
                <circle
                  key={index}
                  cx={x(index)}
                  cy={y(one.values[index] ?? 0)}
                  r={2.5}
                  fill={style.color}
                />
              ))}
              {active !== null && value !== null ? (
                <circle cx={x(active)} cy={y(value)} r={3.5} fill={style.color} />
              ) : null}
            </g>
          );
        })}
      </svg>
      {active === null ? null : (
        <ChartTooltip
          day={days[active] ?? ''}
          rows={series.map((one) => [one.name, one.values[active] ?? null] as const)}
          formatValue={formatValue}
          // kept inside the chart: left of the cursor in the right half, right of it otherwise
          style={
            x(active) > width / 2
              ? { right: width - x(active) + 10, top: PAD.top }
              : { left: x(active) + 10, top: PAD.top }
          }
        />
      )}
    </div>
  );
}

function ChartTooltip({
  day,
  rows,
  formatValue,
  style,
}: {
  day: string;
  rows: ReadonlyArray<readonly [string, number | null]>;
  formatValue: (value: number) => string;
  style: { left?: number; right?: number; top: number };
}) {
  return (
    <div
      aria-hidden="true"
      style={style}
      className="pointer-events-none absolute z-10 min-w-32 rounded-xl border border-white/10 bg-navy-800/95 px-3 py-2 text-xs shadow-xl shadow-black/40"
    >
      <p className="font-semibold text-white">{formatDay(day)}</p>
      {rows.map(([name, value], index) => (
        <p key={name} className="mt-1 flex items-center justify-between gap-3 text-slate-300">
          <span className="flex items-center gap-1.5">
            <span
              className="size-2 rounded-full"
              style={{ background: SERIES_STYLES[index % SERIES_STYLES.length]!.color }}
            />
            {name}
          </span>
          <span className="font-semibold text-white tabular-nums">
            {value === null ? '—' : formatValue(value)}
          </span>
        </p>
      ))}
    </div>
  );
}
