import { ADMIN_VERIFY_REQUIRED } from '@orato/shared';
import { useSyncExternalStore } from 'react';

import { Dialog } from '@/components/ui/dialog';
import { freshSessionGate } from '@/features/admin/api/fresh-session';
import { VerifyPasswordForm } from '@/features/admin/components/verify-password-form';
import { ApiError } from '@/lib/api-client';

const WHY = 'The console asks for your password again after it has not been used for a while.';

/** Before the console opens on a session left idle: the password, then the page asked for. */
export function FreshSessionScreen({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="fresh-session-title"
      className="mx-auto mt-6 w-full max-w-md rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-6 sm:mt-16 sm:p-8"
    >
      <h1 id="fresh-session-title" className="text-xl font-semibold text-white">
        Confirm it’s you
      </h1>
      <p className="mt-2 text-sm leading-relaxed text-slate-300">
        {WHY} Signed in as <span className="text-white">{email}</span>.
      </p>
      <VerifyPasswordForm email={email} />
    </section>
  );
}

const LEFT = new ApiError(401, 'Your password is needed to continue.', ADMIN_VERIFY_REQUIRED);

/**
 * While a request waits for the password (the session went idle with the page open): the
 * password over the page, so a dialog's typed amount and reason stay, and the request goes on.
 * Closing it fails the waiting requests instead.
 */
export function FreshSessionPrompt({ email }: { email: string }) {
  const isWaiting = useSyncExternalStore(freshSessionGate.subscribe, freshSessionGate.isWaiting);
  return (
    <Dialog
      open={isWaiting}
      onClose={() => freshSessionGate.abandon(LEFT)}
      title="Confirm it’s you"
      description={WHY}
      showCloseButton
    >
      <VerifyPasswordForm email={email} />
    </Dialog>
  );
}
