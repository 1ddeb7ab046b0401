import type { MouthPose, MouthShape } from './avatar.types';
import { blinkTrack, windowRms } from '../speech/lip-sync';
import type { VisemeTiming } from '../speech/phonemes';
import { createRandom } from '../core/random';
import type { WordTiming } from '../speech/speech-timing';

/** Below this (about −50 dBFS) a frame is silence whatever the clip's loudness. */
const SILENCE_RMS = 0.003;
const BROW_RAISE_SECONDS = 0.5;

export interface AvatarFrame {
  mouth: MouthPose;
  eyesOpen: boolean;
  browsRaised: boolean;
}

/** One slow sine of the head's drift along an axis, in pixels and seconds. */
export interface SwayTerm {
  axis: 'x' | 'y';
  amplitude: number;
  period: number;
  phase: number;
}

/** Everything the renderer draws, frame by frame, as data: tests read it without rendering. */
export interface AvatarFramePlan {
  fps: number;
  frames: AvatarFrame[];
  sway: SwayTerm[];
}

export interface AvatarPlanInput {
  visemes: readonly VisemeTiming[];
  words: readonly WordTiming[];
  samples: Int16Array | Float32Array;
  sampleRate: number;
  fps: number;
  /** Blinks, brow lifts and the head's drift differ per avatar, the same on every render. */
  seed: number;
  /**
   * Keeps the head where it is: a headscarf's drape reaches the caption band, which is drawn
   * once and cannot follow it.
   */
  isHeadStill?: boolean;
}

export function planAvatarFrames(input: AvatarPlanInput): AvatarFramePlan {
  const { fps } = input;
  const levels = relativeLevels(input.samples, input.sampleRate, fps);
  const mouths = smoothBlips(
    levels.map((level, frame) => mouthAt(input.visemes, frame, fps, level)),
  );
  const blinks = blinkTrack(mouths.length, fps, input.seed);
  const brows = browTrack(input.words, mouths.length, fps, input.seed);
  return {
    fps,
    frames: mouths.map((mouth, frame) => ({
      mouth,
      eyesOpen: !blinks[frame],
      browsRaised: brows[frame] ?? false,
    })),
    sway: input.isHeadStill ? [] : swayTerms(input.seed),
  };
}

/** Each frame's loudness against the clip's own loud level (0 for silence). */
export function relativeLevels(
  samples: Int16Array | Float32Array,
  sampleRate: number,
  fps: number,
): number[] {
  const levels = windowRms(samples, sampleRate / fps);
  const voiced = levels.filter((level) => level >= SILENCE_RMS).sort((a, b) => a - b);
  const loud = voiced[Math.floor(voiced.length * 0.9)];
  return levels.map((level) => (loud === undefined || level < SILENCE_RMS ? 0 : level / loud));
}

/**
 * The mouth for one frame. A closure (m, b, p) anywhere in the frame wins, since it is short
 * and the eye misses a plosive without it; otherwise the sound covering most of the frame, its
 * jaw opened as far as the voice is loud. Pauses and silence rest the mouth shut.
 */
export function mouthAt(
  visemes: readonly VisemeTiming[],
  frame: number,
  fps: number,
  level: number,
): MouthPose {
  const from = frame / fps;
  const to = (frame + 1) / fps;
  let best: VisemeTiming | undefined;
  let bestOverlap = 0;
  for (const viseme of visemes) {
    const overlap = Math.min(to, viseme.end) - Math.max(from, viseme.start);
    if (overlap <= 0) {
      continue;
    }
    if (viseme.viseme === 'closed' && !viseme.isPause) {
      return { viseme: 'closed', open: 0 };
    }
    if (overlap > bestOverlap) {
      [best, bestOverlap] = [viseme, overlap];
    }
  }
  if (!best || best.isPause || level === 0) {
    return { viseme: 'rest', open: 0 };
  }
  const jaw = (steps: readonly number[]): MouthShape =>
    (steps.filter((step) => level >= step).length + 1) as MouthShape;
  switch (best.viseme) {
    case 'open':
      return { viseme: 'open', open: jaw([0.35, 0.75]) };
    case 'wide':
    case 'rounded':
      return { viseme: best.viseme, open: jaw([0.5]) };
    case 'fv':
      return { viseme: 'fv', open: 1 };
    default:
      return { viseme: 'rest', open: level > 0.3 ? 1 : 0 };
  }
}

