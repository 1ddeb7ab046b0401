import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAvatarVideo } from '../../src/avatar/avatar-video';
import { listAvatars } from '../../src/avatar/avatar-catalogue';
import { planAvatarFrames } from '../../src/avatar/avatar-motion';
import { visemesFromAudio } from '../../src/speech/audio-visemes';
import { buildRecordingDecodeArgs } from '../../src/ffmpeg/ffmpeg-args';
import { locateFfmpeg } from '../../src/ffmpeg/ffmpeg-binaries';
import { renderPhotoAvatarVideo } from '../../src/photo/photo-avatar-video';
import type { FaceLandmarks } from '../../src/photo/photo-avatar.types';
import { probeMedia } from '../../src/ffmpeg/probe';
import { runBinary } from '../../src/ffmpeg/process';
import { synthesizeSpeech } from '../../src/speech/speech';
import {
  prepareVoiceRecording,
  RecordingRejected,
  speechFromOwnVoice,
  type PreparedRecording,
} from '../../src/speech/voice-recording';
import type { WordTiming } from '../../src/speech/speech-timing';
import { encodeWav } from '../../src/audio/wav-file';
import {
  audioEnvelope,
  boxDifference,
  decodeLuma,
  mouthBox,
  pearson,
  smooth,
} from '../video-measure.fixture';

const PORTRAIT = path.resolve(
  import.meta.dirname,
  '../../../../test-support/portraits/portrait.jpg',
);
const LANDMARKS = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../test-support/portraits/portrait.landmarks.json'),
    'utf8',
  ),
) as FaceLandmarks;
const WORDS = 'Hello, this is my own voice. Watch my mouth open and close as I talk.';
const ffmpeg = () => locateFfmpeg().ffmpeg;

/** ffmpeg's EBU R128 meter: the integrated loudness of a file's audio, in LUFS. */
async function loudnessOf(file: string): Promise<number> {
  const { stderr } = await runBinary(ffmpeg(), [
    ...['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-'],
  ]);
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(stderr.slice(stderr.lastIndexOf('Summary:')))?.[1]);
}

