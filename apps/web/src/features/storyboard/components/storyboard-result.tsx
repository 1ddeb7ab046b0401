import type { StoryboardStatusResponse } from '@orato/shared';
import { Captions, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';

import { Button, buttonStyles } from '@/components/ui/button';
import { CaptionsDownloads } from '@/components/ui/captions-downloads';
import { BookTextIcon, DownloadIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatLength } from '@/features/storyboard/utils/format-length';
import { downloadName } from '@/utils/download-name';
import { formatTag, shapeStyle } from '@/utils/media-shape';

/** The finished storyboard: the player, its downloads, and the ways on. */
export function StoryboardResult({
  status,
  onEdit,
  onNew,
}: {
  status: StoryboardStatusResponse & { url: string };
  onEdit: () => void;
  onNew: () => void;
}) {
  const title = status.title ?? 'Storyboard';
  const link = buttonStyles({ variant: 'secondary', size: 'sm' });
  return (
    <div className="flex flex-col gap-4">
      <video
        key={status.url}
        src={status.url}
        poster={status.thumbnail}
        controls
        playsInline
        preload="metadata"
        aria-label={`${title}, the finished video`}
        style={shapeStyle(status.format, '65vh')}
        className="block rounded-2xl border border-white/10 bg-black"
      />
      <p className="text-sm text-slate-400 tabular-nums">
        {[
          status.format?.label ?? null,
          status.duration_seconds !== undefined ? formatLength(status.duration_seconds) : null,
          status.credits_charged !== undefined ? `${status.credits_charged} credits charged` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={status.url}
          download={downloadName(status.title, 'mp4', formatTag(status.format, 'video'))}
          className={link}
        >
          <DownloadIcon className="size-4" />
          Download video
        </a>
        <CaptionsDownloads
          vttUrl={status.captions_vtt_url}
          srtUrl={status.captions_srt_url}
          title={status.title}
          icon={<Captions aria-hidden="true" className="size-4" />}
          className={link}
        />
        <Link to={paths.dashboard.library.getHref()} className={link}>
          <BookTextIcon className="size-4" />
          Open in Library
        </Link>
      </div>
      <div className="flex flex-col gap-2 border-t border-white/10 pt-4 sm:flex-row">
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit and re-render
        </Button>
        <Button variant="ghost" onClick={onNew}>
          <Plus aria-hidden="true" className="size-4" />
          New storyboard
        </Button>
      </div>
      <p className="text-xs text-slate-400">
        Edit and re-render keeps your scenes: the ones you leave unchanged are reused at 0 credits.
      </p>
    </div>
  );
}
