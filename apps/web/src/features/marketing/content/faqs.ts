import { PRODUCT } from '@orato/shared';

export interface Faq {
  question: string;
  answer: string;
}

/** The six questions of spec §2, answered with the claims of spec §1. */
export const FAQS: readonly Faq[] = [
  {
    question: `What is ${PRODUCT.name}?`,
    answer: `${PRODUCT.name} is an AI media maker. Write an idea, get a generated script (regenerate it as often as you like), pick one of more than 100 AI avatars and generate a video with a realistic voiceover. You can also create text-to-video clips and AI images, all paid for with credits.`,
  },
  {
    question: 'Do I need to be on camera?',
    answer:
      'No. An AI avatar presents your script for you, so you need no camera, no studio and no actors. Choose from over 100 diverse avatars: male and female, multilingual and expressive.',
  },
  {
    question: 'What languages and accents are available?',
    answer:
      'Voiceovers are available in multiple languages and accents, so you can reach audiences around the world with the same script.',
  },
  {
    question: 'How long can my videos be?',
    answer:
      'Each credit equals 1 second of video. On the Standard plan a single generation can be up to 1 minute long, based on the length of your generated script.',
  },
  {
    question: 'Can I use the videos commercially?',
    answer:
      'Yes. The videos you create may be used for commercial purposes, such as ads, product pages, courses and social media.',
  },
  {
    question: 'What happens when my credits run out?',
    answer:
      'You can upgrade your plan or buy more credits at any time, and carry on creating straight away.',
  },
];
