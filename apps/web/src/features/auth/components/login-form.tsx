import { zodResolver } from '@hookform/resolvers/zod';
import { loginInputSchema, MESSAGES } from '@orato/shared';
import type { LoginInput } from '@orato/shared';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { PasswordVisibilityToggle } from '@/components/ui/form/password-visibility-toggle';
import { TextField } from '@/components/ui/form/text-field';
import { useFormToasts } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { UnexpectedLoginResponseError, useLogin } from '@/features/auth/api/login';
import { authLinkStyles } from '@/features/auth/components/auth-card';
import { EmailField } from '@/features/auth/components/auth-fields';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { clearStoredUser } from '@/lib/local-user';

/** E-mail and password (spec §2 /login); success opens the dashboard. */
export function LoginForm() {
  const navigate = useNavigate();
  const toast = useFormToasts();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const passwordId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const { form, field } = useAuthForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: ({ user_email }) => {
        toast.clearErrors();
        completeSignIn(user_email);
      },
      onError: (error) => {
        // spec §4: a failed login leaves nothing signed-in behind
        clearStoredUser();
        if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          toast.info(error.message);
          void navigate(paths.auth.otpVerification.getHref(), { state: { email: input.email } });
          return;
        }
        toast.error(
          error instanceof UnexpectedLoginResponseError
            ? error.message
            : apiErrorMessage(error, {
                network: MESSAGES.login.noResponse,
                fallback: MESSAGES.login.failedTryAgain,
              }),
        );
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField error={errors.email?.message} {...field('email')} />
      <div>
        <TextField
          id={passwordId}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          endAdornment={
            <PasswordVisibilityToggle
              visible={showPassword}
              onToggle={() => setShowPassword((shown) => !shown)}
              controls={passwordId}
            />
          }
          {...field('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to={paths.auth.forgotPassword.getHref()} className={authLinkStyles}>
            Forgot Password
          </Link>
        </p>
      </div>
      <SubmitButton isBusy={login.isPending}>Continue</SubmitButton>
    </form>
  );
}
