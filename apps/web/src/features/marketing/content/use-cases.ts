export interface UseCase {
  title: string;
  text: string;
  image: string;
  alt: string;
}

/** The five slides of the use-cases carousel; images by apps/web/scripts/make-landing-media.ts. */
export const USE_CASES: readonly UseCase[] = [
  {
    title: 'Marketing',
    text: 'Product explainers, launch teasers and social ads presented by an AI avatar, ready the same day.',
    image: '/landing/use-case-marketing.svg',
    alt: 'An avatar presenting a product video next to rising sales charts',
  },
  {
    title: 'Education',
    text: 'Turn lesson notes into friendly video lectures and recaps your students will actually watch.',
    image: '/landing/use-case-education.svg',
    alt: 'An avatar teacher in front of a chalkboard with a formula',
  },
  {
    title: 'Training',
    text: 'Onboarding, compliance and how-to videos for HR and L&D teams, updated in minutes when things change.',
    image: '/landing/use-case-training.svg',
    alt: 'A training video with a checklist and a course progress ring',
  },
  {
    title: 'Storytelling',
    text: 'Give your stories, characters and brand narratives a face and a voice, without a camera or actors.',
    image: '/landing/use-case-storytelling.svg',
    alt: 'A narrator avatar under a night sky beside a small house and a speech bubble',
  },
  {
    title: 'Multilingual content',
    text: 'Reach every audience with multi-language voiceovers and accents from one script.',
    image: '/landing/use-case-multilingual.svg',
    alt: 'A globe surrounded by greetings in English, Spanish, French and Italian',
  },
];
