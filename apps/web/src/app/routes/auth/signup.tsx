import { Link } from 'react-router';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { AuthCard, authLinkStyles } from '@/features/auth/components/auth-card';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { SignupForm } from '@/features/auth/components/signup-form';

export function SignupRoute() {
  return (
    <AuthCard
      title="Create your account"
      description="Sign up with your e-mail address and start turning ideas into videos."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.auth.login.getHref()} className={authLinkStyles}>
            Login
          </Link>
        </>
      }
    >
      <Head title="Sign up" />
      <SignupForm />
      <GoogleSignInButton />
    </AuthCard>
  );
}
