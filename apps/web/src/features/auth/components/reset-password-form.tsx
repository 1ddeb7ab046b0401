import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MESSAGES, resetPasswordFormSchema } from '@orato/shared';
import type { ResetPasswordForm as ResetPasswordFormValues } from '@orato/shared';
import { useNavigate } from 'react-router';

import { useFormToasts } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { NewPasswordFields } from '@/features/auth/components/auth-fields';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { apiErrorMessage } from '@/lib/api-error';

interface ResetPasswordFormProps {
  /** Both from the e-mailed link; the server checks the token and the password's length. */
  email: string;
  token: string;
}

/** New password and its confirmation (spec §2 /reset-password); success goes to /login. */
export function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const toast = useFormToasts();
  const resetPassword = useResetPassword();
  const { form, field } = useAuthForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    resetPassword.mutate(
      { email, password, token },
      {
        onSuccess: ({ message }) => {
          toast.success(message || MESSAGES.resetPassword.updated);
          void navigate(paths.auth.login.getHref());
        },
        onError: (error) =>
          toast.error(
            apiErrorMessage(error, {
              network: MESSAGES.resetPassword.failed,
              fallback: MESSAGES.resetPassword.failed,
            }),
          ),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {/* lets a password manager file the new password under the right account */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        labels={{ password: 'New Password', confirm: 'Confirm Password' }}
        placeholder={`At least ${LIMITS.passwordMinLength} characters`}
        errors={{
          password: errors.password?.message,
          confirm: errors.confirmPassword?.message,
        }}
        password={field('password')}
        confirm={field('confirmPassword')}
      />
      <div className="pt-1">
        <SubmitButton isBusy={resetPassword.isPending}>Reset Password</SubmitButton>
      </div>
    </form>
  );
}
