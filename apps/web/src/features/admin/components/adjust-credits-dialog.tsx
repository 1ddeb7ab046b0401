import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MESSAGES, adminCreditAdjustmentInputSchema } from '@orato/shared';
import type { AdminCreditAdjustmentInput, StaffRole } from '@orato/shared';
import { useForm, useWatch } from 'react-hook-form';

import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/features/admin/components/form-actions';
import { TextField } from '@/components/ui/form/text-field';
import { useToast } from '@/components/ui/toast';
import { useAdjustCredits } from '@/features/admin/api/users';
import { ReasonField } from '@/features/admin/components/reason-dialog';
import { cn } from '@/utils/cn';
import { errorText } from '@/utils/error-text';
import { formatCount, signedCredits } from '@/utils/format-number';

export interface AdjustCreditsDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  email: string;
  available: number;
  role: StaffRole;
  /** The most a support user may move at once. */
  supportLimit: number;
}

/**
 * Adds (+) or takes (−) credits with a reason the user will read in Credits history. The server
 * decides: over the support limit, below zero or an empty reason is refused, in its words here.
 */
export function AdjustCreditsDialog({
  open,
  onClose,
  userId,
  email,
  available,
  role,
  supportLimit,
}: AdjustCreditsDialogProps) {
  const adjust = useAdjustCredits(userId);
  const toast = useToast();
  const form = useForm<AdminCreditAdjustmentInput>({
    resolver: zodResolver(adminCreditAdjustmentInputSchema),
    defaultValues: { reason: '' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const after = Number.isInteger(amount) ? available + amount : null;

  const close = () => {
    form.reset();
    adjust.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((input) =>
    adjust.mutate(input, {
      onSuccess: (result) => {
        toast.success(
          `${signedCredits(input.amount)} credits for ${email}. Available now: ${formatCount(result.available)}.`,
        );
        close();
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Adjust credits"
      description={
        <>
          For <span className="text-white">{email}</span>, who has {formatCount(available)} credits
          available.
        </>
      }
      dismissible={!adjust.isPending}
    >
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <div>
          <TextField
            label="Amount"
            type="number"
            inputMode="numeric"
            step={1}
            placeholder="50 or −20"
            error={form.formState.errors.amount?.message}
            {...form.register('amount', { valueAsNumber: true })}
          />
          <p className="mt-1.5 text-xs text-slate-400">
            A minus sign takes credits away.
            {role === 'support'
              ? ` Support can move up to ${formatCount(supportLimit)} at a time.`
              : ''}
            {after === null ? null : (
              <>
                {' '}
                Available after:{' '}
                <span
                  className={cn(
                    'font-semibold tabular-nums',
                    after < 0 ? 'text-rose-300' : 'text-white',
                  )}
                >
                  {formatCount(after)}
                </span>
              </>
            )}
          </p>
        </div>
        <ReasonField
          error={form.formState.errors.reason?.message}
          hint={`The user reads it in Credits history: “${ADMIN_MESSAGES.adjustmentReason('…')}”`}
          {...form.register('reason')}
        />
        {adjust.isError ? (
          <Alert>{errorText(adjust.error, 'The credits could not be adjusted. Try again.')}</Alert>
        ) : null}
        <FormActions
          label="Adjust credits"
          pendingLabel="Adjusting…"
          isPending={adjust.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
