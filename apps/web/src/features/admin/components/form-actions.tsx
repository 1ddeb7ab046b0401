import { Button, buttonStyles } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { BusyIcon, DialogActions } from '@/components/ui/dialog';

export interface FormActionsProps {
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  isPending: boolean;
  onCancel: () => void;
}

/** A console dialog's Cancel and submit buttons; both wait while the request is on its way. */
export function FormActions({
  label,
  pendingLabel,
  variant,
  isPending,
  onCancel,
}: FormActionsProps) {
  return (
    <DialogActions>
      <button
        type="button"
        className={buttonStyles({ variant: 'secondary' })}
        onClick={onCancel}
        disabled={isPending}
      >
        Cancel
      </button>
      <Button type="submit" variant={variant} disabled={isPending}>
        {isPending ? <BusyIcon /> : null}
        {isPending ? pendingLabel : label}
      </Button>
    </DialogActions>
  );
}
