import { PRODUCT, WEB_ROUTES } from '@orato/shared';

const route = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: route(WEB_ROUTES.home),
  marketing: {
    howItWorks: route(WEB_ROUTES.howItWorks),
    useCases: route(WEB_ROUTES.useCases),
    features: route(WEB_ROUTES.features),
    testimonials: route(WEB_ROUTES.testimonials),
    pricing: route(WEB_ROUTES.pricing),
    faqs: route(WEB_ROUTES.faqs),
    privacy: route(WEB_ROUTES.privacyPolicy),
    terms: route(WEB_ROUTES.terms),
  },
  auth: {
    signup: route(WEB_ROUTES.signup),
    login: route(WEB_ROUTES.login),
    otpVerification: route(WEB_ROUTES.otpVerification),
    forgotPassword: route(WEB_ROUTES.forgotPassword),
    resetPassword: {
      path: WEB_ROUTES.resetPassword,
      getHref: (email: string, token?: string) => {
        const query = new URLSearchParams({ email });
        if (token) {
          query.set('token', token);
        }
        return `${WEB_ROUTES.resetPassword}?${query.toString()}`;
      },
    },
  },
  dashboard: {
    home: route(WEB_ROUTES.dashboard),
    nanoBanana: route(WEB_ROUTES.nanoBanana),
    aiAvatar: route(WEB_ROUTES.aiAvatar),
    veoGenerator: route(WEB_ROUTES.veoGenerator),
    storyboard: route(WEB_ROUTES.storyboard),
    library: route(WEB_ROUTES.library),
    profile: route(WEB_ROUTES.profile),
    subscription: route(WEB_ROUTES.subscription),
  },
  // the operator's console is not one of WEB_ROUTES: the server answers its pages 404, as it does
  // any path it does not know, so the page's status does not tell that the console exists
  admin: {
    home: route('/admin'),
    users: route('/admin/users'),
    user: {
      path: '/admin/users/:id',
      getHref: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    },
    jobs: route('/admin/jobs'),
    providers: route('/admin/providers'),
    business: route('/admin/business'),
    audit: route('/admin/audit'),
  },
} as const;

/** Ids of the landing page's anchored sections (spec §2); the footer scrolls to these. */
export const landingSections = {
  howItWorks: `${PRODUCT.slug}-ai-works`,
  avatars: 'avatars',
  useCases: 'use-cases',
  features: 'features',
  testimonials: 'testimonials',
  pricing: 'plan',
  faqs: 'faqs',
} as const;

export type LandingSectionId = (typeof landingSections)[keyof typeof landingSections];

export const landingSectionHref = (id: LandingSectionId) => ({
  pathname: paths.home.path,
  hash: id,
});
