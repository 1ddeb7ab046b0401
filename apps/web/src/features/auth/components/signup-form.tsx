import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, signupFormSchema, TIMINGS } from '@orato/shared';
import type { SignupForm as SignupFormValues } from '@orato/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { useFormToasts, useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSignup } from '@/features/auth/api/signup';
import { EmailField, NewPasswordFields } from '@/features/auth/components/auth-fields';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';

/** E-mail, password and confirmation (spec §2 /signup); success goes on to the code screen. */
export function SignupForm() {
  const navigate = useNavigate();
  const toast = useFormToasts();
  // 'Please login instead' is meant for the login page it leads to: it outlives this one
  const redirectToast = useToast();
  const signup = useSignup();
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
            redirectToast.error(
              apiErrorMessage(error, { fallback: MESSAGES.signup.emailRegistered }),
            );
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

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField error={errors.email?.message} {...field('email')} />
      <NewPasswordFields
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        placeholder="At least 8 characters"
        errors={{
          password: errors.password?.message,
          confirm: errors.confirmPassword?.message,
        }}
        password={field('password')}
        confirm={field('confirmPassword')}
      />
      <div className="pt-1">
        <SubmitButton isBusy={signup.isPending || isRedirecting}>Continue</SubmitButton>
      </div>
    </form>
  );
}
