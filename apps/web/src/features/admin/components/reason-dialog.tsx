import { zodResolver } from '@hookform/resolvers/zod';
import { adminJobActionInputSchema } from '@orato/shared';
import type { AdminJobActionInput } from '@orato/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { Alert } from '@/components/ui/alert';
import type { ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/features/admin/components/form-actions';
import { TextareaField } from '@/components/ui/form/textarea-field';
import type { TextareaFieldProps } from '@/components/ui/form/textarea-field';
import { errorText } from '@/utils/error-text';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: ButtonVariant;
  isPending: boolean;
  /** The server's refusal of the last try, shown in its own words. */
  error: unknown;
  onConfirm: (input: AdminJobActionInput) => void;
  onClose: () => void;
}

/**
 * A staff action that changes money or a job (refund, retry, cancel): what it will do, the reason
 * the audit log keeps (required), and the server's answer when it refuses.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  confirmVariant = 'danger',
  isPending,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const form = useForm<AdminJobActionInput>({
    resolver: zodResolver(adminJobActionInputSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      dismissible={!isPending}
    >
      <form onSubmit={form.handleSubmit(onConfirm)} noValidate className="mt-6 space-y-4">
        <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
        {error ? <Alert>{errorText(error, 'That did not work. Try again.')}</Alert> : null}
        <FormActions
          label={confirmLabel}
          pendingLabel={pendingLabel}
          variant={confirmVariant}
          isPending={isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}

/** The reason every staff action needs: kept in the audit log (and shown to the user for credits). */
export function ReasonField(props: Omit<TextareaFieldProps, 'label'>) {
  return (
    <TextareaField
      label="Reason"
      rows={2}
      maxLength={500}
      hint="Kept in the audit log."
      {...props}
    />
  );
}
