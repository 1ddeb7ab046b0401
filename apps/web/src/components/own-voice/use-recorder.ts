import { LIMITS } from '@orato/shared';
import { useEffect, useMemo, useRef, useState } from 'react';

const MAX_SECONDS = LIMITS.voiceRecordingMaxSeconds;

/** A link the audio player can play, for as long as the take is shown. */
export function useObjectUrl(blob: Blob | null): string | undefined {
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
export function useRecorder() {
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
