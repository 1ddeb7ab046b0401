import { Link, useLocation } from 'react-router';

import { Head } from '@/components/seo/head';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { AuthCard, authLinkStyles } from '@/features/auth/components/auth-card';
import { OtpVerificationForm } from '@/features/auth/components/otp-verification-form';

const emailFromState = (state: unknown) =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

export function OtpVerificationRoute() {
  const email = emailFromState(useLocation().state);

  if (!email) {
    // reached without coming from sign-up or login (a bookmark, a new tab): nothing to verify yet
    return (
      <AuthCard
        title="Verify your e-mail"
        description="We don't know which e-mail address to verify. Sign up to get a code, or log in: an unverified account is sent a new code."
      >
        <Head title="Verify your e-mail" />
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton to={paths.auth.signup.getHref()} className="sm:flex-1">
            Sign Up
          </LinkButton>
          <LinkButton to={paths.auth.login.getHref()} variant="secondary" className="sm:flex-1">
            Login
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        <>
          Enter the 6-digit code we sent to{' '}
          <span className="break-words text-slate-200">{email}</span>.
        </>
      }
      footer={
        <>
          Wrong address?{' '}
          <Link to={paths.auth.signup.getHref()} className={authLinkStyles}>
            Sign up again
          </Link>
        </>
      }
    >
      <Head title="Verify your e-mail" />
      <OtpVerificationForm email={email} />
    </AuthCard>
  );
}
