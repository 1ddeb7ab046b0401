import { DownloadIcon, LanguagesIcon, ShareIcon } from 'lucide-react';
import { useState } from 'react';
import { LIMITS, MESSAGES } from '@orato/shared';
import type { VideoFeatureKey, VideoItem } from '@orato/shared';

import { useDeleteVideos, type DeleteVideosInput } from '@/features/library/api/delete-videos';
import { useVideos } from '@/features/library/api/get-videos';
import { GeneratingRows } from '@/features/library/components/generating-rows';
import {
  LibraryList,
  type LibraryItemControls,
  type LibraryKind,
} from '@/features/library/components/library-list';
import { clipTools, UseInMenu } from '@/features/library/components/use-in-menu';
import { VideoDialog } from '@/features/library/components/video-dialog';
import { VideoThumbnail } from '@/features/library/components/video-thumbnail';
import { LanguageChips, languageVersions } from '@/features/library/components/language-chips';
import {
  TranslateDialog,
  type TranslateTarget,
} from '@/features/library/components/translate-dialog';
import { EngineBadge } from '@/components/ui/engine-badge';
import { truncateWords } from '@/features/library/utils/truncate-words';
import { cn } from '@/utils/cn';
import { formatLongDate } from '@/utils/format-date';
import { downloadName } from '@/utils/download-name';
import { FormatLabel } from '@/components/ui/format-label';
import { formatTag } from '@/utils/media-shape';

const rowAction =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-300 transition-colors hover:bg-white/10 hover:text-white sm:size-10';

const TYPE_BADGE: Record<VideoFeatureKey, string> = { 'ai-avatar': 'Avatar', 'veo3-videos': 'VEO' };

/** The row's type badge: a storyboard is listed with the avatar videos but says what it is. */
function typeBadge(feature: VideoFeatureKey, video: VideoItem): { label: string; tone: string } {
  if (video.storyboard) {
    return { label: 'Storyboard', tone: 'bg-violet-400/10 text-violet-200 ring-violet-400/30' };
  }
  return feature === 'veo3-videos'
    ? { label: TYPE_BADGE[feature], tone: 'bg-ember-400/10 text-ember-300 ring-ember-400/30' }
    : { label: TYPE_BADGE[feature], tone: 'bg-brand-400/10 text-brand-300 ring-brand-400/30' };
}

/** The text a row shows for a video: VEO topics cut to 5 words (spec §9). */
function rowTitle(feature: VideoFeatureKey, video: VideoItem): string {
  const topic = video.topic?.trim();
  if (!topic) {
    return MESSAGES.library.untitledVideo;
  }
  return feature === 'veo3-videos' ? truncateWords(topic, LIMITS.veoTopicWords) : topic;
}

/** Spec §2: one video tab: rows with a checkbox, thumbnail, topic and type badge; delete; player. */
/** The finished videos of one kind, with those still being made above them. */
export function VideoLibrary({ feature }: { feature: VideoFeatureKey }) {
  return (
    <>
      <GeneratingRows feature={feature} />
      <VideoList feature={feature} />
    </>
  );
}

/** One kind per video tab: the deletion names the tab's feature. */
function videoKind(feature: VideoFeatureKey): LibraryKind<VideoItem, DeleteVideosInput> {
  return {
    noun: 'video',
    listLabel: feature === 'veo3-videos' ? 'VEO videos' : 'AI avatar videos',
    layout: {
      frame: 'overflow-hidden rounded-3xl border border-white/10 bg-navy-900/60',
      list: 'divide-y divide-white/5 overflow-y-auto overscroll-contain',
      scrolls: 'list',
    },
    itemClassName: (isSelected) =>
      cn(
        'flex items-center gap-2 px-3 py-3 transition-colors sm:gap-4 sm:px-4',
        isSelected ? 'bg-brand-400/10' : 'hover:bg-white/[0.03]',
      ),
    confirmNote: (count) =>
      `The credits used to generate ${count === 1 ? 'it' : 'them'} are still deducted.`,
    toDelete: (ticked) => ({ feature, videoUrls: ticked.map((video) => video.video_url) }),
  };
}

