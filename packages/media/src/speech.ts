// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- espeak-ng ships no types; this pulls ours into every program that compiles this file (the server's, the bench's)
/// <reference path="./espeak-ng.d.ts" />
import ESpeakNg from 'espeak-ng';
import type { Gender } from './avatar-types';
import { estimateWordTimings, type WordTiming } from './speech-timing';
import { espeakVoiceName, getVoice } from './voices';
import { encodeWav, parseWav } from './wav-file';

export interface SpeechInput {
  text: string;
  voiceId: string;
  gender: Gender;
  /** eSpeak's speed, 80–450; 160 sounds like a calm presenter. */
  wordsPerMinute?: number;
  /** eSpeak's pitch, 0–99. */
  pitch?: number;
}

export interface Speech {
  wav: Buffer;
  samples: Int16Array;
  sampleRate: number;
  durationSeconds: number;
  /** Estimated from the audio's pauses and the words' lengths; eSpeak reports no timings. */
  words: WordTiming[];
}

/** Silence before and after the voice: the presenter starts after a breath and ends on a smile. */
const LEAD_IN_SECONDS = 0.3;
const TAIL_SECONDS = 0.5;

/** The longest script we speak: a minute of speech is well under this. */
export const MAX_SPEECH_CHARACTERS = 3000;

/** The script as it is spoken and captioned: whitespace runs become single spaces. */
export function normalizeScript(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export async function synthesizeSpeech(input: SpeechInput): Promise<Speech> {
  const text = normalizeScript(input.text);
  if (!text) {
    throw new Error('nothing to speak');
  }
  if (text.length > MAX_SPEECH_CHARACTERS) {
    throw new Error(`script longer than ${MAX_SPEECH_CHARACTERS} characters`);
  }
  const spoken = parseWav(await runEspeak(text, input));
  const { sampleRate } = spoken;
  const samples = new Int16Array(
    Math.round((LEAD_IN_SECONDS + TAIL_SECONDS) * sampleRate) + spoken.samples.length,
  );
  samples.set(spoken.samples, Math.round(LEAD_IN_SECONDS * sampleRate));
  const language = getVoice(input.voiceId).language;
  return {
    wav: encodeWav({ samples, sampleRate }),
    samples,
    sampleRate,
    durationSeconds: samples.length / sampleRate,
    words: estimateWordTimings(text, language, samples, sampleRate),
  };
}

export function buildEspeakArgs(input: SpeechInput): string[] {
  const speed = clamp(Math.round(input.wordsPerMinute ?? 160), 80, 450);
  const pitch = clamp(Math.round(input.pitch ?? 50), 0, 99);
  const voice = espeakVoiceName(input.voiceId, input.gender);
  // the script goes in a file, so text starting with '-' is never read as an option
  return [
    '-w',
    'speech.wav',
    '-v',
    voice,
    '-s',
    String(speed),
    '-p',
    String(pitch),
    '-f',
    'script.txt',
  ];
}

async function runEspeak(text: string, input: SpeechInput): Promise<Buffer> {
  const errors: string[] = [];
  const espeak = await ESpeakNg({
    arguments: buildEspeakArgs(input),
    preRun: [(module) => module.FS.writeFile('script.txt', text)],
    print: () => undefined,
    printErr: (line) => errors.push(line),
  });
  try {
    return Buffer.from(espeak.FS.readFile('speech.wav'));
  } catch {
    throw new Error(`speech synthesis failed: ${errors[0] ?? 'no audio written'}`);
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}
