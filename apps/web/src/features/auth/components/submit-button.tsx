import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { SpinnerIcon } from '@/components/ui/spinner';

/** The full-width primary action of an auth form; busy, it is disabled and shows a spinner. */
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? <SpinnerIcon className="size-5" trackOpacity={0.25} /> : null}
      {children}
    </Button>
  );
}
