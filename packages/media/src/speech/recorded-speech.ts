import { normalizeLoudness, toFloat, toInt16 } from '../audio/loudness';
import { visemesFromSpelling } from './phonemes';
import {
  LEAD_IN_SECONDS,
  MAX_SPEECH_CHARACTERS,
  normalizeScript,
  TAIL_SECONDS,
  type Speech,
} from './speech';
import { estimateWordTimings } from './speech-timing';
import type { ResolvedVoice } from './voices';
import { encodeWav, parseWav } from '../audio/wav-file';

export interface RecordedSpeechInput {
  /** What the recording says, as it is captioned. */
  text: string;
  /** A 16-bit mono PCM WAV, as a neural voice server answers `response_format: wav`. */
  wav: Uint8Array;
  /** Who spoke: its language times the words, its label is the presenter's tagline. */
  voice: ResolvedVoice;
}

/** The most a voice may take for the longest script: well past a minute of speech. */
const MAX_RECORDING_SECONDS = 240;

/**
 * A voice recorded elsewhere (a neural voice over HTTP) made into the same Speech our own engines
 * give: the same breath before and after, −16 LUFS, words aligned to the audio's pauses, and lips
 * from the words' spelling (such servers report no phone timings).
 */
export function speechFromRecording(input: RecordedSpeechInput): Speech {
  const text = normalizeScript(input.text);
  if (!text) {
    throw new Error('nothing to speak');
  }
  if (text.length > MAX_SPEECH_CHARACTERS) {
    throw new Error(`script longer than ${MAX_SPEECH_CHARACTERS} characters`);
  }
  const audio = parseWav(input.wav);
  const { sampleRate } = audio;
  if (audio.samples.length === 0 || audio.samples.length > MAX_RECORDING_SECONDS * sampleRate) {
    throw new Error(`the voice answered ${audio.samples.length / sampleRate} s of audio`);
  }
  const leadIn = Math.round(LEAD_IN_SECONDS * sampleRate);
  const samples = new Int16Array(
    leadIn + Math.round(TAIL_SECONDS * sampleRate) + audio.samples.length,
  );
  samples.set(toInt16(normalizeLoudness(toFloat(audio.samples), sampleRate)), leadIn);
  const words = estimateWordTimings(text, input.voice.language, samples, sampleRate);
  return {
    wav: encodeWav({ samples, sampleRate }),
    samples,
    sampleRate,
    durationSeconds: samples.length / sampleRate,
    words,
    phonemes: [],
    visemes: visemesFromSpelling(words),
    voice: input.voice,
  };
}
