import { Link, useSearchParams } from 'react-router';

import { NotFound } from '@/components/errors/not-found';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { AuthCard, authLinkStyles } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

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
          Choose a new password for <span className="break-words text-slate-200">{email}</span>.
        </>
      }
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkStyles}>
            Back to login
          </Link>
        </>
      }
    >
      <Head title="Reset password" />
      <ResetPasswordForm email={email} token={searchParams.get('token') ?? ''} />
    </AuthCard>
  );
}
