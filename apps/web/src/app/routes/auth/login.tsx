import { Link } from 'react-router';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { AuthCard, authLinkStyles, FormPlaceholder } from '@/features/auth/components/auth-card';

export function LoginRoute() {
  return (
    <AuthCard
      title="Welcome back"
      description="Log in to your Orato account to continue creating."
      footer={
        <>
          New to Orato?{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkStyles}>
            Sign Up
          </Link>
        </>
      }
    >
      <Head title="Login" />
      <FormPlaceholder>The login form is on its way.</FormPlaceholder>
      <p className="mt-5 text-right text-sm">
        <Link to={paths.auth.forgotPassword.getHref()} className={authLinkStyles}>
          Forgot Password
        </Link>
      </p>
    </AuthCard>
  );
}
