import { MicIcon, RotateCcwIcon, SquareIcon, UploadIcon } from 'lucide-react';
import {
  LIMITS,
  MESSAGES,
  VOICE_RECORDING_EXTENSIONS,
  ownVoiceCredits,
  type VoiceRecordingResponse,
} from '@orato/shared';
import { useState, type ReactNode } from 'react';

import { useObjectUrl, useRecorder } from '@/components/own-voice/use-recorder';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { useUploadRecording } from '@/lib/voice-recording';
import { cn } from '@/utils/cn';
import { errorText } from '@/utils/error-text';
import { formatCount } from '@/utils/format-number';

const M = MESSAGES.ownVoice;
const MAX_SECONDS = LIMITS.voiceRecordingMaxSeconds;

export interface OwnVoiceRecorderProps {
  /** The take was checked and stored: it can be spoken. */
  onReady: (recording: VoiceRecordingResponse) => void;
  /** What the button that sends the take says ("Next" in the wizard). */
  submitLabel: ReactNode;
  /** Fields of the caller's between the take and the consent (the wizard's words). */
  children?: ReactNode;
  /** A smaller layout, inside a storyboard scene's card. */
  compact?: boolean;
}

/**
 * "Use my voice": record in the browser (a level meter while it runs, then playback and Re-take)
 * or choose a file, confirm the consent, and send it to be checked and stored. The avatar wizard's
 * step and a storyboard's presenter scene both speak through this one.
 */
export function OwnVoiceRecorder({
  onReady,
  submitLabel,
  children,
  compact = false,
}: OwnVoiceRecorderProps) {
  const recorder = useRecorder();
  const upload = useUploadRecording();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();
  const take = file ?? recorder.take;
  const playback = useObjectUrl(take);

  const send = () => {
    if (!take) {
      return setError(M.recordingRequired);
    }
    if (take.size > LIMITS.voiceRecordingMaxBytes) {
      return setError(M.tooLarge(LIMITS.voiceRecordingMaxBytes / 2 ** 20));
    }
    if (!consent) {
      return setError(M.consentRequired);
    }
    setError(undefined);
    upload.mutate(take, {
      onSuccess: onReady,
      onError: (failure) => setError(errorText(failure, M.undecodable)),
    });
  };

  const retake = () => {
    setFile(null);
    recorder.clear();
    upload.reset();
  };

  const panel = cn(
    'flex flex-col gap-3 rounded-2xl border border-white/10 bg-navy-950/60',
    compact ? 'p-3' : 'p-4',
  );

  return (
    <div className="flex flex-col">
      {take ? (
        <div className={panel}>
          <p className="text-sm text-slate-300">
            {file ? file.name : `Your recording · ${recorder.seconds.toFixed(1)} s`}
          </p>
          {playback ? (
            <audio controls src={playback} className="w-full" data-testid="own-voice-playback" />
          ) : null}
          <Button variant="secondary" onClick={retake} className="self-start">
            <RotateCcwIcon className="size-4" />
            Re-take
          </Button>
        </div>
      ) : (
        <div
          className={cn('flex flex-col sm:flex-row sm:items-stretch', compact ? 'gap-3' : 'gap-4')}
        >
          <div className={cn(panel, 'flex-1')}>
            {recorder.isRecording ? (
              <>
                <LevelMeter level={recorder.level} />
                <p className="text-sm text-slate-300 tabular-nums" aria-live="polite">
                  Recording · {Math.floor(recorder.seconds)} s of {MAX_SECONDS} s
                </p>
                <Button onClick={recorder.stop} className="self-start">
                  <SquareIcon className="size-4" />
                  Stop
                </Button>
              </>
            ) : (
              <>
                <p className="text-sm text-slate-300">Speak close to your microphone.</p>
                <Button
                  onClick={() => {
                    setError(undefined);
                    recorder.start();
                  }}
                  className="self-start"
                >
                  <MicIcon className="size-4" />
                  Record
                </Button>
              </>
            )}
            {recorder.error ? <Alert>{recorder.error}</Alert> : null}
          </div>
          <label
            className={cn(
              'flex flex-1 cursor-pointer flex-col justify-center gap-2 rounded-2xl border border-dashed border-white/15 text-sm text-slate-300 hover:border-white/30',
              compact ? 'p-3' : 'p-4',
            )}
          >
            <span className="flex items-center gap-2 font-semibold text-white">
              <UploadIcon className="size-4" />
              Choose a recording
            </span>
            <span className="text-xs text-slate-400">
              Up to {LIMITS.voiceRecordingMaxBytes / 2 ** 20} MB
            </span>
            <input
              type="file"
              accept={[...VOICE_RECORDING_EXTENSIONS, 'audio/*'].join(',')}
              className="sr-only"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(undefined);
              }}
            />
          </label>
        </div>
      )}

      {children}

      <CheckboxField
        checked={consent}
        onChange={(checked) => {
          setConsent(checked);
          setError(undefined);
        }}
        className={cn('items-start gap-3 text-slate-200', compact ? 'mt-3' : 'mt-4')}
        boxClassName="mt-0.5 size-4 shrink-0"
      >
        <span>{M.consentLabel}</span>
      </CheckboxField>

      <div
        className={cn(
          'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end',
          compact ? 'mt-3' : 'mt-8 border-t border-white/10 pt-6',
        )}
      >
        {error ? <Alert className="sm:mr-auto sm:py-2">{error}</Alert> : null}
        {upload.data ? (
          <p
            className="text-sm text-slate-400 tabular-nums sm:mr-auto"
            data-testid="own-voice-quote"
          >
            {`${formatCount(Math.ceil(upload.data.seconds))} s · ${formatCount(ownVoiceCredits(upload.data.seconds))} credits`}
          </p>
        ) : null}
        <Button
          size={compact ? 'md' : 'lg'}
          onClick={send}
          disabled={upload.isPending || recorder.isRecording}
          aria-busy={upload.isPending}
          className="w-full sm:w-auto"
        >
          {upload.isPending ? <BusyIcon /> : null}
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}

/** How loud the microphone is now, as a bar. */
function LevelMeter({ level }: { level: number }) {
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
      className="h-3 w-full overflow-hidden rounded-full bg-white/10"
    >
      <div
        className="h-full rounded-full bg-brand-400 transition-[width] duration-75"
        style={{ width: `${Math.round(level * 100)}%` }}
      />
    </div>
  );
}
