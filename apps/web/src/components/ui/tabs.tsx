import type { KeyboardEvent, ReactNode } from 'react';

import { cn } from '@/utils/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

export interface TabListProps<T extends string> {
  /** Ties each tab to its panel; use the same value for the `TabPanel`. */
  idBase: string;
  /** The accessible name of the whole tab list. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between tabs
 * and show their panel at once. Drawn as a segmented pill control.
 */
export function TabList<T extends string>({
  idBase,
  label,
  items,
  value,
  onChange,
  className,
}: TabListProps<T>) {
  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) {
      return;
    }
    onChange(item.value);
    document.getElementById(tabId(idBase, item.value))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      select(next);
    }
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn(
        'inline-flex rounded-full border border-white/10 bg-navy-950/60 p-1 shadow-inner shadow-black/20',
        className,
      )}
    >
      {items.map((item) => {
        const isSelected = item.value === value;
        return (
          <button
            key={item.value}
            id={tabId(idBase, item.value)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            // only the selected tab's panel is rendered
            aria-controls={isSelected ? panelId(idBase, item.value) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(item.value)}
            className={cn(
              'min-h-10 flex-1 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5',
              isSelected
                ? 'bg-brand-400 text-navy-950 shadow-md shadow-brand-500/20'
                : 'text-slate-300 hover:bg-white/5 hover:text-white',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab; render only the selected one. */
export function TabPanel({
  idBase,
  value,
  className,
  children,
}: {
  idBase: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      tabIndex={0}
      className={cn('rounded-3xl outline-none focus-visible:outline-2', className)}
    >
      {children}
    </div>
  );
}
