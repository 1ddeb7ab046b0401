import { headOffset, planAvatarFrames, relativeLevels } from '../avatar/avatar-motion';
import type { MouthPose } from '../avatar/avatar.types';
import type { VisemeTiming } from '../speech/phonemes';
import { createRandom } from '../core/random';
import type { WordTiming } from '../speech/speech-timing';

/** One frame of a photo avatar, as numbers the warp takes. */
export interface PhotoFrame {
  /** Jaw opening, 0 (shut) to 1 (the widest a speaker opens). */
  jaw: number;
  /** Lip corners: 1 stretched wide (ee), −1 pulled round (oo), 0 at rest. */
  spread: number;
  /** Eyelids: 0 open, 1 shut. */
  blink: number;
  /** Head roll in radians and drift in frame pixels. */
  roll: number;
  shiftX: number;
  shiftY: number;
}

export interface PhotoPlanInput {
  visemes: readonly VisemeTiming[];
  words: readonly WordTiming[];
  samples: Int16Array | Float32Array;
  sampleRate: number;
  fps: number;
  seed: number;
}

/** How far each mouth shape lets the jaw open at full voice, and how it shapes the corners. */
const SHAPES: Readonly<Record<MouthPose['viseme'], { jaw: number; spread: number }>> = {
  rest: { jaw: 0.25, spread: 0 },
  closed: { jaw: 0, spread: 0 },
  open: { jaw: 1, spread: 0.1 },
  wide: { jaw: 0.55, spread: 1 },
  rounded: { jaw: 0.6, spread: -1 },
  fv: { jaw: 0.15, spread: 0.3 },
};

/** A real jaw cannot jump: it gets most of the way in a frame, and closes a little slower. */
const ATTACK = 0.7;
const RELEASE = 0.55;
const MAX_ROLL = (1.4 * Math.PI) / 180;
/** The drawn avatars' drift is for a cartoon head; a photo's reads better smaller. */
const SHIFT_SCALE = 0.5;

/**
 * The drawn avatars' plan (visemes, blinks, drift), made continuous: the jaw follows the voice's
 * loudness within what the sound allows, so the mouth moves with every syllable rather than in
 * four steps; blinks ease in and out over a frame each side.
 */
export function planPhotoFrames(input: PhotoPlanInput): PhotoFrame[] {
  const base = planAvatarFrames({ ...input, isHeadStill: false });
  const levels = relativeLevels(input.samples, input.sampleRate, input.fps);
  const random = createRandom(input.seed ^ 0x1b873593);
  const rollPeriods = [4.5 + random() * 2.5, 2.1 + random()];
  const rollPhases = [random() * Math.PI * 2, random() * Math.PI * 2];
  let [jaw, spread] = [0, 0];
  return base.frames.map((frame, index) => {
    const seconds = index / input.fps;
    const shape = SHAPES[frame.mouth.viseme];
    const level = Math.min(1, levels[index] ?? 0);
    const isSpeaking = frame.mouth.viseme !== 'closed' && level > 0;
    const jawTarget = isSpeaking ? shape.jaw * (0.35 + 0.65 * level) : 0;
    jaw += (jawTarget - jaw) * (jawTarget > jaw ? ATTACK : RELEASE);
    spread += ((isSpeaking ? shape.spread : 0) - spread) * 0.5;
    const shift = headOffset(base.sway, seconds);
    return {
      jaw,
      spread,
      blink: blinkAt(base.frames, index),
      roll:
        MAX_ROLL *
        (0.7 * Math.sin((2 * Math.PI * seconds) / rollPeriods[0]! + rollPhases[0]!) +
          0.3 * Math.sin((2 * Math.PI * seconds) / rollPeriods[1]! + rollPhases[1]!)),
      shiftX: shift.x * SHIFT_SCALE,
      shiftY: shift.y * SHIFT_SCALE,
    };
  });
}

/** Shut on the plan's closed frames, half shut on the frame before and after. */
function blinkAt(frames: readonly { eyesOpen: boolean }[], index: number): number {
  if (!frames[index]?.eyesOpen) {
    return 1;
  }
  const beside = [frames[index - 1], frames[index + 1]].some((frame) => frame && !frame.eyesOpen);
  return beside ? 0.5 : 0;
}
