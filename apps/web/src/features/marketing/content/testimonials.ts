export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  portrait: string;
}

const portrait = (index: number) => `/landing/portrait-${String(index).padStart(2, '0')}.svg`;

/** Twelve static entries (spec §2); portraits are drawn by apps/web/scripts/make-landing-media.ts. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Amelia Hart',
    role: 'Content creator',
    quote:
      'I used to spend a whole day filming one explainer. Now I write the idea, tweak the script and have the video before lunch.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Marketing lead, SaaS start-up',
    quote:
      'We launched product videos in four languages in a single afternoon. Every market had its own voiceover and our customers noticed.',
  },
  {
    name: 'Sofia Marin',
    role: 'Secondary school teacher',
    quote:
      'My students actually watch the lesson recaps now. Orato turns my notes into short, friendly videos in minutes.',
  },
  {
    name: 'James Whitfield',
    role: 'Learning & development manager',
    quote:
      'Compliance training used to mean booking a studio. Now we update a script and regenerate the video the same day.',
  },
  {
    name: 'Ravi Menon',
    role: 'Founder, e-commerce brand',
    quote:
      'As a small team we could never afford presenters. With more than 100 avatars we always find the right face for a campaign.',
  },
  {
    name: 'Chloe Bennett',
    role: 'HR business partner',
    quote:
      'Our onboarding welcome video took ten minutes to make. New starters say it makes the first day feel personal.',
  },
  {
    name: 'Grace Liu',
    role: 'Social media manager',
    quote:
      'Regenerating the script until it sounds right is my favourite part. I get a polished, on-brand video without a camera.',
  },
  {
    name: 'Marcus Silva',
    role: 'Online course creator',
    quote:
      'I publish a new module every week. The avatars are expressive and the high-resolution output looks great on any screen.',
  },
  {
    name: 'Hannah Schmidt',
    role: 'Customer success lead',
    quote:
      'We answer common questions with short avatar videos. Tickets went down and customers love the friendly format.',
  },
  {
    name: 'Tom Adeyemi',
    role: 'Podcaster and storyteller',
    quote:
      'I turn episode highlights into talking-avatar clips for social media. It gives my stories a face and a voice.',
  },
  {
    name: 'Isabel Moreno',
    role: 'Agency producer',
    quote:
      'Clients approve drafts faster when they can see a presenter delivering the script. Orato fits right into our workflow.',
  },
  {
    name: 'Oliver Grant',
    role: 'Small business owner',
    quote:
      'Credits keep costs predictable. I make a short promo whenever I need one and only pay for the seconds I use.',
  },
].map((entry, index) => ({ ...entry, portrait: portrait(index + 1) }));
