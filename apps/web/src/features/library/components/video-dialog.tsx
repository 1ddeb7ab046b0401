import { DownloadIcon, LanguagesIcon } from 'lucide-react';
import { MESSAGES } from '@orato/shared';
import type { VideoFeatureKey, VideoItem } from '@orato/shared';

import { EngineBadge } from '@/components/ui/engine-badge';
import { buttonStyles } from '@/components/ui/button';
import { CaptionsDownloads } from '@/components/ui/captions-downloads';
import { Dialog } from '@/components/ui/dialog';
import { formatLongDate } from '@/utils/format-date';
import { downloadName } from '@/utils/download-name';
import { LanguageChips, useLanguageVersion } from '@/features/library/components/language-chips';
import { FormatLabel } from '@/components/ui/format-label';
import { formatTag, shapeStyle } from '@/utils/media-shape';

/**
 * Spec §2: the player modal. An avatar video is titled by its topic (or 'Untitled Video'); a VEO
 * video is titled 'Video Details' and shows its topic beside the player.
 */
export function VideoDialog({
  feature,
  video,
  onClose,
  onTranslate,
}: {
  feature: VideoFeatureKey;
  video: VideoItem | null;
  onClose: () => void;
  /** Opens "Translate…" for this video, where it can be translated. */
  onTranslate?: (() => void) | undefined;
}) {
  const isVeo = feature === 'veo3-videos';
  const topic = video?.topic?.trim() || null;
  const title = isVeo ? MESSAGES.library.veoModalTitle : (topic ?? MESSAGES.library.untitledVideo);
  // a video with translations plays the language picked under it
  const { versions, current, pick } = useLanguageVersion(video);

  return (
    <Dialog
      open={video !== null}
      onClose={onClose}
      title={title}
      showCloseButton
      className={isVeo ? 'sm:max-w-4xl' : 'sm:max-w-3xl'}
    >
      {video ? (
        <div className={isVeo ? 'mt-5 grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]' : 'mt-5'}>
          <div>
            <video
              key={current?.id ?? video.id}
              src={current?.video_url ?? video.video_url}
              poster={(current?.thumbnail ?? video.thumbnail) || undefined}
              controls
              autoPlay
              playsInline
              style={shapeStyle(video.format, '65vh')}
              className="block rounded-2xl border border-white/10 bg-black object-contain"
            />
            <LanguageChips
              versions={versions}
              activeId={current?.id}
              onPick={pick}
              className="mt-3"
            />
          </div>
          <div
            className={
              isVeo
                ? 'flex flex-col gap-4'
                : 'mt-4 flex flex-wrap items-center justify-between gap-3'
            }
          >
            {isVeo ? (
              <div className="rounded-2xl border border-white/10 bg-navy-950/50 p-4">
                <h3 className="text-xs font-medium tracking-wide text-slate-400 uppercase">
                  Topic
                </h3>
                <p className="mt-2 max-h-60 overflow-y-auto text-sm leading-relaxed break-words text-white">
                  {topic ?? MESSAGES.library.untitledVideo}
                </p>
              </div>
            ) : null}
            <p className="flex items-center gap-3 text-sm text-slate-400">
              <EngineBadge engine={video.engine} />
              <FormatLabel format={video.format} />
              {formatLongDate(video.created_at)}
            </p>
            <div className="flex flex-wrap gap-2">
              <a
                href={current?.video_url ?? video.video_url}
                download={downloadName(video.topic, 'mp4', formatTag(video.format, 'video'))}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <DownloadIcon className="size-4" />
                Download
              </a>
              {onTranslate ? (
                <button
                  type="button"
                  onClick={onTranslate}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  <LanguagesIcon className="size-4" />
                  {MESSAGES.translation.menuItem}
                </button>
              ) : null}
              {/* a storyboard comes with its captions files */}
              <CaptionsDownloads
                vttUrl={video.captions_vtt_url}
                srtUrl={video.captions_srt_url}
                title={video.topic}
                icon={<DownloadIcon className="size-4" />}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              />
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
