import { MESSAGES } from '@orato/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { useAuthProviders } from '@/features/auth/api/get-auth-providers';
import { GoogleIcon } from '@/features/auth/components/google-icon';
import { useGoogleSignIn } from '@/features/auth/hooks/use-google-sign-in';

/**
 * "Continue with Google" (spec §2, §4), the same on sign-up and login. Where the server has no
 * Google client configured, the button stays and says so instead of opening a popup.
 */
export function GoogleSignInButton() {
  const providers = useAuthProviders();
  const google = useGoogleSignIn();
  const [showNotConfigured, setShowNotConfigured] = useState(false);

  const onClick = () => {
    if (providers.data?.google === false) {
      setShowNotConfigured(true);
      return;
    }
    google.start();
  };

  return (
    <div>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        onClick={onClick}
        disabled={providers.isPending || google.isPending}
        aria-busy={google.isPending}
      >
        <GoogleIcon className="size-5" />
        Continue with Google
      </Button>
      <p role="status" className="mt-3 text-center text-sm text-slate-400 empty:hidden">
        {showNotConfigured ? MESSAGES.auth.googleNotConfigured : null}
      </p>
    </div>
  );
}
