import { Link } from 'react-router';
import type { LinkProps } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button: it goes somewhere, so it stays an `<a>`. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return (
    <Link
      className={buttonStyles({
        variant,
        size,
        className: typeof className === 'string' ? className : undefined,
      })}
      {...props}
    />
  );
}
