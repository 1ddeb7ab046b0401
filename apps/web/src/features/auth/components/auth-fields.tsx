import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { PasswordVisibilityToggle } from '@/components/ui/form/password-visibility-toggle';
import { TextField } from '@/components/ui/form/text-field';
import type { TextFieldProps } from '@/components/ui/form/text-field';

/** The auth screens' e-mail field. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  placeholder: string;
  errors: { password?: string | undefined; confirm?: string | undefined };
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
}

/** A new password and its confirmation, shown or hidden together by one toggle. */
export function NewPasswordFields({
  labels,
  placeholder,
  errors,
  password,
  confirm,
}: NewPasswordFieldsProps) {
  const passwordId = useId();
  const confirmId = useId();
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';

  return (
    <>
      <TextField
        id={passwordId}
        label={labels.password}
        type={type}
        autoComplete="new-password"
        placeholder={placeholder}
        error={errors.password}
        endAdornment={
          <PasswordVisibilityToggle
            plural
            visible={visible}
            onToggle={() => setVisible((shown) => !shown)}
            controls={`${passwordId} ${confirmId}`}
          />
        }
        {...password}
      />
      <TextField
        id={confirmId}
        label={labels.confirm}
        type={type}
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirm}
        {...confirm}
      />
    </>
  );
}
