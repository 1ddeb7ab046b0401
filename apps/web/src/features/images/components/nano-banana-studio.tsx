import { SparklesIcon } from 'lucide-react';
import { LIMITS, MESSAGES } from '@orato/shared';
import type {
  ActiveJob,
  GenerationStatusResponse,
  NanoBananaResponse,
  UploadResponse,
} from '@orato/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useGenerateImage } from '@/features/images/api/generate-image';
import { imageJobs } from '@/features/images/api/get-image-status';
import { useEngines } from '@/lib/engines';
import { ImageAspectPicker } from '@/components/ui/format-picker';
import { useImageAspectChoice } from '@/lib/format-choice';
import { uploadImages } from '@/features/images/api/upload-images';
import { GenerationResults } from '@/features/images/components/generation-results';
import { ImageModeSelect } from '@/features/images/components/image-mode-select';
import { ImageUploadArea } from '@/features/images/components/image-upload-area';
import type { UploadedImage } from '@/features/images/components/image-upload-area';
import { PromptField } from '@/features/images/components/prompt-field';
import { useSimulatedProgress } from '@/features/images/hooks/use-simulated-progress';
import { maxImagesFor } from '@/features/images/utils/image-modes';
import type { ImageMode } from '@/features/images/utils/image-modes';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { JobProgress } from '@/components/ui/job-progress';
import { paths } from '@/config/paths';
import { useJobStatus } from '@/lib/job-status';
import { useFixedQuote } from '@/lib/quote';
import { uploadFromLibrary, useLibraryPick } from '@/lib/library-pick';
import { Link } from 'react-router';
import { describeQuote } from '@/utils/job-progress';

let nextImageId = 0;

/** The text for a failed generation (spec §8): the server's, a credits shortfall, or the spec's. */
function generationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    // the answer arrived but did not have the expected shape
    return MESSAGES.nanoBanana.unexpectedFormat;
  }
  if (error.status === 402) {
    return MESSAGES.nanoBanana.notEnoughCredits;
  }
  return apiErrorMessage(error, { fallback: MESSAGES.nanoBanana.generationFailed });
}

/** A finished job's status as the image call would have answered it. */
function imageResponseOf(status: GenerationStatusResponse): NanoBananaResponse | null {
  if (status.state !== 'COMPLETE' || !status.url) {
    return null;
  }
  return {
    image_url: status.url,
    generated_images: [status.url],
    message: MESSAGES.nanoBanana.generationSuccess,
    ...(status.applied_edits && { applied_edits: status.applied_edits }),
    ...(status.not_applied && { not_applied: status.not_applied }),
    ...(status.description && { description: status.description }),
    ...(status.engine && { engine: status.engine }),
    ...(status.format && { format: status.format }),
  };
}

/**
 * Spec §2 Nano Banana: mode, uploads (stored as soon as they are chosen), prompt, Clear All and
 * Generate Magic, and the results panel. `onGenerated` runs after each image (credits moved).
 */