const VIDEO_KINDS = {
  'ai-avatar': videoKind('ai-avatar'),
  'veo3-videos': videoKind('veo3-videos'),
} satisfies Record<VideoFeatureKey, LibraryKind<VideoItem, DeleteVideosInput>>;

function VideoList({ feature }: { feature: VideoFeatureKey }) {
  const [translating, setTranslating] = useState<TranslateTarget | null>(null);
  return (
    <>
      <LibraryList
        kind={VIDEO_KINDS[feature]}
        query={useVideos(feature)}
        deletion={useDeleteVideos()}
        renderItem={(video, controls) => (
          <VideoRow
            feature={feature}
            video={video}
            controls={controls}
            onTranslate={setTranslating}
          />
        )}
        dialog={(video, close) => (
          <VideoDialog
            feature={feature}
            video={video}
            onClose={close}
            onTranslate={
              video && isTranslatable(feature)
                ? () => {
                    close();
                    setTranslating({ id: video.id, title: rowTitle(feature, video) });
                  }
                : undefined
            }
          />
        )}
      />
      <TranslateDialog target={translating} onClose={() => setTranslating(null)} />
    </>
  );
}

/** Avatar and photo-avatar videos and storyboards (all on this tab) can be made in another language. */
const isTranslatable = (feature: VideoFeatureKey) => feature === 'ai-avatar';

/** One video: a tick, then its thumbnail, title and badges (they open it), share, "Use in…", download. */
function VideoRow({
  feature,
  video,
  controls,
  onTranslate,
}: {
  feature: VideoFeatureKey;
  video: VideoItem;
  controls: LibraryItemControls;
  onTranslate: (target: TranslateTarget) => void;
}) {
  const title = rowTitle(feature, video);
  return (
    <>
      <input
        type="checkbox"
        checked={controls.isSelected}
        onChange={(event) => controls.toggle(event.target.checked)}
        aria-label={`Select ${title}`}
        className="size-5 shrink-0 cursor-pointer accent-brand-400"
      />
      <button
        type="button"
        onClick={() => controls.open()}
        title={video.topic ?? undefined}
        className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl text-left sm:gap-4"
      >
        <VideoThumbnail
          videoId={video.id}
          videoUrl={video.video_url}
          thumbnail={video.thumbnail}
          format={video.format}
          // one height for every row; the width follows each video's own shape
          className="h-[45px] sm:h-[81px]"
        />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-sm font-medium break-words text-white sm:text-base">
            {title}
          </span>
          <span className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={cn(
                'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                typeBadge(feature, video).tone,
              )}
            >
              {typeBadge(feature, video).label}
            </span>
            <EngineBadge engine={video.engine} />
            <LanguageChips versions={languageVersions(video)} />
            <FormatLabel format={video.format} />
            <span className="text-xs text-slate-400">{formatLongDate(video.created_at)}</span>
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={() => controls.share(title)}
        aria-label={`Share ${title}`}
        title="Share"
        className={rowAction}
      >
        <ShareIcon className="size-5" />
      </button>
      {isTranslatable(feature) ? (
        <button
          type="button"
          onClick={() => onTranslate({ id: video.id, title })}
          aria-label={`${MESSAGES.translation.menuItem} ${title}`}
          title={MESSAGES.translation.menuItem}
          // a phone's row has room for three actions: there, Translate… is in the player
          className={cn(rowAction, 'max-sm:hidden')}
        >
          <LanguagesIcon className="size-5" />
        </button>
      ) : null}
      {feature === 'veo3-videos' && !video.storyboard ? (
        <UseInMenu tools={clipTools(video.id)} label={title} placement="row" />
      ) : null}
      <a
        href={video.video_url}
        download={downloadName(video.topic, 'mp4', formatTag(video.format, 'video'))}
        aria-label={`Download ${title}`}
        title="Download"
        className={rowAction}
      >
        <DownloadIcon className="size-5" />
      </a>
    </>
  );
}
