import { LIMITS } from '@orato/shared';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import type { SlotProps } from 'input-otp';
import type { ClipboardEvent, Ref } from 'react';
import { useImperativeHandle, useRef } from 'react';

import { cn } from '@/utils/cn';

const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface OtpInputHandle {
  /** Focuses the field with the cursor after the last digit (the first empty box). */
  focus: () => void;
}

interface OtpInputProps {
  /** The digits typed so far, '' to LIMITS.otpLength long. */
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** The id of the text that describes the field (its error). */
  describedBy?: string | undefined;
  ref?: Ref<OtpInputHandle>;
}

/**
 * The code field (spec §2 /otp-verification), drawn as six boxes over one real input, so SMS
 * autofill (`one-time-code`), password managers and screen readers see a single field: digits
 * only, typing moves on, Backspace goes back, and a pasted code fills the boxes.
 */
export function OtpInput({ value, onChange, invalid, describedBy, ref }: OtpInputProps) {
  const input = useRef<HTMLInputElement>(null);

  useImperativeHandle(ref, () => ({
    focus: () => {
      const field = input.current;
      field?.focus();
      field?.setSelectionRange(field.value.length, field.value.length);
    },
  }));

  // the library inserts a paste at the cursor; a whole code replaces what is there instead
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text/plain'));
    if (digits.length >= LIMITS.otpLength) {
      onChange(digits.slice(0, LIMITS.otpLength));
    }
  };

  return (
    <OTPInput
      ref={input}
      maxLength={LIMITS.otpLength}
      value={value}
      onChange={onChange}
      pattern={REGEXP_ONLY_DIGITS}
      pasteTransformer={digitsOf}
      onPaste={onPaste}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label="Verification code"
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      containerClassName="group flex justify-between gap-2 sm:gap-3"
      render={({ slots }) =>
        slots.map((slot, index) => (
          // the boxes are fixed positions, never reordered
          <CodeBox key={index} {...slot} invalid={invalid ?? false} />
        ))
      }
    />
  );
}

/** One box: the digit at its position, and the focus ring and caret where typing goes next. */
function CodeBox({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-square w-full max-w-14 min-w-0 items-center justify-center rounded-xl border bg-navy-950/60 text-2xl font-semibold text-white shadow-inner shadow-black/20 transition-colors sm:text-3xl',
        invalid
          ? cn('border-rose-400/80', isActive && 'ring-2 ring-rose-400/25')
          : cn(
              'group-hover:border-white/20',
              isActive
                ? 'border-brand-400 ring-2 ring-brand-400/25 group-hover:border-brand-400'
                : char
                  ? 'border-brand-400/40'
                  : 'border-white/10',
            ),
      )}
    >
      {char}
      {hasFakeCaret ? (
        <span className="absolute inset-y-[30%] left-1/2 w-0.5 -translate-x-1/2 animate-pulse rounded-full bg-brand-300" />
      ) : null}
    </div>
  );
}
