import { MESSAGES } from '@orato/shared';
import { useId } from 'react';

import { Button } from '@/components/ui/button';

import { useAuthProviders } from '@/features/auth/api/get-auth-providers';
import { AuthDivider } from '@/features/auth/components/auth-divider';
import { GoogleIcon } from '@/features/auth/components/google-icon';
import { useGoogleSignIn } from '@/features/auth/hooks/use-google-sign-in';

/**
 * "Continue with Google" (spec §2, §4) under its "or" rule, the same on sign-up and login. Where
 * the server has no Google client, a live button would only fail when clicked: in development it
 * shows disabled with the reason beside it (the operator can set it up), in production it is
 * hidden (a visitor cannot).
 */
export function GoogleSignInButton() {
  const reasonId = useId();
  const providers = useAuthProviders();
  const google = useGoogleSignIn();
  const notSetUp = providers.data?.google === false;
  if (notSetUp && !providers.data?.show_unconfigured) {
    return null;
  }

  return (
    <>
      <AuthDivider />
      <div>
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={google.start}
          disabled={providers.isPending || notSetUp || google.isPending}
          aria-busy={google.isPending}
          aria-describedby={notSetUp ? reasonId : undefined}
        >
          <GoogleIcon className="size-5" />
          Continue with Google
        </Button>
        {notSetUp ? (
          <p id={reasonId} className="mt-3 text-center text-sm text-slate-400">
            {MESSAGES.auth.googleNotSetUp}
          </p>
        ) : null}
      </div>
    </>
  );
}
