import { LIMITS, MESSAGES } from '@orato/shared';
import type { ActiveJob, GenerationStatusResponse, NanoBananaResponse } from '@orato/shared';
import { useCallback, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { useGenerateImage } from '@/features/images/api/generate-image';
import { useImageUploads } from '@/features/images/hooks/use-image-uploads';
import { useResumedImage } from '@/features/images/hooks/use-resumed-image';
import { useSimulatedProgress } from '@/features/images/hooks/use-simulated-progress';
import { generationErrorMessage, imageResponseOf } from '@/features/images/utils/image-response';
import { useEngines } from '@/lib/engines';
import { useImageAspectChoice } from '@/lib/format-choice';
import { useFixedQuote } from '@/lib/quote';

/** The Nano Banana studio's state: the form, the image being made (or found running), the result. */
export function useNanoBananaStudio(onGenerated: (() => void) | undefined) {
  const toast = useToast();
  const progress = useSimulatedProgress();
  const uploads = useImageUploads();
  const [prompt, setPrompt] = useState('');
  const [result, setResult] = useState<{ data: NanoBananaResponse; prompt: string } | null>(null);
  const generate = useGenerateImage({ onSuccess: onGenerated });
  const engines = useEngines();
  const aspectSupport = engines.data?.formats?.['nano-banana'];
  const [aspect, setAspect] = useImageAspectChoice(aspectSupport);
  const quote = useFixedQuote('nano-banana', { aspect });
  // the results panel, to bring it into view (a callback ref: the parts get no ref object to read)
  const [resultsPanel, setResultsPanel] = useState<HTMLDivElement | null>(null);
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

  const { mode, images } = uploads;
  const isGenerating = generate.isPending;
  const running = useResumedImage({ isGenerating, onEnded: showResumed });
  const trimmedPrompt = prompt.trim();
  const canGenerate =
    !isGenerating &&
    !uploads.isUploading &&
    trimmedPrompt.length > 0 &&
    prompt.length <= LIMITS.imagePromptMaxCharacters &&
    (mode === 'text' || images.length > 0);

  /** Why the request cannot go, said as a toast; null when it can. */
  const refusal = (): string | null => {
    if (!trimmedPrompt) {
      return MESSAGES.nanoBanana.promptRequired;
    }
    if (mode !== 'text' && images.length === 0) {
      return MESSAGES.nanoBanana.imageRequired;
    }
    if (mode === 'single' && images.length > 1) {
      return MESSAGES.nanoBanana.singleModeOneImage;
    }
    return images.length > LIMITS.imagesMultiModeMax ? MESSAGES.nanoBanana.multiModeMax : null;
  };

  const submit = () => {
    const refused = refusal();
    if (refused) {
      toast.error(refused);
      return;
    }
    const imageUrls = mode === 'text' ? [] : images.flatMap((image) => image.url ?? []);
    progress.start();
    // on a phone the results panel is under the form: bring the progress into view
    if (resultsPanel && resultsPanel.getBoundingClientRect().top > window.innerHeight * 0.6) {
      resultsPanel.scrollIntoView({ behavior: 'smooth', block: 'start' });
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

  return {
    uploads,
    prompt,
    setPrompt,
    aspect,
    setAspect,
    aspectSupport,
    quote: quote.data,
    isGenerating,
    canGenerate,
    canClear: !!prompt || images.length > 0 || !!result,
    submit: () => {
      if (canGenerate) {
        submit();
      }
    },
    clearAll: () => {
      setPrompt('');
      uploads.clearImages();
      setResult(null);
    },
    running,
    progress,
    result,
    setResultsPanel,
  };
}

export type NanoBananaStudioState = ReturnType<typeof useNanoBananaStudio>;
