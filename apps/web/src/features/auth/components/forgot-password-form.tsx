import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInputSchema, MESSAGES } from '@orato/shared';
import type { ForgotPasswordInput } from '@orato/shared';

import { useFormToasts } from '@/components/ui/toast';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { EmailField } from '@/features/auth/components/auth-fields';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { apiErrorMessage } from '@/lib/api-error';

/** One e-mail field (spec §2 /forgot-password); the link arrives by e-mail. */
export function ForgotPasswordForm() {
  const toast = useFormToasts();
  const forgotPassword = useForgotPassword();
  const { form, field } = useAuthForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    forgotPassword.mutate(input, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) =>
        toast.error(
          apiErrorMessage(error, {
            network: MESSAGES.forgotPassword.sendFailed,
            fallback: MESSAGES.forgotPassword.somethingWrong,
          }),
        ),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField error={errors.email?.message} {...field('email')} />
      <SubmitButton isBusy={forgotPassword.isPending}>Send Reset Link</SubmitButton>
    </form>
  );
}
