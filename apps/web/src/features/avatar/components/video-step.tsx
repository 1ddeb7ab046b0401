import { MESSAGES, type GenerationStatusResponse } from '@orato/shared';

import { EngineBadge } from '@/components/ui/engine-badge';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { JobProgress } from '@/components/ui/job-progress';
import { avatarVideoUrl } from '@/features/avatar/api/poll-avatar-video';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';
import { downloadName } from '@/utils/download-name';
import { FormatLabel } from '@/components/ui/format-label';
import { formatTag, shapeStyle } from '@/utils/media-shape';

export interface VideoStepProps {
  /** The job's latest status; undefined before the first answer. */
  status: GenerationStatusResponse | undefined;
  avatar: string;
  avatarImageUrl: string | undefined;
  topic: string;
  /** Back To Avatar: start over at step 1. */
  onReset: () => void;
}

/**
 * Step 4 'Generating Your Video': queued, then a percentage, then the player and Download, with
 * "Your video is ready" and the topic under the spec's heading once it is done.
 */
export function VideoStep({
  status: data,
  avatar,
  avatarImageUrl,
  topic,
  onReset,
}: VideoStepProps) {
  const url = data?.state === 'COMPLETE' ? avatarVideoUrl(data) : undefined;
  const failed = data?.state === 'FAILED';

  return (
    <WizardPanel
      title="Generating Your Video"
      intro={url ? `Your video is ready: “${topic}”` : undefined}
      focusOnMount
    >
      {url ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <div
            className="relative overflow-hidden rounded-2xl border border-white/10 bg-black"
            style={shapeStyle(data?.format)}
          >
            <EngineBadge engine={data?.engine} className="absolute top-3 left-3 z-10" />
            <FormatLabel format={data?.format} className="absolute top-3 right-3 z-10" />
            <video
              key={url}
              src={url}
              poster={data?.thumbnail}
              controls
              playsInline
              preload="metadata"
              aria-label={`${avatar}: ${topic}`}
              className="size-full bg-black object-contain"
            />
          </div>
          <div className="flex flex-col gap-5">
            <dl className="space-y-4 text-sm">
              <div>
                <dt className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
                  Avatar
                </dt>
                <dd className="mt-1 flex items-center gap-3 text-base font-semibold text-white">
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
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
                  Topic
                </dt>
                <dd className="mt-1 leading-relaxed text-slate-200">{topic}</dd>
              </div>
              {data?.duration_seconds ? (
                <div>
                  <dt className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
                    Length
                  </dt>
                  <dd className="mt-1 text-slate-200 tabular-nums">
                    {`${Math.ceil(data.duration_seconds - 1e-6)} s`}
                    {data.credits_charged !== undefined
                      ? ` · ${data.credits_charged} credits`
                      : null}
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="flex flex-col gap-3">
              <a
                href={url}
                download={downloadName(topic, 'mp4', formatTag(data?.format, 'video'))}
                className={buttonStyles({ size: 'lg' })}
              >
                Download
              </a>
              <Button variant="secondary" size="lg" onClick={onReset}>
                Back To Avatar
              </Button>
            </div>
          </div>
        </div>
      ) : failed ? (
        <div className="flex flex-col gap-6">
          <Alert>{data.error ?? MESSAGES.avatar.startFailed}</Alert>
          <Button variant="secondary" size="lg" onClick={onReset} className="self-start">
            Back To Avatar
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center rounded-2xl border border-white/10 bg-navy-950/50 px-5 py-12 text-center sm:py-16">
          {avatarImageUrl ? (
            <img
              src={avatarImageUrl}
              alt=""
              width={96}
              height={96}
              className="size-20 rounded-full border-2 border-brand-400/40 sm:size-24"
            />
          ) : null}
          <p className="mt-5 text-base font-semibold text-white">
            {`${avatar} is presenting “${topic}”`}
          </p>
          <div className="mt-6 w-full">
            <JobProgress
              job={data ?? { state: 'QUEUED', stage: 'queued' }}
              label="Video progress"
            />
          </div>
          <p className="mt-5 max-w-sm text-sm text-slate-400">
            You can leave this page: the video keeps going, appears here when you come back, and is
            saved to your library when it is ready.
          </p>
        </div>
      )}
    </WizardPanel>
  );
}
