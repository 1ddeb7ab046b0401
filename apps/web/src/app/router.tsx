import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { FaqsRoute } from '@/app/routes/marketing/faqs';
import { FeaturesRoute } from '@/app/routes/marketing/features';
import { HowItWorksRoute } from '@/app/routes/marketing/how-it-works';
import { LandingRoute } from '@/app/routes/marketing/landing';
import { PricingRoute } from '@/app/routes/marketing/pricing';
import { PublicRoot } from '@/app/routes/marketing/root';
import { TestimonialsRoute } from '@/app/routes/marketing/testimonials';
import { UseCasesRoute } from '@/app/routes/marketing/use-cases';
import { MainErrorFallback } from '@/components/errors/main-error';
import { NotFound } from '@/components/errors/not-found';
import { NavigationProgress } from '@/components/ui/navigation-progress';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/**
 * A page whose code loads on first visit. Suspense rather than a route `lazy`: when the page
 * arrives pre-rendered, React keeps the server's markup in place while the code loads and then
 * hydrates it, instead of swapping in a fallback.
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}

// the legal texts are long and rarely read: they stay out of the landing page's first download
const PrivacyPolicyRoute = lazyPage(
  async () => (await import('./routes/marketing/privacy-policy')).PrivacyPolicyRoute,
);
const TermsAndServicesRoute = lazyPage(
  async () => (await import('./routes/marketing/terms-and-services')).TermsAndServicesRoute,
);

function AppRoot() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

// marketing pages load with the app; auth and dashboard code is split off and fetched on demand.
// Exported for the build's pre-render step (apps/web/scripts/prerender.ts).
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: MainErrorFallback,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicRoot,
        children: [
          { index: true, Component: LandingRoute },
          { path: paths.marketing.howItWorks.path, Component: HowItWorksRoute },
          { path: paths.marketing.useCases.path, Component: UseCasesRoute },
          { path: paths.marketing.features.path, Component: FeaturesRoute },
          { path: paths.marketing.testimonials.path, Component: TestimonialsRoute },
          { path: paths.marketing.pricing.path, Component: PricingRoute },
          { path: paths.marketing.faqs.path, Component: FaqsRoute },
          { path: paths.marketing.privacy.path, Component: PrivacyPolicyRoute },
          { path: paths.marketing.terms.path, Component: TermsAndServicesRoute },
          { path: '*', Component: NotFound },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./routes/auth/root')).AuthRoot }),
        children: [
          {
            path: paths.auth.signup.path,
            lazy: async () => ({ Component: (await import('./routes/auth/signup')).SignupRoute }),
          },
          {
            path: paths.auth.login.path,
            lazy: async () => ({ Component: (await import('./routes/auth/login')).LoginRoute }),
          },
          {
            path: paths.auth.otpVerification.path,
            lazy: async () => ({
              Component: (await import('./routes/auth/otp-verification')).OtpVerificationRoute,
            }),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: async () => ({
              Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: async () => ({
              Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute,
            }),
          },
        ],
      },
      {
        path: paths.dashboard.home.path,
        lazy: async () => ({
          Component: (await import('./routes/dashboard/root')).DashboardRoot,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/home')).DashboardHomeRoute,
            }),
          },
          {
            path: paths.dashboard.nanoBanana.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/nano-banana')).NanoBananaRoute,
            }),
          },
          {
            path: paths.dashboard.aiAvatar.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/ai-avatar')).AiAvatarRoute,
            }),
          },
          {
            path: paths.dashboard.veoGenerator.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/veo-generator')).VeoGeneratorRoute,
            }),
          },
          {
            path: paths.dashboard.storyboard.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/storyboard')).StoryboardRoute,
            }),
          },
          {
            path: paths.dashboard.library.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/library')).LibraryRoute,
            }),
          },
          {
            path: paths.dashboard.profile.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/profile')).ProfileRoute,
            }),
          },
          {
            path: paths.dashboard.subscription.path,
            lazy: async () => ({
              Component: (await import('./routes/dashboard/subscription')).SubscriptionRoute,
            }),
          },
          { path: '*', Component: NotFound },
        ],
      },
      {
        // the operator's console: one lazy entry here, its pages routed (and split) inside it, so
        // the app's first download carries one route for it and no more
        path: `${paths.admin.home.path}/*`,
        lazy: async () => ({ Component: (await import('./routes/admin/root')).AdminRoot }),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
