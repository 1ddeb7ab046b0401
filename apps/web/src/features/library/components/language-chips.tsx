import { languageName, MESSAGES } from '@orato/shared';
import type { VideoItem } from '@orato/shared';
import { useState } from 'react';

import { cn } from '@/utils/cn';

/** One language of a video: the original, or one of its translations. */
export interface LanguageVersion {
  id: string;
  language: string | null;
  video_url: string;
  thumbnail: string | null;
  captions_vtt_url?: string | undefined;
}

/** The original first, then its translations, oldest first. */
export function languageVersions(video: VideoItem): LanguageVersion[] {
  return [
    {
      id: video.id,
      language: video.language ?? null,
      video_url: video.video_url,
      thumbnail: video.thumbnail,
      captions_vtt_url: video.captions_vtt_url,
    },
    ...(video.versions ?? []),
  ];
}

/** The version a player shows, and the switch between them; the original until one is picked. */
export function useLanguageVersion(video: VideoItem | null) {
  const [picked, setPicked] = useState<string | null>(null);
  const versions = video ? languageVersions(video) : [];
  const current = versions.find((version) => version.id === picked) ?? versions[0] ?? null;
  return { versions, current, pick: setPicked };
}

const chip =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold uppercase ring-1 ring-inset';
const switchChip =
  'inline-flex min-h-9 items-center rounded-full px-3.5 py-1 text-sm font-semibold ring-1 ring-inset transition-colors';

/**
 * A video's languages as chips: on a Library row they say which versions exist; in a player or on
 * a share page (`onPick`), they switch between them.
 */
export function LanguageChips({
  versions,
  activeId,
  onPick,
  className,
}: {
  versions: readonly Pick<LanguageVersion, 'id' | 'language'>[];
  activeId?: string | undefined;
  onPick?: ((id: string) => void) | undefined;
  className?: string;
}) {
  if (versions.length < 2) {
    return null;
  }
  const label = (language: string | null) => (language ? language : '?');
  const name = (language: string | null) => (language ? languageName(language) : 'Original');
  if (!onPick) {
    return (
      <span
        className={cn('inline-flex flex-wrap gap-1', className)}
        aria-label={MESSAGES.translation.versions}
      >
        {versions.map((version) => (
          <span
            key={version.id}
            title={name(version.language)}
            className={cn(chip, 'bg-white/5 text-slate-300 ring-white/15')}
          >
            {label(version.language)}
          </span>
        ))}
      </span>
    );
  }
  return (
    <div
      role="group"
      aria-label={MESSAGES.translation.versions}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {versions.map((version) => {
        const isActive = version.id === activeId;
        return (
          <button
            key={version.id}
            type="button"
            aria-pressed={isActive}
            onClick={() => onPick(version.id)}
            className={cn(
              switchChip,
              isActive
                ? 'bg-brand-400 text-navy-950 ring-brand-400'
                : 'bg-white/5 text-slate-300 ring-white/15 hover:bg-white/10 hover:text-white',
            )}
          >
            {name(version.language)}
          </button>
        );
      })}
    </div>
  );
}
