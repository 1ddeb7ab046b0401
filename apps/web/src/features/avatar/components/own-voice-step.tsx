import { ArrowRightIcon } from 'lucide-react';
import { LIMITS, MESSAGES, type VoiceRecordingResponse } from '@orato/shared';

import { OwnVoiceRecorder } from '@/components/own-voice/own-voice-recorder';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';

const M = MESSAGES.ownVoice;
const MAX_SECONDS = LIMITS.voiceRecordingMaxSeconds;

export interface OwnVoiceStepProps {
  words: string;
  onWordsChange: (words: string) => void;
  /** The take was checked and stored: the presenter can speak it. */
  onReady: (recording: VoiceRecordingResponse) => void;
  focusOnMount: boolean;
}

/**
 * Step 1 with "Use my voice": record in the browser (a level meter while it runs, then playback
 * and Re-take) or choose a file; the words said, for captions, are optional.
 */
export function OwnVoiceStep({ words, onWordsChange, onReady, focusOnMount }: OwnVoiceStepProps) {
  return (
    <WizardPanel
      title="Your voice"
      intro={`Record yourself, or choose a recording (WAV, MP3, M4A, OGG or WebM, up to ${MAX_SECONDS} seconds). Your presenter's lips will follow it.`}
      focusOnMount={focusOnMount}
    >
      <OwnVoiceRecorder
        onReady={onReady}
        submitLabel={
          <>
            Next
            <ArrowRightIcon className="size-5" />
          </>
        }
      >
        <TextareaField
          label="The words you say"
          labelAside={<span className="text-xs text-slate-500">(optional)</span>}
          hint={words.trim() ? 'They become the captions, timed to your voice.' : M.noCaptionsNote}
          value={words}
          maxLength={LIMITS.scriptMaxCharacters}
          rows={3}
          onChange={(event) => onWordsChange(event.target.value)}
          className="mt-6"
        />
      </OwnVoiceRecorder>
    </WizardPanel>
  );
}
