import { ChevronDownIcon } from '@/components/ui/icons';
import { landingSections } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';

const faqs = [
  {
    question: 'What is Orato?',
    answer:
      'Orato is an AI media maker. Write an idea, get a script, pick an AI avatar and generate a video with a realistic voiceover. It also makes text-to-video clips and AI images.',
  },
  {
    question: 'Do I need to be on camera?',
    answer: 'No. An AI avatar presents your script, so you need no camera, studio or actors.',
  },
  {
    question: 'Which languages and accents are available?',
    answer:
      'Orato offers multi-language voiceovers with a choice of accents, across more than 100 diverse avatars.',
  },
  {
    question: 'How long can my videos be?',
    answer:
      'Each credit equals 1 second of video. The Standard plan allows up to a 1-minute video per generation.',
  },
  {
    question: 'Can I use the videos commercially?',
    answer: 'Yes. The videos you create with Orato may be used for commercial purposes.',
  },
  {
    question: 'What happens when my credits run out?',
    answer: 'You can upgrade your plan or buy more credits at any time and keep creating.',
  },
];

export function FaqList() {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-white/10 rounded-2xl border border-white/10 bg-navy-900/60">
      {faqs.map((faq) => (
        // a shared name makes the browser keep one item open at a time
        <details key={faq.question} name="faq" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-medium text-white [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDownIcon className="size-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-6 pb-6 text-sm leading-relaxed text-slate-400">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function FaqSection() {
  return (
    <Section
      id={landingSections.faqs}
      eyebrow="FAQs"
      title="Frequently asked questions"
      intro="Everything you need to know before you create your first video."
    >
      <FaqList />
    </Section>
  );
}