export function NanoBananaStudio({ onGenerated }: { onGenerated?: () => void }) {
  const toast = useToast();
  const progress = useSimulatedProgress();
  const [mode, setMode] = useState<ImageMode>('text');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [prompt, setPrompt] = useState('');
  const [result, setResult] = useState<{ data: NanoBananaResponse; prompt: string } | null>(null);
  const generate = useGenerateImage({ onSuccess: onGenerated });
  const engines = useEngines();
  const aspectSupport = engines.data?.formats?.['nano-banana'];
  const [aspect, setAspect] = useImageAspectChoice(aspectSupport);
  const quote = useFixedQuote('nano-banana', { aspect });
  const { finish: finishProgress } = progress;
  // an image still being made after a reload: its progress, then its result here as if started here
  const showResumed = useCallback(
    (job: ActiveJob, status: GenerationStatusResponse) => {
      onGenerated?.();
      const data = imageResponseOf(status);
      finishProgress(data !== null);
      if (data) {
        setResult({ data, prompt: job.title ?? '' });
        toast.success(data.message);
      } else {
        toast.error(status.error ?? MESSAGES.nanoBanana.generationFailed);
      }
    },
    [finishProgress, onGenerated, toast],
  );

  // object URLs of the previews are freed when they leave the page
  const previews = useRef(new Set<string>());
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const maxImages = maxImagesFor(mode);
  const isGenerating = generate.isPending;
  const [resumed, setResumed] = useState<ActiveJob | null>(null);
  const { status: resumedStatus } = useJobStatus({
    source: imageJobs,
    id: resumed?.id ?? null,
    starting: isGenerating,
    resume: { feature: 'nano-banana', onFound: setResumed },
    onSettled: (status) => {
      setResumed(null);
      if (resumed) {
        showResumed(resumed, status);
      }
    },
  });
  const running = isGenerating || !resumed ? null : (resumedStatus ?? resumed);
  const isUploading = images.some((image) => !image.url);
  const trimmedPrompt = prompt.trim();
  const isPromptTooLong = prompt.length > LIMITS.imagePromptMaxCharacters;
  const canGenerate =
    !isGenerating &&
    !isUploading &&
    trimmedPrompt.length > 0 &&
    !isPromptTooLong &&
    (mode === 'text' || images.length > 0);

  const dropImages = (ids: Set<string>) => {
    setImages((current) => {
      for (const image of current) {
        if (ids.has(image.id)) {
          URL.revokeObjectURL(image.previewUrl);
          previews.current.delete(image.previewUrl);
        }
      }
      return current.filter((image) => !ids.has(image.id));
    });
  };

  const clearImages = () => dropImages(new Set(images.map((image) => image.id)));

  const addFiles = (chosen: File[]) => {
    if (mode === 'single' && (images.length >= 1 || chosen.length > 1)) {
      toast.error(MESSAGES.nanoBanana.singleModeOneImage);
      return;
    }
    // five chosen at once (or two added to three) keep what fits, in the order chosen, and the
    // message says why the rest stayed out: refusing all of them threw away a usable choice
    const room = Math.max(0, LIMITS.imagesMultiModeMax - images.length);
    const files = mode === 'multi' ? chosen.slice(0, room) : chosen;
    if (files.length < chosen.length) {
      toast.error(MESSAGES.nanoBanana.multiModeMax);
    }
    if (files.length === 0) {
      return;
    }
    const added = files.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      nextImageId += 1;
      return { id: `upload-${nextImageId}`, previewUrl, url: null } satisfies UploadedImage;
    });
    setImages((current) => [...current, ...added]);
    storeImages(added, uploadImages(files));
  };

  /** Fills in the stored URLs of `added` as `upload` answers, or drops them when it fails. */
  const storeImages = (added: UploadedImage[], upload: Promise<UploadResponse>) => {
    const ids = new Set(added.map((image) => image.id));
    upload.then(
      (response) => {
        // an entry removed meanwhile (or a mode change) stays removed
        setImages((current) =>
          current.map((image) => {
            const index = added.findIndex((entry) => entry.id === image.id);
            return index === -1 ? image : { ...image, url: response.uploaded_files[index] ?? null };
          }),
        );
        if (response.uploaded_files.length < added.length) {
          dropImages(new Set(added.slice(response.uploaded_files.length).map((i) => i.id)));
        }
        toast.success(response.message || MESSAGES.nanoBanana.uploadSuccess);
      },
      (error: unknown) => {
        dropImages(ids);
        toast.error(apiErrorMessage(error, { fallback: MESSAGES.nanoBanana.notEnoughCredits }));
      },
    );
  };

  // "Use in… Nano Banana" from the Library: one image, so the mode that takes one
  useLibraryPick((chosen) => {
    setMode('single');
    nextImageId += 1;
    const added: UploadedImage = {
      id: `library-${nextImageId}`,
      previewUrl: chosen.previewUrl,
      url: null,
    };
    setImages([added]);
    storeImages([added], uploadFromLibrary(chosen.id));
  });

  const changeMode = (next: ImageMode) => {
    setMode(next);
    clearImages();
  };

  const clearAll = () => {
    setPrompt('');
    clearImages();
    setResult(null);
  };

  const submit = () => {
    if (!trimmedPrompt) {
      toast.error(MESSAGES.nanoBanana.promptRequired);
      return;
    }
    if (mode !== 'text' && images.length === 0) {
      toast.error(MESSAGES.nanoBanana.imageRequired);
      return;
    }
    if (mode === 'single' && images.length > 1) {
      toast.error(MESSAGES.nanoBanana.singleModeOneImage);
      return;
    }
    if (images.length > LIMITS.imagesMultiModeMax) {
      toast.error(MESSAGES.nanoBanana.multiModeMax);
      return;
    }
    const imageUrls = mode === 'text' ? [] : images.flatMap((image) => image.url ?? []);
    progress.start();
    // on a phone the results panel is under the form: bring the progress into view
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top > window.innerHeight * 0.6) {
      results.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
    generate.mutate(
      { prompt: trimmedPrompt, imageUrls, aspect },
      {
        onSuccess: (data) => {
          progress.finish(true);
          setResult({ data, prompt: trimmedPrompt });
          toast.success(data.message || MESSAGES.nanoBanana.generationSuccess);
        },
        onError: (error) => {
          progress.finish(false);
          toast.error(generationErrorMessage(error));
        },
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <form
        aria-label="Image generation"
        onSubmit={(event) => {
          event.preventDefault();
          if (canGenerate) {
            submit();
          }
        }}
        className="flex flex-col gap-5 rounded-3xl border border-white/10 bg-gradient-to-b from-navy-800 to-navy-900 p-5 sm:p-6"
      >
        <ImageModeSelect value={mode} onChange={changeMode} disabled={isGenerating} />

        {maxImages > 0 ? (
          <ImageUploadArea
            images={images}
            maxImages={maxImages}
            disabled={isGenerating}
            onAddFiles={addFiles}
            onRemove={(id) => dropImages(new Set([id]))}
          />
        ) : null}

        <PromptField value={prompt} onChange={setPrompt} disabled={isGenerating} />

        <ImageAspectPicker
          support={aspectSupport}
          value={aspect}
          onChange={setAspect}
          disabled={isGenerating}
        />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {quote.data ? (
            <p className="text-center text-xs text-slate-400 tabular-nums sm:mr-auto sm:text-left">
              {describeQuote(quote.data)}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={clearAll}
            disabled={isGenerating || (!prompt && images.length === 0 && !result)}
          >
            Clear All
          </Button>
          <Button type="submit" disabled={!canGenerate}>
            {isGenerating ? <BusyIcon /> : <SparklesIcon className="size-5" />}
            Generate Magic
          </Button>
        </div>
      </form>

      {running ? (
        <div className="rounded-2xl border border-brand-400/20 bg-navy-900/60 px-4 py-3">
          <p className="mb-2 text-sm text-white">
            {`Generating “${resumed?.title ?? ''}”… it will appear here and in your `}
            <Link to={paths.dashboard.library.getHref()} className="underline underline-offset-4">
              Library
            </Link>
          </p>
          <JobProgress job={running} label="Image in progress" compact />
        </div>
      ) : null}

      <div ref={resultsRef} className="scroll-mt-20">
        <GenerationResults
          progress={progress}
          result={result?.data ?? null}
          prompt={result?.prompt ?? null}
        />
      </div>
    </div>
  );
}