describe('own voice recordings', () => {
  let dir: string;
  /** A person's recording: Flite, 14 dB quieter than our voices, compressed as browsers do. */
  const recordings: Record<'wav' | 'mp3' | 'webm', string> = { wav: '', mp3: '', webm: '' };
  /** Where Flite said each word (from its own phone timings): the captions' ground truth. */
  let truth: WordTiming[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'orato-own-voice-test-'));
    const spoken = await synthesizeSpeech({ text: WORDS, voiceId: 'en-us', gender: 'male' });
    expect(spoken.voice.engine).toBe('flite');
    truth = spoken.words;
    const quiet = spoken.samples.map((sample) => Math.round(sample * 0.2));
    recordings.wav = path.join(dir, 'take.wav');
    await writeFile(recordings.wav, encodeWav({ samples: quiet, sampleRate: spoken.sampleRate }));
    recordings.mp3 = path.join(dir, 'take.mp3');
    recordings.webm = path.join(dir, 'take.webm');
    await runBinary(ffmpeg(), ['-v', 'error', '-i', recordings.wav, '-b:a', '64k', recordings.mp3]);
    await runBinary(ffmpeg(), [
      ...['-v', 'error', '-i', recordings.wav, '-c:a', 'libopus', '-b:a', '48k', recordings.webm],
    ]);
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('decodes to 24 kHz mono PCM, stopping just past the limit', () => {
    expect(
      buildRecordingDecodeArgs({
        input: 'in',
        output: 'out.raw',
        sampleRate: 24000,
        maxSeconds: 60,
      }),
    ).toEqual([
      ...['-v', 'error', '-nostdin', '-i', 'in', '-map', '0:a:0', '-vn', '-sn', '-dn'],
      ...['-t', '61', '-ac', '1', '-ar', '24000', '-f', 's16le', '-y', 'out.raw'],
    ]);
  });

  describe.each(['mp3', 'webm'] as const)('a %s recording', (format) => {
    let prepared: PreparedRecording;
    let sourceSeconds: number;

    beforeAll(async () => {
      sourceSeconds = (await probeMedia(recordings.wav)).durationSeconds;
      prepared = await prepareVoiceRecording(await readFile(recordings[format]), {
        maxSeconds: 60,
      });
    }, 60_000);

    it('keeps its length and is brought to −16 LUFS', async () => {
      expect(Math.abs(prepared.durationSeconds - sourceSeconds)).toBeLessThan(0.1);
      const stored = path.join(dir, `prepared-${format}.wav`);
      await writeFile(stored, prepared.wav);
      expect(Math.abs((await loudnessOf(stored)) + 16)).toBeLessThan(1);
    });

    it('moves the lips from the sound: shut in silence, open with the voice', () => {
      const speech = speechFromOwnVoice({ wav: prepared.wav, words: '', language: 'en' });
      expect(speech.words).toEqual([]);
      const plan = planAvatarFrames({ ...speech, fps: 25, seed: 1 });
      const opens = plan.frames.map((frame) => frame.mouth.open);
      // the recording starts with 0.3 s of silence and ends with 0.5 s of it
      expect(opens.slice(0, 6).every((open) => open === 0)).toBe(true);
      expect(opens.slice(-10).every((open) => open === 0)).toBe(true);
      const shapes = new Set(plan.frames.map((frame) => frame.mouth.viseme));
      expect(shapes).toContain('closed');
      expect(shapes).toContain('rest');
      // the vowels' shapes vary with the sound; which ones a lossy codec keeps differs by encoder
      // (libopus or ffmpeg's own), so at least two of them, not each one
      const vowels = ['open', 'wide', 'rounded'].filter((shape) => shapes.has(shape as never));
      expect(vowels.length).toBeGreaterThanOrEqual(2);
    });
  });

  it('reads mouth shapes from sound: rest in silence, a closure in a short gap, teeth for hiss', () => {
    const rate = 24000;
    const span = (seconds: number, sample: (index: number) => number) =>
      Array.from({ length: Math.round(seconds * rate) }, (_, index) => Math.round(sample(index)));
    const vowel = (index: number) =>
      6000 * Math.sin((2 * Math.PI * 1000 * index) / rate) +
      4000 * Math.sin((2 * Math.PI * 1200 * index) / rate);
    let seed = 7;
    const hiss = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed / 2 ** 31 - 0.5) * 12000;
    };
    const samples = Int16Array.from([
      ...span(0.4, () => 0),
      ...span(0.3, vowel),
      ...span(0.06, () => 0),
      ...span(0.3, hiss),
      ...span(0.4, () => 0),
    ]);
    const shapes = visemesFromAudio(samples, rate).map((each) =>
      each.isPause ? 'pause' : each.viseme,
    );
    expect(shapes).toEqual(['pause', 'open', 'closed', 'wide', 'pause']);
  });

  it('refuses silence, a steady tone and a file that is not audio', async () => {
    const silence = encodeWav({ samples: new Int16Array(24000 * 3), sampleRate: 24000 });
    const tone = encodeWav({
      samples: Int16Array.from({ length: 24000 * 3 }, (_, index) =>
        Math.round(8000 * Math.sin((2 * Math.PI * 220 * index) / 24000)),
      ),
      sampleRate: 24000,
    });
    const cases: [Uint8Array, string][] = [
      [silence, 'silent'],
      [tone, 'no-speech'],
      [Buffer.from('%PDF-1.7 not a recording'), 'undecodable'],
      [readFileSync(PORTRAIT), 'undecodable'],
    ];
    for (const [data, problem] of cases) {
      await expect(prepareVoiceRecording(data, { maxSeconds: 60 })).rejects.toEqual(
        new RecordingRejected(problem as RecordingRejected['problem']),
      );
    }
  });

  it('refuses a recording longer than the limit', async () => {
    await expect(
      prepareVoiceRecording(await readFile(recordings.mp3), { maxSeconds: 3 }),
    ).rejects.toMatchObject({ problem: 'too-long' });
  });

  it('times the pasted words to the recording, close to where they were said', async () => {
    const prepared = await prepareVoiceRecording(await readFile(recordings.mp3), {
      maxSeconds: 60,
    });
    const speech = speechFromOwnVoice({ wav: prepared.wav, words: WORDS, language: 'en' });
    expect(speech.words.map((word) => word.text)).toEqual(truth.map((word) => word.text));
    const errors = speech.words.flatMap((word, index) => [
      Math.abs(word.start - truth[index]!.start),
      Math.abs(word.end - truth[index]!.end),
    ]);
    const mean = errors.reduce((sum, error) => sum + error, 0) / errors.length;
    console.info(
      `own voice captions: word edges off by ${(mean * 1000).toFixed(0)} ms on average, ` +
        `${(Math.max(...errors) * 1000).toFixed(0)} ms at most (${speech.words.length} words)`,
    );
    expect(Math.abs(speech.words[0]!.start - truth[0]!.start)).toBeLessThan(0.15);
    expect(Math.abs(speech.words.at(-1)!.end - truth.at(-1)!.end)).toBeLessThan(0.15);
    expect(mean).toBeLessThan(0.2);
  });

  it('renders a photo avatar speaking a WebM recording: its length, −16 LUFS, mouth with the voice', async () => {
    const prepared = await prepareVoiceRecording(await readFile(recordings.webm), {
      maxSeconds: 60,
    });
    const outputPath = path.join(dir, 'photo', 'talk.mp4');
    const video = await renderPhotoAvatarVideo({
      portraitPath: PORTRAIT,
      landmarks: LANDMARKS,
      script: '',
      voice: 'own',
      language: 'en',
      captions: true,
      outputPath,
      speak: async () => speechFromOwnVoice({ wav: prepared.wav, words: '', language: 'en' }),
    });
    const sourceSeconds = (await probeMedia(recordings.wav)).durationSeconds;
    expect(Math.abs(video.durationSeconds - sourceSeconds)).toBeLessThan(0.1);
    expect(Math.abs((await loudnessOf(outputPath)) + 16)).toBeLessThan(1);
    expect(await readFile(video.captionsPath, 'utf8')).toBe('WEBVTT\n');
    const frames = await decodeLuma(outputPath, dir);
    const changes = frames.map((frame) => boxDifference(frame, frames[0]!, mouthBox(LANDMARKS)));
    const r = pearson(changes, smooth(await audioEnvelope(outputPath, dir), 2));
    console.info(`own voice: mouth box change vs recording loudness r = ${r.toFixed(2)}`);
    expect(r).toBeGreaterThan(0.5);
  }, 240_000);

  it('renders a drawn avatar speaking an MP3 recording with captions of the pasted words', async () => {
    const prepared = await prepareVoiceRecording(await readFile(recordings.mp3), {
      maxSeconds: 60,
    });
    const video = await renderAvatarVideo({
      script: WORDS,
      avatar: listAvatars()[0]!,
      outputPath: path.join(dir, 'drawn', 'talk.mp4'),
      captions: true,
      speak: async () => speechFromOwnVoice({ wav: prepared.wav, words: WORDS, language: 'en' }),
    });
    const sourceSeconds = (await probeMedia(recordings.wav)).durationSeconds;
    expect(Math.abs(video.durationSeconds - sourceSeconds)).toBeLessThan(0.1);
    expect(await readFile(video.vttPath, 'utf8')).toContain('Hello, this is my own voice.');
  }, 240_000);
});
