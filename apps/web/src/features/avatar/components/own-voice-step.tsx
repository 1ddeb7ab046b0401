import { ArrowRightIcon, MicIcon, RotateCcwIcon, SquareIcon, UploadIcon } from 'lucide-react';
import {
  LIMITS,
  MESSAGES,
  VOICE_RECORDING_EXTENSIONS,
  ownVoiceCredits,
  type VoiceRecordingResponse,
} from '@orato/shared';
import { useEffect, useMemo, useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/dialog';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useUploadRecording } from '@/features/avatar/api/own-voice';
import { WizardPanel } from '@/features/avatar/components/wizard-panel';
import { errorText } from '@/utils/error-text';
import { formatCount } from '@/utils/format-number';

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
  const recorder = useRecorder();
  const upload = useUploadRecording();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();
  const take = file ?? recorder.take;
  const playback = useObjectUrl(take);

  const next = () => {
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

  return (
    <WizardPanel
      title="Your voice"
      intro={`Record yourself, or choose a recording (WAV, MP3, M4A, OGG or WebM, up to ${MAX_SECONDS} seconds). Your presenter's lips will follow it.`}
      focusOnMount={focusOnMount}
    >
      {take ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-navy-950/60 p-4">
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
        <div className="flex flex-col gap-4 sm:flex-row sm:items-stretch">
          <div className="flex flex-1 flex-col gap-3 rounded-2xl border border-white/10 bg-navy-950/60 p-4">
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
          <label className="flex flex-1 cursor-pointer flex-col justify-center gap-2 rounded-2xl border border-dashed border-white/15 p-4 text-sm text-slate-300 hover:border-white/30">
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

      <CheckboxField
        checked={consent}
        onChange={(checked) => {
          setConsent(checked);
          setError(undefined);
        }}
        className="mt-4 items-start gap-3 text-slate-200"
        boxClassName="mt-0.5 size-4 shrink-0"
      >
        <span>{M.consentLabel}</span>
      </CheckboxField>

      <div className="mt-8 flex flex-col gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-end">
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
          size="lg"
          onClick={next}
          disabled={upload.isPending || recorder.isRecording}
          aria-busy={upload.isPending}
          className="w-full sm:w-auto"
        >
          {upload.isPending ? <BusyIcon /> : null}
          Next
          <ArrowRightIcon className="size-5" />
        </Button>
      </div>
    </WizardPanel>
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

/** A link the audio player can play, for as long as the take is shown. */
function useObjectUrl(blob: Blob | null): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) {
        URL.revokeObjectURL(url);
      }
    },
    [url],
  );
  return url;
}

/** The browser's recorder: the first container it can write that our server reads. */
const RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg'];

/**
 * MediaRecorder with a level meter (an analyser on the same stream); stops itself at the limit.
 * The microphone is released as soon as the take ends.
 */
function useRecorder() {
  const [take, setTake] = useState<Blob | null>(null);
  const [isRecording, setRecording] = useState(false);
  const [level, setLevel] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string>();
  const stopRef = useRef<() => void>(() => undefined);

  useEffect(() => () => stopRef.current(), []);

  const start = async () => {
    setError(undefined);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError('We could not use your microphone. Please allow it, or choose a recording.');
      return;
    }
    const mimeType = RECORDER_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const startedAt = performance.now();
    let frame = 0;
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(
        samples.reduce((sum, value) => sum + value * value, 0) / samples.length,
      );
      // speech sits around 0.05–0.3 RMS: a square root spreads it over the bar
      setLevel(Math.min(1, Math.sqrt(rms * 3)));
      const elapsed = (performance.now() - startedAt) / 1000;
      setSeconds(Math.min(MAX_SECONDS, elapsed));
      if (elapsed >= MAX_SECONDS) {
        stopRef.current();
        return;
      }
      frame = requestAnimationFrame(measure);
    };
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      setTake(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
    };
    stopRef.current = () => {
      cancelAnimationFrame(frame);
      if (recorder.state !== 'inactive') {
        recorder.stop();
      }
      stream.getTracks().forEach((track) => track.stop());
      void audio.close();
      setRecording(false);
      setLevel(0);
      stopRef.current = () => undefined;
    };
    recorder.start();
    setRecording(true);
    frame = requestAnimationFrame(measure);
  };

  return {
    take,
    isRecording,
    level,
    seconds,
    error,
    start: () => void start(),
    stop: () => stopRef.current(),
    clear: () => {
      setTake(null);
      setSeconds(0);
    },
  };
}
