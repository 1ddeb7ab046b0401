import { SparklesIcon } from 'lucide-react';
import { LIMITS, MESSAGES, TIMINGS, countWords, veoClipCredits } from '@orato/shared';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useGenerateVeoVideo } from '@/features/veo/api/generate-veo-video';
import { useClipLengths } from '@/features/veo/api/get-clip-lengths';
import { ClipLengthSelect } from '@/features/veo/components/clip-length-select';
import { veoJobs } from '@/features/veo/api/get-video-status';
import { useSaveVeoVideo } from '@/features/veo/api/save-veo-video';
import { StartFrame, type StartFrameImage } from '@/features/veo/components/start-frame';
import { VeoPreview } from '@/features/veo/components/veo-preview';
import { apiErrorMessage } from '@/lib/api-error';
import { uploadFromLibrary, useLibraryPick } from '@/lib/library-pick';
import { errorText, isNotEnoughCredits } from '@/utils/error-text';
import { useJobStatus } from '@/lib/job-status';
import { useFixedQuote } from '@/lib/quote';
import { useEngines } from '@/lib/engines';
import { VideoFormatPicker } from '@/components/ui/format-picker';
import { useVideoFormatChoice } from '@/lib/format-choice';
import { pendingFormat } from '@/utils/media-shape';
import { cn } from '@/utils/cn';
import { formatCount } from '@/utils/format-number';
import { describeJob, describeQuote, shownAfterPolling } from '@/utils/job-progress';

interface StartFailure {
  message: string;
  needsCredits: boolean;
}

type StatusTone = 'busy' | 'done' | 'error';

const statusTones: Record<StatusTone, string> = {
  busy: 'text-brand-200',
  done: 'text-emerald-300',
  error: 'text-rose-300',
};

export interface VeoStudioProps {
  /** Credits moved: 120 held when a clip starts, charged or returned when it settles. */
  onCreditsChanged: () => void;
}

