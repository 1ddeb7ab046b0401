import { useId } from 'react';
import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/**
 * A small set of exclusive options as one row of pill buttons: real radio inputs (one tab stop,
 * arrow keys move between them), styled as a segmented control.
 */
export function SegmentedChoice<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled,
  size = 'md',
}: {
  legend: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-2xl border border-white/10 bg-navy-950/60 p-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'relative inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-xl font-semibold whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-300',
              size === 'sm' ? 'min-h-9 px-2.5 text-xs' : 'min-h-10 px-3 text-sm',
              value === choice.value
                ? 'bg-brand-400 text-navy-950'
                : 'text-slate-300 hover:bg-white/5 hover:text-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.icon}
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
