import { LIMITS, MESSAGES, otpCodeSchema } from '@orato/shared';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { FieldError } from '@/components/ui/form/text-field';
import { useFormToasts } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSendVerificationEmail } from '@/features/auth/api/verification-email';
import { useVerifyCode } from '@/features/auth/api/verify-code';
import { OtpInput } from '@/features/auth/components/otp-input';
import type { OtpInputHandle } from '@/features/auth/components/otp-input';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { apiErrorMessage } from '@/lib/api-error';

const RESEND_COOLDOWN_MS = LIMITS.otpResendCooldownSeconds * 1000;

/** Whole seconds until `deadline`, ticking down to 0; `restart` starts a fresh cooldown. */
function useCooldown(durationMs: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + durationMs);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(durationMs / 1000));

  useEffect(() => {
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) {
        window.clearInterval(timer);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = () => {
    setDeadline(Date.now() + durationMs);
    setSecondsLeft(Math.ceil(durationMs / 1000));
  };

  return { secondsLeft, restart };
}

/** The six-box code entry with its resend countdown (spec §2, §4); success goes to /login. */
export function OtpVerificationForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const toast = useFormToasts();
  const verify = useVerifyCode();
  const resend = useSendVerificationEmail();
  const cooldown = useCooldown(RESEND_COOLDOWN_MS);
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const boxes = useRef<OtpInputHandle>(null);
  const errorId = useId();

  useEffect(() => {
    boxes.current?.focus();
  }, []);

  const onDigitsChange = (next: string) => {
    setDigits(next);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = otpCodeSchema.safeParse(digits);
    if (!code.success) {
      setError(MESSAGES.validation.otpInvalid);
      boxes.current?.focus();
      return;
    }
    verify.mutate(
      { email, code: code.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate(paths.auth.login.getHref());
        },
        onError: (failure) => {
          // spec §4: a refused code clears the boxes and puts the cursor back in the first
          toast.error(
            apiErrorMessage(failure, { fallback: MESSAGES.forgotPassword.somethingWrong }),
          );
          setDigits('');
          boxes.current?.focus();
        },
      },
    );
  };

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          cooldown.restart();
        },
        onError: (failure) =>
          toast.error(
            apiErrorMessage(failure, { fallback: MESSAGES.forgotPassword.somethingWrong }),
          ),
      },
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div>
        <OtpInput
          ref={boxes}
          value={digits}
          onChange={onDigitsChange}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
        />
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>

      <SubmitButton isBusy={verify.isPending}>Verify</SubmitButton>

      <div className="flex flex-col items-center gap-1 text-sm text-slate-400">
        <span>Didn&apos;t get the e-mail?</span>
        <button
          type="button"
          onClick={onResend}
          disabled={cooldown.secondsLeft > 0 || resend.isPending}
          className="rounded px-2 py-1 font-semibold text-brand-300 tabular-nums underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
        >
          {cooldown.secondsLeft > 0 ? `Resend code in ${cooldown.secondsLeft}s` : 'Resend code'}
        </button>
      </div>
    </form>
  );
}
