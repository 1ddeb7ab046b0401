import { useId } from 'react';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';

import { FieldError } from '@/components/ui/form/text-field';
import { cn } from '@/utils/cn';

export const textareaStyles =
  'block w-full resize-y rounded-xl border border-white/10 bg-navy-950/60 px-4 py-3 text-base leading-relaxed text-white shadow-inner shadow-black/20 transition-colors placeholder:text-slate-500 hover:border-white/20 focus:border-brand-400 focus:ring-2 focus:ring-brand-400/25 focus:outline-none aria-[invalid=true]:border-rose-400/80 aria-[invalid=true]:focus:ring-rose-400/25 sm:text-sm';

export interface TextareaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: ReactNode;
  /** Beside the label, at the right: an "(optional)" note or a counter. */
  labelAside?: ReactNode;
  /** Under the field, while there is no error: a hint or a counter. */
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with a hint or its error underneath, tied with aria-describedby. */
export function TextareaField({
  label,
  labelAside,
  hint,
  error,
  id,
  className,
  ref,
  ...textareaProps
}: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={textareaStyles}
        {...textareaProps}
      />
      {hint ? (
        <div id={hintId} className={cn('mt-1.5 text-sm text-slate-400')}>
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
