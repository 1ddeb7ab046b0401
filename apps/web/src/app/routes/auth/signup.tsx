import { Link } from 'react-router';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { AuthCard, authLinkStyles, FormPlaceholder } from '@/features/auth/components/auth-card';

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
      <FormPlaceholder>The sign-up form is on its way.</FormPlaceholder>
    </AuthCard>
  );
}
