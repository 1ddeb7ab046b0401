import { LIMITS, languageName, speakersOf } from '@orato/shared';
import { useMemo, useState } from 'react';

import { useCreators } from '@/features/avatar/api/list-creators';
import { photoCreator, usePhotoAvatars } from '@/features/avatar/api/photo-avatars';
import { useAvatarQuote } from '@/features/avatar/api/quote-avatar-video';
import { avatarEstimateText } from '@/features/avatar/components/avatar-estimate';
import type { VideoFormatChoice } from '@/lib/format-choice';

export const ALL_LANGUAGES = 'all';

export interface AvatarChoiceOptions {
  selected: string | null;
  /** The script to quote (or the words of the user's recording). */
  script: string;
  recordingUrl?: string;
  scriptLanguage?: string;
  format: VideoFormatChoice;
  onSelect: (name: string) => void;
}

/**
 * The avatar step's state: the presenters (the user's portraits first), the language shown, the
 * page of the grid, a choice waiting on a language question, and the quotes beside the button.
 */
export function useAvatarChoice({
  selected,
  script,
  recordingUrl,
  scriptLanguage,
  format,
  onSelect,
}: AvatarChoiceOptions) {
  const creators = useCreators();
  const photos = usePhotoAvatars();
  const [creatingPhoto, setCreatingPhoto] = useState(false);
  // the user's own portraits come first, whatever the language shown
  const all = useMemo(
    () => [...(photos.data ?? []).map(photoCreator), ...(creators.data ?? [])],
    [photos.data, creators.data],
  );
  const languages = useMemo(
    () =>
      [...new Set(all.flatMap((creator) => (creator.language ? [creator.language] : [])))].sort(
        (a, b) => languageName(a).localeCompare(languageName(b)),
      ),
    [all],
  );
  // start on the script's language when some avatar speaks it: that is the suggestion
  const [language, setLanguage] = useState<string | null>(null);
  const suggested = speakersOf(all, scriptLanguage).length > 0 ? scriptLanguage : undefined;
  const shownLanguage = language ?? suggested ?? ALL_LANGUAGES;
  const shown = useMemo(
    () =>
      shownLanguage === ALL_LANGUAGES
        ? all
        : all.filter((creator) => creator.photo || creator.language === shownLanguage),
    [all, shownLanguage],
  );
  // the script step's quote (the voice suggested first) until a presenter is chosen
  const suggestedQuote = useAvatarQuote(null, script, { recordingUrl, format: format.format }).data;
  const chosen = useAvatarQuote(selected, script, { recordingUrl, format: format.format });
  // while the chosen voice is quoted, the line waits (in place) rather than show another voice's
  const quote = selected ? (chosen.isPlaceholderData ? undefined : chosen.data) : suggestedQuote;
  const labelOf = (name: string | undefined) =>
    name ? (all.find((creator) => creator.name === name)?.label ?? name) : undefined;
  const [page, setPage] = useState(() => {
    const index = shown.findIndex((creator) => creator.name === selected);
    return index > 0 ? Math.floor(index / LIMITS.avatarsPerPage) : 0;
  });
  const [pending, setPending] = useState<(typeof all)[number] | null>(null);

  return {
    creators,
    all,
    languages,
    shownLanguage,
    showLanguage: (code: string) => {
      setLanguage(code);
      setPage(0);
    },
    shown,
    page,
    setPage,
    creatingPhoto,
    setCreatingPhoto,
    quote,
    suggestedQuote,
    /** The chosen presenter's estimate differs from the suggested voice's. */
    changed:
      !!selected &&
      !!quote &&
      !!suggestedQuote &&
      avatarEstimateText(quote) !== avatarEstimateText(suggestedQuote),
    labelOf,
    pending,
    /** Picks a presenter, after a question when it speaks another language than the script. */
    choose: (name: string) => {
      const creator = all.find((item) => item.name === name);
      const speaksOther =
        scriptLanguage && creator?.language && creator.language !== scriptLanguage;
      if (creator && speaksOther) {
        setPending(creator);
        return;
      }
      onSelect(name);
    },
    settlePending: (confirmed: boolean) => {
      if (confirmed && pending) {
        onSelect(pending.name);
      }
      setPending(null);
    },
  };
}

export type AvatarChoice = ReturnType<typeof useAvatarChoice>;
