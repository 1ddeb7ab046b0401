import { zodResolver } from '@hookform/resolvers/zod';
import { adminRoleInputSchema, USER_ROLES } from '@orato/shared';
import type { AdminRoleInput, UserRole } from '@orato/shared';
import { Controller, useForm } from 'react-hook-form';

import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/features/admin/components/form-actions';
import { SelectField } from '@/components/ui/form/select-field';
import { useToast } from '@/components/ui/toast';
import { useSetRole } from '@/features/admin/api/users';
import { ReasonField } from '@/features/admin/components/reason-dialog';
import { ROLE_LABELS } from '@/features/admin/components/role-badge';
import { errorText } from '@/utils/error-text';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({
  value: role,
  label: role === 'none' ? 'User (no console)' : ROLE_LABELS[role],
}));

/** An admin grants or takes away a staff role, with a reason for the audit log. */
export function RoleDialog({
  open,
  onClose,
  userId,
  email,
  role,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  email: string;
  role: UserRole;
}) {
  const setRole = useSetRole(userId);
  const toast = useToast();
  const form = useForm<AdminRoleInput>({
    resolver: zodResolver(adminRoleInputSchema),
    values: { role, reason: '' },
  });
  const close = () => {
    form.reset();
    setRole.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((input) =>
    setRole.mutate(input, {
      onSuccess: (result) => {
        toast.success(`${email} is now ${ROLE_LABELS[result.role]}.`);
        close();
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Change role"
      description={
        <>
          Support reads everything and adjusts credits up to a limit; an admin does everything,
          roles included. For <span className="text-white">{email}</span>.
        </>
      }
      dismissible={!setRole.isPending}
    >
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <SelectField
              label="Role"
              value={field.value}
              options={ROLE_OPTIONS}
              onChange={(value) => field.onChange(value as UserRole)}
            />
          )}
        />
        <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
        {setRole.isError ? (
          <Alert>{errorText(setRole.error, 'The role could not be changed. Try again.')}</Alert>
        ) : null}
        <FormActions
          label="Save role"
          pendingLabel="Saving…"
          isPending={setRole.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
