import { landingSections } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';

const steps = [
  {
    title: 'Describe your idea',
    text: 'Type a short prompt or topic: a product launch, a lesson, a welcome message.',
  },
  {
    title: 'Draft the script',
    text: 'Orato writes the script for you. Regenerate it until it sounds just right.',
  },
  {
    title: 'Choose an AI avatar',
    text: 'Pick the presenter who fits your audience from more than 100 avatars.',
  },
  {
    title: 'Generate the video',
    text: 'Orato renders the video with a realistic voiceover. Preview it or download it.',
  },
];

export function HowItWorksSteps() {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl border border-white/10 bg-navy-900/60 p-6"
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-400 text-base font-bold text-navy-950">
            {index + 1}
          </span>
          <h3 className="mt-5 text-lg font-semibold text-white">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorksSection() {
  return (
    <Section
      id={landingSections.howItWorks}
      eyebrow="How it works"
      title="From idea to video in four steps"
      intro="No studio, no camera, no editing timeline. Just your words."
    >
      <HowItWorksSteps />
    </Section>
  );
}
