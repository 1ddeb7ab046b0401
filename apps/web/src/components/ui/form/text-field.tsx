import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

import { cn } from '@/utils/cn';

export const inputStyles =
  'h-12 w-full rounded-xl border border-white/10 bg-navy-950/60 px-4 text-base text-white shadow-inner shadow-black/20 transition-colors placeholder:text-slate-500 hover:border-white/20 focus:border-brand-400 focus:ring-2 focus:ring-brand-400/25 focus:outline-none aria-[invalid=true]:border-rose-400/80 aria-[invalid=true]:focus:ring-rose-400/25 sm:text-sm';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's own error, shown under it and announced as it appears. */
  error?: string | undefined;
  /** A control inside the field's right edge, such as a show/hide button. */
  endAdornment?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error underneath, tied to it with aria-describedby. */
export function TextField({
  label,
  error,
  endAdornment,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputStyles, endAdornment ? 'pr-12' : undefined)}
          {...inputProps}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>
        ) : null}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error text; `role="alert"` so it is read out when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-rose-300">
      {children}
    </p>
  );
}
