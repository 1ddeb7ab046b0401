import { Link } from 'react-router';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { AuthCard, authLinkStyles } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail address and we will send you a link to reset it."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkStyles}>
            Back to login
          </Link>
        </>
      }
    >
      <Head title="Forgot password" />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
