import { MESSAGES } from '@orato/shared';
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { useGenerateVeoVideo } from '@/features/veo/api/generate-veo-video';
import { veoJobs } from '@/features/veo/api/get-video-status';
import { useSaveVeoVideo } from '@/features/veo/api/save-veo-video';
import { useStartFrame } from '@/features/veo/hooks/use-start-frame';
import { useVeoPrompt } from '@/features/veo/hooks/use-veo-prompt';
import { useVeoSettings } from '@/features/veo/hooks/use-veo-settings';
import { useJobStatus } from '@/lib/job-status';
import { errorText, isNotEnoughCredits } from '@/utils/error-text';

interface StartFailure {
  message: string;
  needsCredits: boolean;
}

export type StatusTone = 'busy' | 'done' | 'error';

/** The VEO studio's state: the form, the clip being made (or found running) and its result. */
export function useVeoStudio(onCreditsChanged: () => void) {
  const toast = useToast();
  const start = useGenerateVeoVideo();
  const { mutate: saveVideo } = useSaveVeoVideo();
  const prompt = useVeoPrompt();
  const [startFrame, setStartFrame] = useStartFrame();
  const settings = useVeoSettings();
  const [operation, setOperation] = useState<{ name: string; topic: string } | null>(null);
  const [startFailure, setStartFailure] = useState<StartFailure | null>(null);

  // a clip still being made when the page (re)loads is shown, not forgotten; once per clip when
  // it settles: confirm the save, tell the user, refresh the credits
  const { status } = useJobStatus({
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
  const videoUrl = status?.url;
  const failed = !videoUrl && !!status?.error;
  const isGenerating = start.isPending || (!!operation && !videoUrl && !failed);

  const submit = () => {
    const text = prompt.take();
    if (text === undefined) {
      return;
    }
    setStartFailure(null);
    setOperation(null);
    start.mutate(
      {
        prompt: text,
        negative_prompt: prompt.negative.trim(),
        ...(startFrame?.url && { start_image_url: startFrame.url }),
        ...(settings.chosenSeconds !== null && { duration_seconds: settings.chosenSeconds }),
        format: settings.formatChoice.format,
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
    prompt.clear();
    setStartFrame(null);
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

  return {
    prompt,
    settings,
    startFrame,
    removeStartFrame: () => setStartFrame(null),
    status,
    videoUrl,
    isGenerating,
    statusLine,
    /** A refusal for lack of credits: said in the form, with the way to buy more. */
    creditsShortfall: startFailure?.needsCredits ? startFailure.message : null,
    submit,
    clearAll,
  };
}

export type VeoStudioState = ReturnType<typeof useVeoStudio>;
