import {
  ArrowRightIcon,
  ClapperboardIcon,
  ImageIcon,
  UserRoundIcon,
  VideoIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { CreditsBadge } from '@/features/account/components/credits-badge';
import { useActiveJobs } from '@/lib/active-jobs';

const tools: Array<{ title: string; text: string; to: string; icon: ReactNode }> = [
  {
    title: 'AI Talking Avatars',
    text: 'Turn an idea into a script and a presenter-led video with a voiceover.',
    to: paths.dashboard.aiAvatar.getHref(),
    icon: <UserRoundIcon className="size-6" />,
  },
  {
    title: 'Veo Video Generation',
    text: 'Describe a scene and generate a short video clip from your words.',
    to: paths.dashboard.veoGenerator.getHref(),
    icon: <VideoIcon className="size-6" />,
  },
  {
    title: 'AI Image Generation',
    text: 'Create images from a prompt, or transform one or several uploaded images.',
    to: paths.dashboard.nanoBanana.getHref(),
    icon: <ImageIcon className="size-6" />,
  },
  {
    title: 'Storyboard',
    text: 'Plan a video scene by scene: presenter lines, generated shots and stills, in your order.',
    to: paths.dashboard.storyboard.getHref(),
    icon: <ClapperboardIcon className="size-6" />,
  },
];

/** 'N in progress', linking to the Library where they are listed; nothing when none is running. */
function InProgress() {
  const active = useActiveJobs();
  const count = active.data?.length ?? 0;
  if (count === 0) {
    return null;
  }
  return (
    <Link
      to={paths.dashboard.library.getHref()}
      className="mb-6 inline-flex items-center gap-2 self-start rounded-full border border-brand-400/30 bg-brand-400/10 px-4 py-2 text-sm font-semibold text-brand-200 hover:border-brand-400/60"
    >
      <span className="size-2 animate-pulse rounded-full bg-brand-300" aria-hidden="true" />
      {`${count} in progress`}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

export function DashboardHomeRoute() {
  return (
    <ContentLayout
      title="Playground"
      description="Pick a tool to start creating."
      actions={<CreditsBadge />}
    >
      <InProgress />
      <ul className="grid gap-6 md:grid-cols-2 2xl:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="group flex h-full flex-col rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-6 transition-colors hover:border-brand-400/50"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-400/10 text-brand-300">
                {tool.icon}
              </span>
              <h2 className="mt-6 text-lg font-semibold text-white">{tool.title}</h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-400">{tool.text}</p>
              <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-300">
                Open
                <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ContentLayout>
  );
}
