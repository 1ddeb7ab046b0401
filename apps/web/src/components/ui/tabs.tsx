import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}

/**
 * The state of a set of tabs (Radix, WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and
 * End move between tabs and show their panel at once. It adds no box of its own (`display:
 * contents`), so the tab list and the panel lay out as children of the caller's container.
 */
export function Tabs<T extends string>({ value, onChange, children }: TabsProps<T>) {
  return (
    <RadixTabs.Root
      value={value}
      // the triggers only ever carry values from the caller's own item list
      onValueChange={(next) => onChange(next as T)}
      activationMode="automatic"
      className="contents"
    >
      {children}
    </RadixTabs.Root>
  );
}

export interface TabListProps<T extends string> {
  /** The accessible name of the whole tab list. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  className?: string;
}

/**
 * The row of tabs inside `Tabs`, drawn as a segmented pill control. Each tab is as wide as its
 * label (equal shares cut long labels off); when the row is wider than its space, whole tabs wrap
 * onto another row rather than a label being clipped or the row pushing past the screen's edge.
 */
export function TabList<T extends string>({ label, items, className }: TabListProps<T>) {
  return (
    <RadixTabs.List
      aria-label={label}
      className={cn(
        'inline-flex max-w-full flex-wrap gap-1 rounded-2xl border border-white/10 bg-navy-950/60 p-1 shadow-inner shadow-black/20 sm:rounded-full',
        className,
      )}
    >
      {items.map((item) => (
        <RadixTabs.Trigger
          key={item.value}
          value={item.value}
          className={cn(
            'min-h-10 flex-auto rounded-xl px-3 py-2 text-sm leading-tight font-semibold whitespace-nowrap transition-colors sm:rounded-full sm:px-5',
            'text-slate-300 hover:bg-white/5 hover:text-white',
            'data-[state=active]:bg-brand-400 data-[state=active]:text-navy-950 data-[state=active]:shadow-md data-[state=active]:shadow-brand-500/20 data-[state=active]:hover:bg-brand-400 data-[state=active]:hover:text-navy-950',
          )}
        >
          {item.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

/** The panel of one tab inside `Tabs`; only the selected tab's panel is mounted. */
export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Content
      value={value}
      className={cn('rounded-3xl outline-none focus-visible:outline-2', className)}
    >
      {children}
    </RadixTabs.Content>
  );
}
