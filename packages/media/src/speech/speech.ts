// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- espeak-ng ships no types; this pulls ours into every program that compiles this file (the server's, the bench's)
/// <reference path="./espeak-ng.d.ts" />
import ESpeakNg from 'espeak-ng';
import type { Gender } from '../core/presenter.types';
import { fliteWordPhones, runFlite, type FliteVoiceName } from './flite';
import { normalizeLoudness, toFloat, toInt16 } from '../audio/loudness';
import {
  visemesFromPhones,
  visemesFromSpelling,
  type PhonemeTiming,
  type VisemeTiming,
} from './phonemes';
import { estimateWordTimings, splitWords, type WordTiming } from './speech-timing';
import { espeakVoiceName, resolveVoice, type ResolvedVoice } from './voices';
import { encodeWav, parseWav, type PcmAudio } from '../audio/wav-file';
import { alignWordsToPhones } from './word-alignment';

export interface SpeechInput {
  text: string;
  voiceId: string;
  gender: Gender;
  /** Speaking rate, 80–450; 160 sounds like a calm presenter. */
  wordsPerMinute?: number;
  /** The avatar's pitch, 0–99 (eSpeak's scale; Flite's voices map it to a mean pitch in Hz). */
  pitch?: number;
}

export interface Speech {
  wav: Buffer;
  samples: Int16Array;
  sampleRate: number;
  durationSeconds: number;
  /**
   * Flite's voices: from its own phone timings, each word's phones found in the script's.
   * eSpeak voices (and Flite's, if that alignment fails): estimated from the audio's pauses and
   * the words' lengths.
   */
  words: WordTiming[];
  /** Flite's own phone timings; empty for eSpeak voices, whose command line reports none. */
  phonemes: PhonemeTiming[];
  /** What the lips do when: from the phones (Flite) or the words' spelling (eSpeak). */
  visemes: VisemeTiming[];
  voice: ResolvedVoice;
}

/** Silence before and after the voice: the presenter starts after a breath and ends on a smile. */
export const LEAD_IN_SECONDS = 0.3;
export const TAIL_SECONDS = 0.5;

/** The longest script we speak: a minute of speech is well under this. */
export const MAX_SPEECH_CHARACTERS = 3000;

/** The script as it is spoken and captioned: whitespace runs become single spaces. */
export function normalizeScript(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Text and voice → a −16 LUFS WAV with word and viseme timings. The one entry point for speech:
 * the avatar renderer and anything that needs a voice's real duration call this.
 */
export async function synthesizeSpeech(input: SpeechInput): Promise<Speech> {
  const text = normalizeScript(input.text);
  if (!text) {
    throw new Error('nothing to speak');
  }
  if (text.length > MAX_SPEECH_CHARACTERS) {
    throw new Error(`script longer than ${MAX_SPEECH_CHARACTERS} characters`);
  }
  const voice = resolveVoice(input.voiceId, input.gender);
  if (voice.engine === 'flite' && !/[a-z0-9]/i.test(toFliteText(text))) {
    // it would be a silent video: the English voices skip every letter outside the Latin alphabet
    throw new Error(`${voice.label} cannot read this script: it has no Latin letters or digits`);
  }
  const spoken =
    voice.engine === 'flite'
      ? await speakWithFlite(text, voice.name as FliteVoiceName, input)
      : { audio: parseWav(await runEspeak(text, input)), phonemes: [], wordPhones: undefined };
  const { sampleRate } = spoken.audio;
  const leadIn = Math.round(LEAD_IN_SECONDS * sampleRate);
  const samples = new Int16Array(
    leadIn + Math.round(TAIL_SECONDS * sampleRate) + spoken.audio.samples.length,
  );
  samples.set(toInt16(normalizeLoudness(toFloat(spoken.audio.samples), sampleRate)), leadIn);
  const phonemes = spoken.phonemes.map((phoneme) => ({
    ...phoneme,
    start: phoneme.start + LEAD_IN_SECONDS,
    end: phoneme.end + LEAD_IN_SECONDS,
  }));
  const words =
    (spoken.wordPhones &&
      alignWordsToPhones(splitWords(text, voice.language), spoken.wordPhones, phonemes)) ??
    estimateWordTimings(text, voice.language, samples, sampleRate);
  return {
    wav: encodeWav({ samples, sampleRate }),
    samples,
    sampleRate,
    durationSeconds: samples.length / sampleRate,
    words,
    phonemes,
    visemes: phonemes.length ? visemesFromPhones(phonemes) : visemesFromSpelling(words),
    voice,
  };
}

/**
 * Flite's voices speak at about 170 words a minute and take a mean pitch in Hz. Besides the
 * speech, Flite says each word alone (cheaply), so its phones can be found in the speech's.
 */
async function speakWithFlite(
  text: string,
  voice: FliteVoiceName,
  input: SpeechInput,
): Promise<{ audio: PcmAudio; phonemes: PhonemeTiming[]; wordPhones: string[][] | undefined }> {
  const pitch = input.pitch;
  const f0Mean =
    pitch === undefined
      ? undefined
      : voice === 'slt'
        ? 150 + (pitch - 46) * 2
        : 100 + (pitch - 36) * 1.5;
  const result = await runFlite({
    text: toFliteText(text),
    voice,
    durationStretch: input.wordsPerMinute ? 170 / input.wordsPerMinute : 1,
    f0Mean,
  });
  return {
    audio: parseWav(result.wav),
    phonemes: result.phonemes,
    wordPhones: await phonesPerWord(text, voice),
  };
}

/**
 * Each word's phones, said alone; a word with nothing Flite reads (no Latin letter) has none.
 * Each distinct spelling is said once: a word alone sounds the same wherever it stands.
 */
async function phonesPerWord(text: string, voice: FliteVoiceName): Promise<string[][] | undefined> {
  const words = splitWords(text, 'en').map((word) => toFliteText(word.text));
  const distinct = [...new Set(words.filter((word) => /[a-z0-9]/i.test(word)))];
  const phones = await fliteWordPhones(distinct, voice);
  if (!phones) {
    return undefined;
  }
  const byWord = new Map(distinct.map((word, index) => [word, phones[index] ?? []]));
  return words.map((word) => byWord.get(word) ?? []);
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

/**
 * Flite reads ASCII: accented letters lose only their accents ("café" is still said as a word),
 * curly quotes become straight ones, and dashes become commas, so they pause as a reader would.
 */
export function toFliteText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[“”„‟]/g, '"')
    .replace(/\s*[–—]\s*/g, ', ');
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(high, value));
}
