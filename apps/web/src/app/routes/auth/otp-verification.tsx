import { useLocation } from 'react-router';

import { Head } from '@/components/seo/head';
import { AuthCard, FormPlaceholder } from '@/features/auth/components/auth-card';

const emailFromState = (state: unknown) =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

export function OtpVerificationRoute() {
  const email = emailFromState(useLocation().state);

  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        email ? (
          <>
            Enter the 6-digit code we sent to <span className="text-slate-200">{email}</span>.
          </>
        ) : (
          'Enter the 6-digit code we sent to your e-mail address.'
        )
      }
    >
      <Head title="Verify your e-mail" />
      <FormPlaceholder>The code entry is on its way.</FormPlaceholder>
    </AuthCard>
  );
}
