import { useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormProps } from 'react-hook-form';

/**
 * A react-hook-form form with the auth screens' error rhythm (spec §5): errors appear when the form
 * is submitted, and a field's error clears as soon as that field is edited.
 */
export function useAuthForm<TValues extends FieldValues, TOutput = TValues>(
  options: UseFormProps<TValues, unknown, TOutput>,
) {
  const form = useForm<TValues, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
  });
  const { register, clearErrors } = form;

  /** `register`, plus clearing the field's error on edit. */
  const field = (name: Path<TValues>) => register(name, { onChange: () => clearErrors(name) });

  return { form, field };
}
