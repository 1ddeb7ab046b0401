import type { ReactNode } from 'react';

import { Button, buttonStyles } from '@/components/ui/button';
import { EngineBadge } from '@/components/ui/engine-badge';
import { FormatLabel } from '@/components/ui/format-label';
import type { MadeVideo } from '@/features/avatar/hooks/use-video-step';
import { cn } from '@/utils/cn';
import { shapeStyle } from '@/utils/media-shape';

export interface VideoResultProps {
  video: MadeVideo;
  avatar: string;
  avatarImageUrl: string | undefined;
  topic: string;
  /** Back To Avatar: start over at step 1. */
  onReset: () => void;
}

/** The video made: the player, what it is (avatar, topic, length), Download and Back To Avatar. */
export function VideoResult({ video, avatar, avatarImageUrl, topic, onReset }: VideoResultProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div
        className="relative overflow-hidden rounded-2xl border border-white/10 bg-black"
        style={shapeStyle(video.format)}
      >
        <EngineBadge engine={video.engine} className="absolute top-3 left-3 z-10" />
        <FormatLabel format={video.format} className="absolute top-3 right-3 z-10" />
        <video
          key={video.url}
          src={video.url}
          poster={video.poster}
          controls
          playsInline
          preload="metadata"
          aria-label={`${avatar}: ${topic}`}
          className="size-full bg-black object-contain"
        />
      </div>
      <div className="flex flex-col gap-5">
        <dl className="space-y-4 text-sm">
          <Detail
            term="Avatar"
            className="flex items-center gap-3 text-base font-semibold text-white"
          >
            {avatarImageUrl ? (
              <img
                src={avatarImageUrl}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-full border border-white/10"
              />
            ) : null}
            {avatar}
          </Detail>
          <Detail term="Topic" className="leading-relaxed text-slate-200">
            {topic}
          </Detail>
          {video.length ? (
            <Detail term="Length" className="text-slate-200 tabular-nums">
              {video.length}
            </Detail>
          ) : null}
        </dl>
        <div className="flex flex-col gap-3">
          <a href={video.url} download={video.fileName} className={buttonStyles({ size: 'lg' })}>
            Download
          </a>
          <Button variant="secondary" size="lg" onClick={onReset}>
            Back To Avatar
          </Button>
        </div>
      </div>
    </div>
  );
}

/** One line of what the video is: its term, and its value drawn as `className` says. */
function Detail({
  term,
  className,
  children,
}: {
  term: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-widest text-slate-500 uppercase">{term}</dt>
      <dd className={cn('mt-1', className)}>{children}</dd>
    </div>
  );
}
