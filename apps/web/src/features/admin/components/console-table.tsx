import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

export interface ConsoleTableProps {
  /** What the table lists, for assistive technology. */
  caption: string;
  columns: readonly string[];
  /** The numeric columns (by index), right-aligned. */
  numeric?: readonly number[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  className?: string;
}

/**
 * A console list as a table: compact rows, a sticky head, and sideways scrolling inside its box
 * when a phone is narrower than the columns.
 */
export function ConsoleTable({
  caption,
  columns,
  numeric = [],
  rows,
  className,
}: ConsoleTableProps) {
  const align = (index: number) => (numeric.includes(index) ? 'text-right tabular-nums' : '');
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        'overflow-auto overscroll-contain rounded-2xl border border-white/10 bg-navy-900/60',
        className,
      )}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-navy-800/95 backdrop-blur">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'px-4 py-2.5 text-xs font-semibold tracking-wider whitespace-nowrap text-slate-400 uppercase',
                  align(index),
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {rows.map((row) => (
            <tr key={row.key} className="align-top hover:bg-white/[0.03]">
              {row.cells.map((cell, index) => (
                <td key={columns[index]} className={cn('px-4 py-2.5 text-slate-200', align(index))}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A short line in place of an empty table. */
export function NoRows({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-white/15 bg-navy-900/40 px-4 py-6 text-center text-sm text-slate-400">
      {children}
    </p>
  );
}

export type Tone = 'good' | 'bad' | 'busy' | 'quiet';

const TONES: Record<Tone, string> = {
  good: 'bg-emerald-400/10 text-emerald-300 ring-emerald-400/30',
  bad: 'bg-rose-400/10 text-rose-300 ring-rose-400/30',
  busy: 'bg-sky-400/10 text-sky-300 ring-sky-400/30',
  quiet: 'bg-slate-400/10 text-slate-300 ring-slate-400/25',
};

/** A state as a small coloured tag: a job's, a payment's, a provider check's. */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** An id in a small monospace face, whole (staff copy it into searches and tickets). */
export function Mono({ children }: { children: ReactNode }) {
  return <span className="font-mono text-xs break-all text-slate-400">{children}</span>;
}
