import { MESSAGES } from '@orato/shared';
import { Mic, PenLine, RotateCcwIcon } from 'lucide-react';

import { OwnVoiceRecorder } from '@/components/own-voice/own-voice-recorder';
import { Button } from '@/components/ui/button';
import { SegmentedChoice } from '@/features/storyboard/components/segmented-choice';
import type { Choice } from '@/features/storyboard/components/segmented-choice';
import type { SceneFieldProps } from '@/features/storyboard/hooks/use-storyboard-editor';
import type { SceneVoice } from '@/features/storyboard/utils/editor-scenes';

const M = MESSAGES.ownVoice;

const VOICES: ReadonlyArray<Choice<SceneVoice>> = [
  {
    value: 'line',
    label: M.sceneWriteLine,
    icon: <PenLine aria-hidden="true" className="size-4" />,
  },
  {
    value: 'recording',
    label: M.sceneUseVoice,
    icon: <Mic aria-hidden="true" className="size-4" />,
  },
];

/**
 * A presenter scene's voice: the written line in the presenter's voice, or the user's own
 * recording (recorded or chosen here, checked and stored as in the avatar wizard).
 */
export function SceneVoiceField({ scene, position, onChange }: SceneFieldProps) {
  return (
    <div className="flex flex-col gap-3">
      <SegmentedChoice
        legend={`Scene ${position} voice`}
        size="sm"
        choices={VOICES}
        value={scene.voice}
        onChange={(voice) => onChange({ voice })}
      />
      {scene.voice === 'recording' ? (
        scene.recording ? (
          <div
            className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-navy-950/60 p-3"
            data-testid="scene-recording"
          >
            <p className="text-sm text-slate-300 tabular-nums">
              {scene.recording.seconds === null
                ? 'Your recording'
                : M.sceneRecordingReady(scene.recording.seconds)}
            </p>
            <audio controls src={scene.recording.url} className="w-full" />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange({ recording: null })}
              className="self-start"
            >
              <RotateCcwIcon className="size-4" />
              Re-take
            </Button>
          </div>
        ) : (
          <OwnVoiceRecorder
            compact
            submitLabel="Use this recording"
            onReady={(recording) =>
              onChange({ recording: { url: recording.recording_url, seconds: recording.seconds } })
            }
          />
        )
      ) : null}
    </div>
  );
}
