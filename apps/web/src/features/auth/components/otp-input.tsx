import { LIMITS } from '@orato/shared';
import type { ClipboardEvent, KeyboardEvent, Ref } from 'react';
import { useImperativeHandle, useRef } from 'react';

import { cn } from '@/utils/cn';

export const emptyCode = (): string[] => Array.from({ length: LIMITS.otpLength }, () => '');

const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface OtpInputHandle {
  focus: (index?: number) => void;
}

interface OtpInputProps {
  /** One entry per box: a single digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  /** The id of the text that describes the boxes (the field's error). */
  describedBy?: string | undefined;
  ref?: Ref<OtpInputHandle>;
}

/**
 * Six single-digit boxes (spec §2 /otp-verification): digits only, typing moves on, Backspace on an
 * empty box moves back, and a pasted (or autofilled) code fills every box at once.
 */
export function OtpInput({ value, onChange, invalid, describedBy, ref }: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const last = value.length - 1;

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(last, index))];
    input?.focus();
    input?.select();
  };

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  /** Writes digits into the boxes from `start` on; returns the index of the last one written. */
  const fillFrom = (start: number, digits: string) => {
    const next = [...value];
    const count = Math.min(digits.length, value.length - start);
    for (let offset = 0; offset < count; offset += 1) {
      next[start + offset] = digits.charAt(offset);
    }
    onChange(next);
    return start + count - 1;
  };

  const onBoxChange = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (!digits) {
      // a cleared box clears; a letter leaves the box as it was
      if (text === '') {
        const next = [...value];
        next[index] = '';
        onChange(next);
      }
      return;
    }
    if (digits.length >= value.length) {
      // a whole code arrived in one box (autofill from the message, or a paste the browser inserted)
      fillFrom(0, digits);
      focusBox(last);
      return;
    }
    // typing into a box that holds a digit replaces it with the one just typed
    const current = value[index];
    let typed = digits;
    if (current && digits.length === 2) {
      typed = digits.startsWith(current) ? digits.slice(1) : digits.slice(0, 1);
    }
    focusBox(fillFrom(index, typed) + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) {
      return;
    }
    // a whole code fills every box, wherever it is pasted
    const written = digits.length >= value.length ? fillFrom(0, digits) : fillFrom(index, digits);
    focusBox(written + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < last) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    <div
      role="group"
      aria-label="Verification code"
      aria-describedby={describedBy}
      className="flex justify-between gap-2 sm:gap-3"
    >
      {value.map((digit, index) => (
        <input
          // the boxes are fixed positions, never reordered
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={digit}
          onChange={(event) => onBoxChange(index, event.target.value)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'aspect-square w-full max-w-14 min-w-0 rounded-xl border bg-navy-950/60 text-center text-2xl font-semibold text-white caret-brand-300 shadow-inner shadow-black/20 transition-colors focus:ring-2 focus:outline-none sm:text-3xl',
            invalid
              ? 'border-rose-400/80 focus:ring-rose-400/25'
              : cn(
                  'hover:border-white/20 focus:border-brand-400 focus:ring-brand-400/25',
                  digit ? 'border-brand-400/40' : 'border-white/10',
                ),
          )}
        />
      ))}
    </div>
  );
}
