import { Head } from '@/components/seo/head';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  return (
    <AuthCard
      title="Welcome back"
      description="Log in to your Orato account to continue creating."
      footer={
        <span className="inline-flex items-center gap-3">
          New to Orato?
          <LinkButton to={paths.auth.signup.getHref()} variant="secondary" size="sm">
            Sign Up
          </LinkButton>
        </span>
      }
    >
      <Head title="Login" />
      <LoginForm />
      <GoogleSignInButton />
    </AuthCard>
  );
}
