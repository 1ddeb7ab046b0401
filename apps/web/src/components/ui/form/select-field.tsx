import { ChevronDownIcon } from 'lucide-react';
import { useId } from 'react';

import { cn } from '@/utils/cn';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled dropdown in the fields' look, with its own chevron (the native arrow is hidden). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className={cn('relative', className)}>
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 w-full appearance-none rounded-xl border border-white/10 bg-navy-950/60 pr-11 pl-4 text-base text-white shadow-inner shadow-black/20 transition-colors hover:border-white/20 focus:border-brand-400 focus:ring-2 focus:ring-brand-400/25 focus:outline-none disabled:opacity-60 sm:text-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} className="bg-navy-900">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  );
}
