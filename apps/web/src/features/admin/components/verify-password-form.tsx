import { zodResolver } from '@hookform/resolvers/zod';
import { adminVerifyInputSchema } from '@orato/shared';
import type { AdminVerifyInput } from '@orato/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { PasswordVisibilityToggle } from '@/components/ui/form/password-visibility-toggle';
import { TextField } from '@/components/ui/form/text-field';
import { useVerifyPassword } from '@/features/admin/api/me';
import { errorText } from '@/utils/error-text';

/**
 * The staff member's password, to confirm the console session after it sat idle. A wrong one is
 * told in the server's words and the field empties for another try.
 */
export function VerifyPasswordForm({ email }: { email: string }) {
  const verify = useVerifyPassword();
  const passwordId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<AdminVerifyInput>({
    resolver: zodResolver(adminVerifyInputSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = form.handleSubmit((input) =>
    verify.mutate(input, { onError: () => form.resetField('password') }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      {/* the account the password belongs to, for password managers */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <TextField
        id={passwordId}
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        endAdornment={
          <PasswordVisibilityToggle
            visible={showPassword}
            onToggle={() => setShowPassword((shown) => !shown)}
            controls={passwordId}
          />
        }
        {...form.register('password')}
      />
      {verify.isError ? (
        <Alert>{errorText(verify.error, 'Your password could not be checked. Try again.')}</Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? <BusyIcon /> : null}
        {verify.isPending ? 'Checking…' : 'Confirm'}
      </Button>
    </form>
  );
}
