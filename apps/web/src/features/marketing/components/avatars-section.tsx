import { landingSections } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';

const highlights = [
  { value: '100+', label: 'AI avatars' },
  { value: 'Many', label: 'languages and accents' },
  { value: 'Real', label: 'human-sounding voices' },
];

export function AvatarsSection() {
  return (
    <Section
      id={landingSections.avatars}
      eyebrow="Avatars"
      title="Who will Speak for you?"
      intro="Male and female presenters, multilingual and expressive: pick the face and voice that fits your message."
      className="bg-navy-900/40"
    >
      <dl className="mx-auto grid max-w-3xl grid-cols-3 gap-3 sm:gap-4">
        {highlights.map((item) => (
          <div
            key={item.label}
            className="flex flex-col gap-1 rounded-2xl border border-white/10 bg-navy-950/60 px-2 py-6 text-center sm:px-6 sm:py-8"
          >
            <dt className="text-xs text-slate-400 sm:text-sm">{item.label}</dt>
            <dd className="order-first text-2xl font-bold text-brand-300 sm:text-3xl">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
