import { PRODUCT } from './brand';

/** Every page of the web app (spec §2). The server answers 404 for any other path. */
export const WEB_ROUTES = {
  home: '/',
  howItWorks: `/how-${PRODUCT.slug}-works`,
  useCases: '/use-cases',
  features: '/features',
  testimonials: '/testimonials',
  pricing: '/subscription-plan',
  faqs: '/faqs',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-services',
  signup: '/signup',
  login: '/login',
  otpVerification: '/otp-verification',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  nanoBanana: '/dashboard/nano-banana',
  aiAvatar: '/dashboard/ai-avatar',
  veoGenerator: '/dashboard/veo-generator',
  storyboard: '/dashboard/storyboard',
  library: '/dashboard/library',
  profile: '/dashboard/profile',
  subscription: '/dashboard/subscription',
} as const;

export const MARKETING_ROUTES = [
  WEB_ROUTES.home,
  WEB_ROUTES.howItWorks,
  WEB_ROUTES.useCases,
  WEB_ROUTES.features,
  WEB_ROUTES.testimonials,
  WEB_ROUTES.pricing,
  WEB_ROUTES.faqs,
  WEB_ROUTES.privacyPolicy,
  WEB_ROUTES.terms,
] as const;

const KNOWN_PATHS = new Set<string>(Object.values(WEB_ROUTES));

/** Whether a path (query stripped, trailing slash tolerated) is a page of the web app. */
export function isWebRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PATHS.has(path);
}
