import { PRODUCT, WEB_ROUTES } from '@orato/shared';

export type MarketingPath = (typeof MARKETING_PAGES)[number]['path'];

export interface MarketingPageMeta {
  path: string;
  /** The document title, complete. */
  title: string;
  description: string;
}

const titled = (name: string) => `${name} — ${PRODUCT.name}`;

/** Title and description of every pre-rendered marketing page (spec §2, DESIGN.md §2). */
export const MARKETING_PAGES = [
  {
    path: WEB_ROUTES.home,
    title: `${PRODUCT.name} — Bring Your Words to Life`,
    description:
      'Orato turns your words into talking-avatar videos with real voiceovers, text-to-video clips and AI images. Write an idea, pick one of 100+ AI avatars and download a finished video. No camera, no actors.',
  },
  {
    path: WEB_ROUTES.howItWorks,
    title: titled('How Orato Works'),
    description:
      'Describe your idea, let Orato draft the script, choose one of 100+ AI avatars and generate a video with a realistic voiceover. Preview it or download it.',
  },
  {
    path: WEB_ROUTES.useCases,
    title: titled('Use Cases'),
    description:
      'Marketing, education, training and storytelling: see how creators, marketers, educators, HR teams and small businesses use Orato AI avatar videos.',
  },
  {
    path: WEB_ROUTES.features,
    title: titled('Features'),
    description:
      'Script generation, 100+ AI avatars, real multi-language voiceovers and studio-quality high-resolution video, all in one AI media maker.',
  },
  {
    path: WEB_ROUTES.testimonials,
    title: titled('Testimonials'),
    description:
      'What creators, marketers, educators, trainers and founders say about making talking-avatar videos with Orato.',
  },
  {
    path: WEB_ROUTES.pricing,
    title: titled('Pricing and Plans'),
    description:
      'Orato pricing: a one-time Starter pack of 60 credits for $4.99, or Standard and Pro subscriptions billed monthly or yearly. One credit is one second of video.',
  },
  {
    path: WEB_ROUTES.faqs,
    title: titled('FAQs'),
    description:
      'Answers about Orato: being on camera, languages and accents, video length, commercial use and what happens when your credits run out.',
  },
  {
    path: WEB_ROUTES.privacyPolicy,
    title: titled('Privacy Policy'),
    description:
      'How Orato Labs Ltd collects, uses, shares and protects your personal data when you use Orato, and the rights you have over it.',
  },
  {
    path: WEB_ROUTES.terms,
    title: titled('Terms and Services'),
    description:
      'The terms that apply when you use Orato: accounts, credits and subscriptions, cancellations and refunds, acceptable use, liability and disputes.',
  },
] as const satisfies readonly MarketingPageMeta[];

export function marketingMeta(path: MarketingPath): MarketingPageMeta {
  const meta = MARKETING_PAGES.find((page) => page.path === path);
  if (!meta) {
    throw new Error(`No marketing metadata for ${path}`);
  }
  return meta;
}

/** The site origin plus the path without a trailing slash; the root stays '/'. */
export function canonicalUrl(origin: string, path: string): string {
  const trimmedOrigin = origin.replace(/\/+$/, '');
  const trimmedPath = path.length > 1 ? path.replace(/\/+$/, '') : '/';
  return `${trimmedOrigin}${trimmedPath}`;
}
