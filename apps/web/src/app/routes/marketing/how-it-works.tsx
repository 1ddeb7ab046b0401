import { WEB_ROUTES } from '@orato/shared';

import { HowItWorksSteps } from '@/features/marketing/components/how-it-works-section';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { VideoRing } from '@/features/marketing/components/video-ring';

export function HowItWorksRoute() {
  return (
    <MarketingPage
      path={WEB_ROUTES.howItWorks}
      eyebrow="How it works"
      title="How Orato works"
      intro="Describe your idea, let Orato draft the script, choose an AI avatar and generate a finished video with a realistic voiceover."
      contentHeading="The four steps"
    >
      <HowItWorksSteps />
      <div className="mt-20 grid items-center gap-12 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-white sm:text-3xl">
            No camera. No actors. No editing timeline.
          </h2>
          <p className="mt-4 text-base leading-relaxed text-slate-400">
            Every video starts with a few words. Orato writes the script, you regenerate it until it
            sounds right, and your chosen avatar reads it aloud in the language you need. Each
            credit is one second of video, so you always know what a video costs.
          </p>
        </div>
        <VideoRing />
      </div>
    </MarketingPage>
  );
}
