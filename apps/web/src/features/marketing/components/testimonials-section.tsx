import { landingSections } from '@/config/paths';
import { Section } from '@/features/marketing/components/section';

const audiences = [
  'Creators',
  'Marketers',
  'Educators',
  'Trainers',
  'HR teams',
  'Founders',
  'Small businesses',
];

export function AudienceList() {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {audiences.map((audience) => (
        <li
          key={audience}
          className="rounded-full border border-white/10 bg-white/5 px-5 py-2 text-sm font-medium text-slate-200"
        >
          {audience}
        </li>
      ))}
    </ul>
  );
}

export function TestimonialsSection() {
  return (
    <Section
      id={landingSections.testimonials}
      eyebrow="Testimonials"
      title="Loved by people with something to say"
      intro="Teams of every size use Orato to explain, teach and sell, without ever stepping in front of a camera."
    >
      <AudienceList />
    </Section>
  );
}
