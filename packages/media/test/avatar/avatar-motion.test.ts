import { describe, expect, it } from 'vitest';
import {
  headOffset,
  headPoseKey,
  parseHeadPoseKey,
  planAvatarFrames,
  swayExpression,
  type AvatarFramePlan,
} from '../../src/avatar/avatar-motion';
import {
  visemesFromPhones,
  visemesFromSpelling,
  type PhonemeTiming,
} from '../../src/speech/phonemes';
import { synthesizeSpeech } from '../../src/speech/speech';
import type { WordTiming } from '../../src/speech/speech-timing';

const FPS = 25;
const SAMPLE_RATE = 16000;

/** A steady tone from `from` to `to` seconds: a voice as loud as the clip's loudest. */
function tone(seconds: number, from: number, to: number): Int16Array {
  return Int16Array.from({ length: seconds * SAMPLE_RATE }, (_, index) => {
    const time = index / SAMPLE_RATE;
    return time >= from && time < to ? Math.round(8000 * Math.sin(2 * Math.PI * 220 * time)) : 0;
  });
}

/** "bob pops up" as a British reader says it: the o is rounded (ɒ, the CMU set's ao). */
const BOB_POPS_UP: PhonemeTiming[] = [
  ['pau', 0, 0.2],
  ['b', 0.2, 0.23],
  ['ao', 0.23, 0.43],
  ['b', 0.43, 0.48],
  ['p', 0.48, 0.57],
  ['ao', 0.57, 0.76],
  ['p', 0.76, 0.86],
  ['s', 0.86, 0.98],
  ['ah', 0.98, 1.14],
  ['p', 1.14, 1.27],
  ['pau', 1.27, 1.6],
].map(([phoneme, start, end]) => ({
  phoneme: phoneme as string,
  start: start as number,
  end: end as number,
}));

const WORDS: WordTiming[] = [
  { text: 'bob', offset: 0, start: 0.2, end: 0.48, isPhraseEnd: false, isSentenceEnd: false },
  { text: 'pops', offset: 4, start: 0.48, end: 0.98, isPhraseEnd: false, isSentenceEnd: false },
  { text: 'up', offset: 9, start: 0.98, end: 1.27, isPhraseEnd: true, isSentenceEnd: true },
];

function plan(phonemes: PhonemeTiming[], seconds = 1.6): AvatarFramePlan {
  return planAvatarFrames({
    visemes: visemesFromPhones(phonemes),
    words: WORDS,
    samples: tone(seconds, 0.2, 1.27),
    sampleRate: SAMPLE_RATE,
    fps: FPS,
    seed: 7,
  });
}

const onsetFrame = (time: number) => Math.floor(time * FPS);