/** The VEO generator (spec §2, §4): prompt, optional negative prompt, status line and preview. */
export function VeoStudio({ onCreditsChanged }: VeoStudioProps) {
  const toast = useToast();
  const start = useGenerateVeoVideo();
  const { mutate: saveVideo } = useSaveVeoVideo();

  const [prompt, setPrompt] = useState('');
  const [negativePrompt, setNegativePrompt] = useState('');
  const [promptError, setPromptError] = useState<string>();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const [operation, setOperation] = useState<{ name: string; topic: string } | null>(null);
  const [startFailure, setStartFailure] = useState<StartFailure | null>(null);
  const [startFrame, setStartFrame] = useState<StartFrameImage | null>(null);

  // "Use in… VEO" from the Library: the image becomes the clip's first frame
  useLibraryPick((pick) => {
    setStartFrame({ previewUrl: pick.previewUrl, url: null });
    uploadFromLibrary(pick.id).then(
      (response) => {
        const url = response.uploaded_files[0] ?? null;
        // removed meanwhile: stays removed
        setStartFrame((current) => (current && url ? { ...current, url } : null));
      },
      (error: unknown) => {
        setStartFrame(null);
        toast.error(apiErrorMessage(error, { fallback: MESSAGES.veo.somethingWrong }));
      },
    );
  });

  const engines = useEngines();
  const formatSupport = engines.data?.formats?.['veo3-videos'];
  const [formatChoice, setFormatChoice] = useVideoFormatChoice('veo', formatSupport);
  const quote = useFixedQuote('veo3-videos', formatChoice.format);
  const lengths = useClipLengths();
  // the engine's default until the user picks another of the lengths it makes
  const [chosenSeconds, setChosenSeconds] = useState<number | null>(null);
  const seconds = chosenSeconds ?? lengths.data?.default_seconds ?? null;
  // a clip still being made when the page (re)loads is shown, not forgotten; once per clip when
  // it settles: confirm the save, tell the user, refresh the credits
  const { status: data } = useJobStatus({
    source: veoJobs,
    id: operation?.name ?? null,
    starting: start.isPending,
    resume: {
      feature: 'veo3-videos',
      onFound: (running) => setOperation({ name: running.id, topic: running.title ?? '' }),
    },
    onSettled: (settled) => {
      onCreditsChanged();
      if (settled.url) {
        saveVideo(
          { video_url: settled.url, topic: operation?.topic ?? '' },
          {
            onSuccess: () => toast.success(MESSAGES.veo.saved),
            onError: () => toast.error(MESSAGES.veo.saveFailed),
          },
        );
      }
      // a failure is said once, in the status line
    },
  });
  const videoUrl = data?.url;
  const failed = !videoUrl && !!data?.error;
  const isGenerating = start.isPending || (!!operation && !videoUrl && !failed);

  const words = countWords(prompt);
  const isOverLimit = words > LIMITS.veoPromptMaxWords;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = prompt.trim();
    if (!text) {
      setPromptError(MESSAGES.veo.promptRequired);
      promptRef.current?.focus();
      return;
    }
    if (countWords(text) > LIMITS.veoPromptMaxWords) {
      setPromptError(MESSAGES.veo.promptTooLong);
      promptRef.current?.focus();
      return;
    }
    setPromptError(undefined);
    setStartFailure(null);
    setOperation(null);
    start.mutate(
      {
        prompt: text,
        negative_prompt: negativePrompt.trim(),
        ...(startFrame?.url && { start_image_url: startFrame.url }),
        ...(chosenSeconds !== null && { duration_seconds: chosenSeconds }),
        format: formatChoice.format,
      },
      {
        onSuccess: (name) => {
          setOperation({ name, topic: text });
          onCreditsChanged();
        },
        onError: (error) => {
          // said once: beside the button, or with the way to buy credits when they are short
          const message = errorText(error, MESSAGES.veo.somethingWrong);
          setStartFailure({ message, needsCredits: isNotEnoughCredits(error) });
        },
      },
    );
  };

  const clearAll = () => {
    setPrompt('');
    setNegativePrompt('');
    setStartFrame(null);
    setPromptError(undefined);
    setStartFailure(null);
    setOperation(null);
    start.reset();
  };

  const statusLine: { text: string; tone: StatusTone } | null = isGenerating
    ? { text: MESSAGES.veo.generating, tone: 'busy' }
    : videoUrl
      ? { text: MESSAGES.veo.completed, tone: 'done' }
      : failed
        ? { text: MESSAGES.veo.generationError, tone: 'error' }
        : startFailure && !startFailure.needsCredits
          ? { text: startFailure.message, tone: 'error' }
          : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <section
        aria-label="Prompt"
        className="rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-8"
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {startFrame ? (
            <StartFrame
              image={startFrame}
              disabled={isGenerating}
              onRemove={() => setStartFrame(null)}
            />
          ) : null}
          <TextareaField
            ref={promptRef}
            label="Prompt"
            name="prompt"
            rows={7}
            placeholder="A slow aerial shot over a misty pine forest at sunrise, golden light breaking through the trees…"
            value={prompt}
            error={promptError ?? (isOverLimit ? MESSAGES.veo.promptTooLong : undefined)}
            onChange={(event) => {
              setPrompt(event.target.value);
              setPromptError(undefined);
            }}
            labelAside={
              <span
                className={cn(
                  'text-xs tabular-nums',
                  isOverLimit ? 'font-semibold text-rose-300' : 'text-slate-400',
                )}
              >
                {`${formatCount(words)} / ${LIMITS.veoPromptMaxWords} words`}
              </span>
            }
          />
          <TextareaField
            label="Negative prompt"
            name="negative_prompt"
            rows={3}
            placeholder="What to keep out of the video: text overlays, blur, people…"
            value={negativePrompt}
            onChange={(event) => setNegativePrompt(event.target.value)}
            labelAside={<span className="text-xs text-slate-500">Optional</span>}
          />

          {lengths.data && seconds !== null && lengths.data.allowed_seconds.length > 1 ? (
            <ClipLengthSelect
              value={seconds}
              allowed={lengths.data.allowed_seconds}
              onChange={setChosenSeconds}
              disabled={isGenerating}
            />
          ) : null}

          <VideoFormatPicker
            support={formatSupport}
            value={formatChoice}
            onChange={setFormatChoice}
            disabled={isGenerating}
          />

          {startFailure?.needsCredits ? (
            <Alert
              action={
                <Link
                  to={paths.dashboard.subscription.getHref()}
                  className="font-semibold text-white underline underline-offset-4 hover:text-brand-200"
                >
                  Buy credits on the Subscription page
                </Link>
              }
            >
              {startFailure.message}
            </Alert>
          ) : null}

          <div className="border-t border-white/10 pt-5">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-400">
                {quote.data
                  ? // the page learns of the end at its next poll (spec §9: every 15 s)
                    describeQuote({
                      ...quote.data,
                      ...(chosenSeconds !== null && {
                        seconds: chosenSeconds,
                        credits: veoClipCredits(chosenSeconds),
                        hold_credits: veoClipCredits(chosenSeconds),
                      }),
                      wait_seconds: shownAfterPolling(quote.data.wait_seconds, TIMINGS.veoPollMs),
                    })
                  : `Each clip uses ${formatCount(veoClipCredits(seconds ?? 8))} credits.`}
              </p>
              <Button
                type="submit"
                size="lg"
                // a start frame still being copied would be left out of the clip
                disabled={isGenerating || (startFrame !== null && !startFrame.url)}
                aria-busy={isGenerating}
                className="w-full sm:w-auto"
              >
                {isGenerating ? <BusyIcon /> : <SparklesIcon className="size-5" />}
                Generate Video
              </Button>
            </div>
            {/* always in the page, so screen readers announce each new status */}
            <p role="status" className="mt-4 flex items-baseline gap-2 text-sm empty:mt-0">
              {statusLine ? (
                <>
                  <span className="text-slate-500">Status:</span>
                  <span className={cn('font-medium', statusTones[statusLine.tone])}>
                    {statusLine.text}
                  </span>
                </>
              ) : null}
            </p>
            {isGenerating && data ? (
              <p className="mt-1 text-xs text-slate-400 tabular-nums">{describeJob(data)}</p>
            ) : null}
          </div>
        </form>
      </section>

      <VeoPreview
        isGenerating={isGenerating}
        progress={data?.progress}
        videoUrl={videoUrl}
        poster={data?.thumbnail}
        engine={data?.engine}
        format={data?.format ?? pendingFormat(formatChoice.format)}
        canClear={!!videoUrl || !!statusLine}
        onClear={clearAll}
      />
    </div>
  );
}
