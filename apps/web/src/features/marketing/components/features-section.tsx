import { AudioLinesIcon, SparklesIcon, UserRoundIcon, VideoIcon } from 'lucide-react';
import { landingSections } from '@/config/paths';
import { FeatureCard, Section } from '@/features/marketing/components/section';

export function FeatureGrid() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <FeatureCard icon={<SparklesIcon className="size-5" />} title="Script Generation">
        Describe a topic and get a ready-to-read script in seconds, then regenerate as often as you
        like.
      </FeatureCard>
      <FeatureCard icon={<UserRoundIcon className="size-5" />} title="100+ AI Avatars">
        A diverse cast of presenters: male and female, multilingual and expressive.
      </FeatureCard>
      <FeatureCard icon={<AudioLinesIcon className="size-5" />} title="Real Voiceovers">
        Every script read aloud, with voices in many languages and accents.
      </FeatureCard>
      <FeatureCard icon={<VideoIcon className="size-5" />} title="Studio-Quality">
        High-resolution video ready to publish, share or download.
      </FeatureCard>
    </div>
  );
}

export function FeaturesSection() {
  return (
    <Section
      id={landingSections.features}
      eyebrow="Features"
      title="Everything you need to create"
      intro="Script, presenter, voice and video in one place, paid for with simple credits."
      className="bg-navy-900/40"
    >
      <FeatureGrid />
    </Section>
  );
}