/** A shape shown for one frame between two equal ones reads as flicker; closures stay. */
function smoothBlips(mouths: MouthPose[]): MouthPose[] {
  return mouths.map((mouth, frame) => {
    const [before, after] = [mouths[frame - 1], mouths[frame + 1]];
    const isBlip =
      before &&
      after &&
      samePose(before, after) &&
      !samePose(mouth, before) &&
      mouth.viseme !== 'closed';
    return isBlip ? before : mouth;
  });
}

function samePose(a: MouthPose, b: MouthPose): boolean {
  return a.viseme === b.viseme && a.open === b.open;
}

/** Brows lift at the start of about half the sentences, as a speaker's do on a new thought. */
function browTrack(
  words: readonly WordTiming[],
  frameCount: number,
  fps: number,
  seed: number,
): boolean[] {
  const random = createRandom(seed ^ 0x5bd1e995);
  const raised = Array.from({ length: frameCount }, () => false);
  words.forEach((word, index) => {
    const startsSentence = index === 0 || words[index - 1]?.isSentenceEnd;
    if (startsSentence && random() < 0.55) {
      const first = Math.floor(word.start * fps);
      raised.fill(true, first, Math.min(frameCount, first + Math.round(BROW_RAISE_SECONDS * fps)));
    }
  });
  return raised;
}

/** A slow side-to-side drift with a faster small sway, and a gentle nod: never a loop you notice. */
function swayTerms(seed: number): SwayTerm[] {
  const random = createRandom(seed ^ 0x27d4eb2f);
  const term = (
    axis: 'x' | 'y',
    amplitude: number,
    shortest: number,
    longest: number,
  ): SwayTerm => ({
    axis,
    amplitude,
    period: Number((shortest + random() * (longest - shortest)).toFixed(3)),
    phase: Number((random() * Math.PI * 2).toFixed(3)),
  });
  return [term('x', 4, 5, 7.5), term('x', 1.5, 2, 3), term('y', 3, 3.2, 4.8)];
}

/** The head's offset in pixels at `seconds`, as ffmpeg computes it from `swayExpression`. */
export function headOffset(sway: readonly SwayTerm[], seconds: number): { x: number; y: number } {
  const along = (axis: 'x' | 'y') =>
    sway
      .filter((term) => term.axis === axis)
      .reduce(
        (sum, term) =>
          sum + term.amplitude * Math.sin((2 * Math.PI * seconds) / term.period + term.phase),
        0,
      );
  return { x: along('x'), y: along('y') };
}

/** An ffmpeg expression of `t` for one axis: the base position plus the axis's sines. */
export function swayExpression(sway: readonly SwayTerm[], axis: 'x' | 'y', base: number): string {
  return [
    String(base),
    ...sway
      .filter((term) => term.axis === axis)
      .map((term) => `${term.amplitude}*sin(2*PI*t/${term.period}+${term.phase})`),
  ].join('+');
}

/** The frame plan's distinct head pictures: a key per mouth, eyes and brows combination. */
export function headPoseKey(frame: AvatarFrame): string {
  return `${frame.mouth.viseme}${frame.mouth.open}${frame.eyesOpen ? 'o' : 'c'}${frame.browsRaised ? 'r' : 'n'}`;
}

export function parseHeadPoseKey(key: string): AvatarFrame {
  const match = /^([a-z]+)(\d)([oc])([rn])$/.exec(key);
  if (!match) {
    throw new Error(`not a head pose: ${key}`);
  }
  return {
    mouth: { viseme: match[1] as MouthPose['viseme'], open: Number(match[2]) as MouthShape },
    eyesOpen: match[3] === 'o',
    browsRaised: match[4] === 'r',
  };
}
