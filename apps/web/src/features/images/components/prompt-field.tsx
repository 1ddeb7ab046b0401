import { LIMITS, MESSAGES } from '@orato/shared';
import { useId } from 'react';

import { FieldError } from '@/components/ui/form/text-field';
import { cn } from '@/utils/cn';

/** Spec §2/§5: the prompt with its 'N/1000' counter and the over-limit message (by characters). */
export function PromptField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const counterId = useId();
  const errorId = useId();
  const isTooLong = value.length > LIMITS.imagePromptMaxCharacters;

  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-200">
          Prompt
        </label>
        <span
          id={counterId}
          className={cn(
            'text-xs font-semibold tabular-nums',
            isTooLong ? 'text-rose-300' : 'text-slate-400',
          )}
        >
          {`${value.length}/${LIMITS.imagePromptMaxCharacters}`}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        disabled={disabled}
        rows={5}
        placeholder="Describe the image you want, or how to change the uploaded ones…"
        aria-invalid={isTooLong ? true : undefined}
        aria-describedby={isTooLong ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => onChange(event.target.value)}
        className="block min-h-32 w-full resize-y rounded-xl border border-white/10 bg-navy-950/60 px-4 py-3 text-base text-white shadow-inner shadow-black/20 transition-colors placeholder:text-slate-500 hover:border-white/20 focus:border-brand-400 focus:ring-2 focus:ring-brand-400/25 focus:outline-none disabled:opacity-60 aria-[invalid=true]:border-rose-400/80 sm:text-sm"
      />
      {isTooLong ? <FieldError id={errorId}>{MESSAGES.nanoBanana.promptTooLong}</FieldError> : null}
    </div>
  );
}