describe('planAvatarFrames', () => {
  it('closes the lips on the onset frame of every b and p of "bob pops up", and rounds them on the o', () => {
    const { frames } = plan(BOB_POPS_UP);
    expect(frames).toHaveLength(40);
    for (const phoneme of BOB_POPS_UP.filter(({ phoneme }) => phoneme === 'b' || phoneme === 'p')) {
      expect(
        frames[onsetFrame(phoneme.start)]?.mouth,
        `${phoneme.phoneme} at ${phoneme.start}`,
      ).toEqual({
        viseme: 'closed',
        open: 0,
      });
    }
    for (const vowel of BOB_POPS_UP.filter(({ phoneme }) => phoneme === 'ao')) {
      const middle = Math.floor(((vowel.start + vowel.end) / 2) * FPS);
      expect(frames[middle]?.mouth.viseme).toBe('rounded');
      expect(frames[middle]?.mouth.open).toBeGreaterThan(0);
    }
    expect(frames[onsetFrame(1.06)]?.mouth).toMatchObject({ viseme: 'open' });
  });

  it('rests the mouth shut in pauses and silence', () => {
    const { frames } = plan(BOB_POPS_UP);
    expect(frames.slice(0, 4).every((frame) => frame.mouth.open === 0)).toBe(true);
    expect(
      frames.slice(33).every((frame) => frame.mouth.viseme === 'rest' && frame.mouth.open === 0),
    ).toBe(true);
  });

  it('reads the same from the spelling, as eSpeak voices are animated', () => {
    const frames = planAvatarFrames({
      visemes: visemesFromSpelling(WORDS),
      words: WORDS,
      samples: tone(1.6, 0.2, 1.27),
      sampleRate: SAMPLE_RATE,
      fps: FPS,
      seed: 7,
    }).frames;
    const letters = visemesFromSpelling(WORDS).filter((viseme) => !viseme.isPause);
    expect(letters.map((viseme) => viseme.viseme)).toEqual([
      'closed',
      'rounded',
      'closed',
      'closed',
      'rounded',
      'closed',
      'rest',
      'rounded',
      'closed',
    ]);
    letters
      .filter((viseme) => viseme.viseme === 'closed')
      .forEach((viseme) => expect(frames[onsetFrame(viseme.start)]?.mouth.viseme).toBe('closed'));
    const firstO = letters[1]!;
    expect(frames[Math.floor(((firstO.start + firstO.end) / 2) * FPS)]?.mouth.viseme).toBe(
      'rounded',
    );
  });

  it('blinks, lifts the brows at a sentence start now and then, and drifts the head a few pixels', () => {
    const long = planAvatarFrames({
      visemes: [],
      words: Array.from({ length: 20 }, (_, index) => ({
        ...WORDS[2]!,
        start: index * 1.5,
        end: index * 1.5 + 0.4,
      })),
      samples: tone(30, 0, 30),
      sampleRate: SAMPLE_RATE,
      fps: FPS,
      seed: 3,
    });
    expect(long.frames).toHaveLength(750);
    expect(long.frames.some((frame) => !frame.eyesOpen)).toBe(true);
    const raised = long.frames.filter((frame) => frame.browsRaised).length;
    expect(raised).toBeGreaterThan(0);
    expect(raised).toBeLessThan(long.frames.length / 2);
    const offsets = long.frames.map((_, frame) => headOffset(long.sway, frame / FPS));
    const xs = offsets.map((offset) => offset.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(4);
    offsets.forEach((offset) => {
      expect(Math.abs(offset.x)).toBeLessThanOrEqual(5.5);
      expect(Math.abs(offset.y)).toBeLessThanOrEqual(3);
    });
  });

  it('writes the drift as an ffmpeg expression of t and the poses as file-safe keys', () => {
    const sway = [
      { axis: 'x' as const, amplitude: 4, period: 6.5, phase: 1.25 },
      { axis: 'y' as const, amplitude: 3, period: 4, phase: 0.5 },
    ];
    expect(swayExpression(sway, 'x', 400)).toBe('400+4*sin(2*PI*t/6.5+1.25)');
    expect(swayExpression(sway, 'y', -12)).toBe('-12+3*sin(2*PI*t/4+0.5)');
    const frame = {
      mouth: { viseme: 'rounded' as const, open: 2 as const },
      eyesOpen: false,
      browsRaised: true,
    };
    expect(headPoseKey(frame)).toBe('rounded2cr');
    expect(parseHeadPoseKey('rounded2cr')).toEqual(frame);
  });

  it("closes the lips on every b and p onset of Flite's own reading", async () => {
    const speech = await synthesizeSpeech({
      text: 'bob pops up',
      voiceId: 'en-us',
      gender: 'female',
    });
    const { frames } = planAvatarFrames({
      visemes: speech.visemes,
      words: speech.words,
      samples: speech.samples,
      sampleRate: speech.sampleRate,
      fps: FPS,
      seed: 1,
    });
    const plosives = speech.phonemes.filter(({ phoneme }) => phoneme === 'b' || phoneme === 'p');
    expect(plosives).toHaveLength(5);
    plosives.forEach((phoneme) =>
      expect(frames[onsetFrame(phoneme.start)]?.mouth.viseme).toBe('closed'),
    );
    expect(frames.length).toBe(Math.ceil(speech.durationSeconds * FPS));
  });
});
