import { LIMITS, MESSAGES, languageName, speakersOf, type FormatSupport } from '@orato/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyIcon, ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCreators } from '@/features/avatar/api/list-creators';
import { photoCreator, usePhotoAvatars } from '@/features/avatar/api/photo-avatars';
import { useAvatarQuote } from '@/features/avatar/api/quote-avatar-video';
import type { Creator } from '@/features/avatar/api/list-creators';
import { AvatarEstimate, avatarEstimateText } from '@/features/avatar/components/avatar-estimate';
import { CreatorGrid } from '@/features/avatar/components/creator-grid';
import { PhotoAvatarDialog } from '@/features/avatar/components/photo-avatar-dialog';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';
import { VideoFormatPicker } from '@/components/ui/format-picker';
import type { VideoFormatChoice } from '@/lib/format-choice';

export interface StartError {
  message: string;
  /** The server refused for lack of credits: offer the subscription page. */
  needsCredits: boolean;
}

export interface AvatarStepProps {
  selected: string | null;
  /** The script to quote for the selected presenter. */
  script: string;
  /** The user's own recording, when it speaks instead of a voice: the quote is its length. */
  recordingUrl?: string;
  onSelect: (name: string) => void;
  onBack: () => void;
  /** Generate Video was pressed with this creator list loaded (maybe empty). */
  onGenerate: (creators: Creator[]) => void;
  isStarting: boolean;
  error: StartError | null;
  focusOnMount: boolean;
  /** The script's language, when it can be told: its speakers are suggested first. */
  scriptLanguage?: string;
  /** The video's shape, resolution and caption style, and what this presenter's engine makes. */
  format: VideoFormatChoice;
  formatSupport: FormatSupport | undefined;
  onFormatChange: (next: VideoFormatChoice) => void;
}

const ALL = 'all';

/** Step 3 'AI Avatar': pick a presenter from the paged grid, then Generate Video. */
export function AvatarStep({
  selected,
  script,
  recordingUrl,
  onSelect,
  onBack,
  onGenerate,
  isStarting,
  error,
  focusOnMount,
  scriptLanguage,
  format,
  formatSupport,
  onFormatChange,
}: AvatarStepProps) {
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
  const shownLanguage = language ?? suggested ?? ALL;
  const shown = useMemo(
    () =>
      shownLanguage === ALL
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
  const changed =
    selected &&
    quote &&
    suggestedQuote &&
    avatarEstimateText(quote) !== avatarEstimateText(suggestedQuote);
  const [page, setPage] = useState(() => {
    const index = shown.findIndex((creator) => creator.name === selected);
    return index > 0 ? Math.floor(index / LIMITS.avatarsPerPage) : 0;
  });
  const [pending, setPending] = useState<(typeof all)[number] | null>(null);

  const choose = (name: string) => {
    const creator = all.find((item) => item.name === name);
    const speaksOther = scriptLanguage && creator?.language && creator.language !== scriptLanguage;
    if (creator && speaksOther) {
      setPending(creator);
      return;
    }
    onSelect(name);
  };

  return (
    <WizardPanel title="AI Avatar" intro={MESSAGES.avatar.chooseAvatar} focusOnMount={focusOnMount}>
      {creators.isPending ? (
        <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-white/15 py-16 text-sm text-slate-400">
          <Spinner label={MESSAGES.landing.loadingAvatars} />
          <span aria-hidden="true">{MESSAGES.landing.loadingAvatars}</span>
        </div>
      ) : creators.isError ? (
        <p
          role="alert"
          className="rounded-2xl border border-rose-400/30 bg-rose-500/10 px-4 py-6 text-center text-sm text-rose-300"
        >
          {MESSAGES.avatar.creatorListError(creators.error.message)}
        </p>
      ) : (
        <>
          {languages.length > 1 ? (
            <div className="mb-4 flex flex-wrap items-center gap-3">
              <label htmlFor="avatar-language" className="text-sm font-medium text-slate-200">
                Language
              </label>
              <select
                id="avatar-language"
                value={shownLanguage}
                onChange={(event) => {
                  setLanguage(event.target.value);
                  setPage(0);
                }}
                className="rounded-xl border border-white/15 bg-navy-950/60 px-3 py-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-brand-300"
              >
                <option value={ALL}>{MESSAGES.avatar.allLanguages}</option>
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {code === scriptLanguage
                      ? MESSAGES.avatar.scriptLanguageOption(languageName(code))
                      : languageName(code)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <CreatorGrid
            creators={shown}
            selected={selected}
            onSelect={choose}
            page={page}
            onPageChange={setPage}
            scriptLanguage={scriptLanguage}
            onCreatePhoto={() => setCreatingPhoto(true)}
          />
        </>
      )}

      <PhotoAvatarDialog
        open={creatingPhoto}
        onClose={() => setCreatingPhoto(false)}
        onCreated={(avatar) => {
          setCreatingPhoto(false);
          setPage(0);
          onSelect(avatar.creatorName);
        }}
      />

      <ConfirmDialog
        open={pending !== null}
        title={MESSAGES.avatar.languageMismatchTitle}
        description={
          pending?.language && scriptLanguage
            ? MESSAGES.avatar.languageMismatch(
                pending.name,
                languageName(pending.language),
                languageName(scriptLanguage),
              )
            : ''
        }
        confirmLabel={MESSAGES.avatar.languageMismatchConfirm}
        cancelLabel={MESSAGES.avatar.languageMismatchCancel}
        confirmVariant="primary"
        onConfirm={() => {
          if (pending) {
            onSelect(pending.name);
          }
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />

      {error ? (
        <Alert
          className="mt-6"
          action={
            error.needsCredits ? (
              <Link
                to={paths.dashboard.subscription.getHref()}
                className="font-semibold text-white underline underline-offset-4 hover:text-brand-200"
              >
                Buy credits on the Subscription page
              </Link>
            ) : undefined
          }
        >
          {error.message}
        </Alert>
      ) : null}

      <VideoFormatPicker
        support={formatSupport}
        value={format}
        onChange={onFormatChange}
        captions
        disabled={isStarting}
        className="mt-8 border-t border-white/10 pt-6"
      />

      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          size="lg"
          onClick={onBack}
          disabled={isStarting}
          className="w-full sm:w-auto"
        >
          Back
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="text-center text-sm text-slate-400 sm:text-right" aria-live="polite">
            <p>
              {selected ? (
                <>
                  Avatar: <span className="font-semibold text-white">{labelOf(selected)}</span>
                </>
              ) : (
                'No avatar selected yet'
              )}
            </p>
            {script ? (
              <AvatarEstimate
                quote={quote}
                presenterLabel={labelOf(quote?.presenter)}
                withWait
                className="text-xs"
              />
            ) : null}
            {changed ? (
              <p className="mt-1 text-xs text-amber-200" data-testid="estimate-changed">
                {MESSAGES.avatar.estimateChanged(
                  labelOf(selected)!,
                  avatarEstimateText(suggestedQuote),
                  labelOf(suggestedQuote.presenter) ?? '',
                )}
              </p>
            ) : null}
          </div>
          <Button
            size="lg"
            aria-busy={isStarting}
            disabled={isStarting}
            onClick={() => onGenerate(all)}
            className="w-full sm:w-auto"
          >
            {isStarting ? <BusyIcon /> : null}
            Generate Video
          </Button>
        </div>
      </div>
    </WizardPanel>
  );
}
