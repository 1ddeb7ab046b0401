import { landingSections } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';

const useCases = [
  {
    title: 'Marketing',
    text: 'Product explainers, launch teasers and social ads, in every language you sell in.',
  },
  {
    title: 'Education',
    text: 'Turn lesson notes into friendly video lectures your students will actually watch.',
  },
  {
    title: 'Training',
    text: 'Onboarding, compliance and how-to videos for HR teams, updated in minutes.',
  },
  {
    title: 'Storytelling',
    text: 'Give a voice and a face to your stories, characters and brand narratives.',
  },
];

export function UseCaseGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {useCases.map((useCase, index) => (
        <li
          key={useCase.title}
          className="group relative overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-6"
        >
          <span
            aria-hidden="true"
            className="absolute -right-1 -bottom-7 text-8xl leading-none font-black text-white/[0.04]"
          >
            0{index + 1}
          </span>
          <h3 className="text-lg font-semibold text-white">{useCase.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">{useCase.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function UseCasesSection() {
  return (
    <Section
      id={landingSections.useCases}
      eyebrow="Use cases"
      title="Made for every message"
      intro="Creators, marketers, educators, trainers and founders use Orato to say more with less effort."
    >
      <UseCaseGrid />
    </Section>
  );
}
