import type { ReactNode } from 'react';

import { cn } from '@/utils/cn';

/**
 * A checkbox with its words beside it, the whole row clickable. The caller keeps its own spacing
 * and box size, so each form's row stays as it was designed.
 */
export function CheckboxField({
  checked,
  onChange,
  children,
  className,
  boxClassName,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
  boxClassName?: string;
}) {
  return (
    <label className={cn('flex text-sm', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={cn('accent-brand-400', boxClassName)}
      />
      {children}
    </label>
  );
}
