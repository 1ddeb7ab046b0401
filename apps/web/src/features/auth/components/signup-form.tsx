import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, signupFormSchema, TIMINGS } from '@orato/shared';
import type { SignupForm as SignupFormValues } from '@orato/shared';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { PasswordVisibilityToggle } from '@/components/ui/form/password-visibility-toggle';
import { TextField } from '@/components/ui/form/text-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSignup } from '@/features/auth/api/signup';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';

/** E-mail, password and confirmation (spec §2 /signup); success goes on to the code screen. */
export function SignupForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const signup = useSignup();
  const passwordId = useId();
  const confirmId = useId();
  const [showPasswords, setShowPasswords] = useState(false);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const { form, field } = useAuthForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  // spec §4: an e-mail that is already registered is sent on to log in after 3 s
  useEffect(() => {
    if (!isRedirecting) {
      return;
    }
    const timer = window.setTimeout(
      () => void navigate(paths.auth.login.getHref()),
      TIMINGS.signupRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [isRedirecting, navigate]);

  const onSubmit = form.handleSubmit(({ email, password }) =>
    signup.mutate(
      { email, password },
      {
        onSuccess: ({ message }) => {
          toast.success(message || MESSAGES.signup.verificationSent);
          void navigate(paths.auth.otpVerification.getHref(), { state: { email } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            toast.error(apiErrorMessage(error, { fallback: MESSAGES.signup.emailRegistered }));
            setIsRedirecting(true);
            return;
          }
          toast.error(
            apiErrorMessage(error, {
              network: MESSAGES.signup.networkError,
              fallback: MESSAGES.signup.failed,
            }),
          );
        },
      },
    ),
  );

  const visibility = (
    <PasswordVisibilityToggle
      plural
      visible={showPasswords}
      onToggle={() => setShowPasswords((shown) => !shown)}
      controls={`${passwordId} ${confirmId}`}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        id={passwordId}
        label="Password"
        type={showPasswords ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        endAdornment={visibility}
        {...field('password')}
      />
      <TextField
        id={confirmId}
        label="Confirm password"
        type={showPasswords ? 'text' : 'password'}
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <div className="pt-1">
        <SubmitButton isBusy={signup.isPending || isRedirecting}>Continue</SubmitButton>
      </div>
    </form>
  );
}
