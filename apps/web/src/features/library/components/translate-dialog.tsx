import { MESSAGES } from '@orato/shared';
import type { TranslationDraftResponse, TranslationOptionsResponse } from '@orato/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputStyles } from '@/components/ui/form/text-field';
import { textareaStyles } from '@/components/ui/form/textarea-field';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import {
  quoteTranslation,
  useDraftTranslation,
  useStartTranslation,
  useTranslationOptions,
} from '@/features/library/api/translations';
import { cn } from '@/utils/cn';
import { describeQuote } from '@/utils/job-progress';

const M = MESSAGES.translation;

/** The Library video being translated: its id and the title the dialog names. */
export interface TranslateTarget {
  id: string;
  title: string;
}

/**
 * "Translate…": pick a language, read and edit the translated script (nothing is charged yet), pick
 * a presenter where the video's own does not speak it, then render it as a new language version.
 */
export function TranslateDialog({
  target,
  onClose,
}: {
  target: TranslateTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={M.dialogTitle}
      description={target ? <span className="break-words">{target.title}</span> : undefined}
      showCloseButton
      className="sm:max-w-xl"
    >
      {target ? <TranslateBody key={target.id} videoId={target.id} onDone={onClose} /> : null}
    </Dialog>
  );
}

function TranslateBody({ videoId, onDone }: { videoId: string; onDone: () => void }) {
  const options = useTranslationOptions(videoId);
  const draft = useDraftTranslation(videoId);
  if (options.isPending) {
    return <Spinner className="mx-auto mt-8" />;
  }
  if (options.isError) {
    return <p className="mt-6 text-sm text-rose-300">{options.error.message}</p>;
  }
  return draft.data ? (
    <EditTranslation videoId={videoId} draft={draft.data} onDone={onDone} />
  ) : (
    <PickLanguage
      options={options.data}
      busy={draft.isPending}
      error={draft.error?.message}
      onPick={(language) => draft.mutate(language)}
    />
  );
}

function PickLanguage({
  options,
  busy,
  error,
  onPick,
}: {
  options: TranslationOptionsResponse;
  busy: boolean;
  error: string | undefined;
  onPick: (language: string) => void;
}) {
  const selectId = useId();
  const offered = options.languages.filter((language) => language.available);
  const [language, setLanguage] = useState(offered[0]?.code ?? '');
  const closed = options.languages.filter((language) => !language.available);
  return (
    <div className="mt-6 flex flex-col gap-4">
      {offered.length > 0 ? (
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-200">
            {M.pickLanguage}
          </label>
          <select
            id={selectId}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            className={cn(inputStyles, 'cursor-pointer')}
          >
            {offered.map((each) => (
              <option key={each.code} value={each.code}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-slate-300">{M.noTranslator}</p>
      )}
      {closed.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs text-slate-400">
          {closed.map((each) => (
            <li key={each.code}>{each.enable}</li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="text-sm text-rose-300">{error}</p> : null}
      <div className="flex justify-end">
        <Button disabled={!language || busy} onClick={() => onPick(language)}>
          {busy ? M.translating : M.translateButton}
        </Button>
      </div>
    </div>
  );
}

function EditTranslation({
  videoId,
  draft,
  onDone,
}: {
  videoId: string;
  draft: TranslationDraftResponse;
  onDone: () => void;
}) {
  const toast = useToast();
  const presenterId = useId();
  const [scenes, setScenes] = useState(draft.scenes);
  const [presenter, setPresenter] = useState(draft.presenter ?? draft.presenters[0] ?? '');
  const start = useStartTranslation(videoId);
  const input = {
    language: draft.language,
    scenes,
    ...(presenter && { creatorName: presenter }),
  };
  const isEmpty = scenes.some((scene) => !scene.trim());
  const quote = useQuery({
    queryKey: ['library', 'translation-quote', videoId, input],
    queryFn: () => quoteTranslation(videoId, input),
    enabled: !isEmpty && !!presenter,
    retry: false,
  });
  const render = () =>
    start.mutate(input, {
      onSuccess: () => {
        toast.success(MESSAGES.avatar.started);
        onDone();
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="mt-6 flex flex-col gap-4">
      <p className="text-sm text-slate-300">{M.editHint}</p>
      {scenes.map((scene, index) => (
        <textarea
          key={index}
          aria-label={scenes.length > 1 ? `Scene ${index + 1}` : 'Translated script'}
          value={scene}
          rows={Math.min(8, Math.max(3, Math.ceil(scene.length / 60)))}
          onChange={(event) =>
            setScenes(scenes.map((each, at) => (at === index ? event.target.value : each)))
          }
          className={textareaStyles}
        />
      ))}
      {draft.presenter === null ? (
        <div>
          <label htmlFor={presenterId} className="mb-1.5 block text-sm font-medium text-slate-200">
            {M.presenterLabel}
          </label>
          <p className="mb-2 text-xs text-slate-400">{M.pickPresenter(draft.language)}</p>
          <select
            id={presenterId}
            value={presenter}
            onChange={(event) => setPresenter(event.target.value)}
            className={cn(inputStyles, 'cursor-pointer')}
          >
            {draft.presenters.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="min-h-5 text-sm text-slate-300" aria-live="polite">
        {isEmpty
          ? M.emptyScene(scenes.findIndex((scene) => !scene.trim()) + 1)
          : quote.data
            ? describeQuote(quote.data)
            : quote.error?.message}
      </p>
      <div className="flex justify-end">
        <Button disabled={isEmpty || !presenter || start.isPending} onClick={render}>
          {M.renderButton}
        </Button>
      </div>
    </div>
  );
}
