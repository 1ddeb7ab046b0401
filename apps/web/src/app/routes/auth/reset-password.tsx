import { useSearchParams } from 'react-router';

import { NotFound } from '@/components/errors/not-found';
import { Head } from '@/components/seo/head';
import { AuthCard, FormPlaceholder } from '@/features/auth/components/auth-card';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');

  if (!email) {
    return <NotFound />;
  }

  return (
    <AuthCard
      title="Set a new password"
      description={
        <>
          Choose a new password for <span className="text-slate-200">{email}</span>.
        </>
      }
    >
      <Head title="Reset password" />
      <FormPlaceholder>The new-password form is on its way.</FormPlaceholder>
    </AuthCard>
  );
}
