import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { visemesFromAudio } from './audio-visemes';
import { buildRecordingDecodeArgs } from '../ffmpeg/ffmpeg-args';
import { locateFfmpeg, type FfmpegBinaries } from '../ffmpeg/ffmpeg-binaries';
import { windowRms } from './lip-sync';
import { normalizeLoudness, toFloat, toInt16 } from '../audio/loudness';
import { runBinary } from '../ffmpeg/process';
import { normalizeScript, type Speech } from './speech';
import { estimateWordTimings, findVoicedSegments } from './speech-timing';
import { withTempDir } from '../files/temp-dir';
import { encodeWav, parseWav } from '../audio/wav-file';

/** Speech needs no more; the stored recording stays small (a minute is under 3 MB). */
export const RECORDING_SAMPLE_RATE = 24_000;

/** Below about −50 dBFS at its loudest, a recording holds no voice worth hearing. */
const MIN_LOUD_RMS = 0.003;
/** Speech has at least this much sound in it. */
const MIN_VOICED_SECONDS = 0.5;
/**
 * Speech rises and falls with each syllable; a hum, a tone or steady noise hardly does. The
 * spread of the 20 ms levels over the sounding part, relative to their mean, tells them apart:
 * 0.01–0.02 for a tone or white noise, 0.34–0.56 for our own voices, more for a person's.
 */
const MIN_SYLLABIC_VARIATION = 0.15;

export type RecordingProblem = 'undecodable' | 'too-long' | 'silent' | 'no-speech';

/** The recording cannot be used; `problem` says why, for the user's message. */
export class RecordingRejected extends Error {
  constructor(readonly problem: RecordingProblem) {
    super(`voice recording rejected: ${problem}`);
    this.name = 'RecordingRejected';
  }
}

export interface PreparedRecording {
  /** 16-bit mono PCM WAV at 24 kHz, at −16 LUFS. */
  wav: Buffer;
  durationSeconds: number;
}

/**
 * A user's recording (WAV, MP3, M4A, OGG, WebM…) checked and made ready to speak: decoded by
 * ffmpeg, no longer than `maxSeconds`, with speech in it, brought to −16 LUFS. Throws
 * RecordingRejected for anything else; nothing is written outside a temporary folder.
 */
export async function prepareVoiceRecording(
  data: Uint8Array,
  options: { maxSeconds: number; binaries?: FfmpegBinaries },
): Promise<PreparedRecording> {
  const binaries = options.binaries ?? locateFfmpeg();
  const samples = await withTempDir('orato-recording-', async (dir) => {
    const [input, output] = [path.join(dir, 'input'), path.join(dir, 'audio.raw')];
    await writeFile(input, data);
    const args = buildRecordingDecodeArgs({
      input,
      output,
      sampleRate: RECORDING_SAMPLE_RATE,
      maxSeconds: options.maxSeconds,
    });
    try {
      await runBinary(binaries.ffmpeg, args, 60_000);
    } catch {
      throw new RecordingRejected('undecodable');
    }
    const raw = await readFile(output);
    return new Int16Array(raw.buffer, raw.byteOffset, Math.floor(raw.length / 2));
  });
  const durationSeconds = samples.length / RECORDING_SAMPLE_RATE;
  if (samples.length === 0) {
    throw new RecordingRejected('undecodable');
  }
  // a few milliseconds over is a container's rounding, not a longer recording
  if (durationSeconds > options.maxSeconds + 0.05) {
    throw new RecordingRejected('too-long');
  }
  assertSpeech(samples);
  const normalized = toInt16(normalizeLoudness(toFloat(samples), RECORDING_SAMPLE_RATE));
  return {
    wav: encodeWav({ samples: normalized, sampleRate: RECORDING_SAMPLE_RATE }),
    durationSeconds,
  };
}

function assertSpeech(samples: Int16Array): void {
  const levels = windowRms(samples, RECORDING_SAMPLE_RATE * 0.02);
  const sorted = [...levels].sort((a, b) => a - b);
  if ((sorted[Math.floor((sorted.length - 1) * 0.95)] ?? 0) < MIN_LOUD_RMS) {
    throw new RecordingRejected('silent');
  }
  const voiced = findVoicedSegments(samples, RECORDING_SAMPLE_RATE).reduce(
    (total, segment) => total + segment.end - segment.start,
    0,
  );
  if (voiced < MIN_VOICED_SECONDS || syllabicVariation(levels) < MIN_SYLLABIC_VARIATION) {
    throw new RecordingRejected('no-speech');
  }
}

/** Coefficient of variation of the levels of the sounding windows. */
export function syllabicVariation(levels: readonly number[]): number {
  const loud = Math.max(...levels);
  const sounding = levels.filter((level) => level >= loud * 0.1);
  const mean = sounding.reduce((sum, level) => sum + level, 0) / sounding.length;
  const variance =
    sounding.reduce((sum, level) => sum + (level - mean) ** 2, 0) / Math.max(1, sounding.length);
  return mean > 0 ? Math.sqrt(variance) / mean : 0;
}

export interface OwnVoiceInput {
  /** A prepared recording's WAV (see prepareVoiceRecording). */
  wav: Uint8Array;
  /** What was said, for captions; empty: no captions. */
  words: string;
  /** BCP 47: how the words are split. */
  language: string;
}

/**
 * A user's own recording as the Speech the avatar engines speak with: the audio as it is (no
 * breath added: the video is exactly as long as the recording), lips from the sound itself, and
 * the pasted words, if any, spread over the recording's sounding stretches for captions.
 */
export function speechFromOwnVoice(input: OwnVoiceInput): Speech {
  const { samples, sampleRate } = parseWav(input.wav);
  const text = normalizeScript(input.words);
  const words = text ? estimateWordTimings(text, input.language, samples, sampleRate) : [];
  return {
    wav: Buffer.from(input.wav),
    samples,
    sampleRate,
    durationSeconds: samples.length / sampleRate,
    words,
    phonemes: [],
    visemes: visemesFromAudio(samples, sampleRate),
    voice: { engine: 'recorded', name: 'own-voice', language: input.language, label: 'Own voice' },
  };
}
