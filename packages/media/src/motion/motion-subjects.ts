/**
 * The prompt's subjects as moving sprites: birds fly across the sky, cars pass along the road,
 * a figure walks, boats sail; each path is plain numbers that ffmpeg turns into overlay positions.
 */
import { findSubjects } from '../image/image-scene';
import { createRandom } from '../core/random';
import { FRAME_HEIGHT, fromBottom, LANDSCAPE_FRAME, type MotionFrame } from './motion-layout';

/** One copy of a subject and its path across the frame. */
import type { MotionHint } from '../illustration/illustration.types';
import type { MotionSprite } from './motion.types';

export type { MotionSprite } from './motion.types';

interface Track {
  size: number;
  /** Baseline (feet) for grounded sprites, top for flying ones, px. */
  level: number;
  speed: number;
  bob: { height: number; period: number; step: boolean };
}

/** Each kind of motion's track; grounded ones run along the frame's ground, fliers across its sky. */
function tracksFor(frame: MotionFrame): Record<MotionHint, Track> {
  const GROUND = Math.round(fromBottom(FRAME_HEIGHT - 36, frame));
  return {
    fly: { size: 124, level: 150, speed: 190, bob: { height: 14, period: 0.9, step: false } },
    drive: { size: 170, level: GROUND, speed: 380, bob: { height: 2, period: 0.25, step: false } },
    walk: { size: 280, level: GROUND, speed: 62, bob: { height: 7, period: 0.55, step: true } },
    swim: {
      size: 130,
      level: GROUND - 120,
      speed: 70,
      bob: { height: 10, period: 2.4, step: false },
    },
    sail: {
      size: 150,
      level: GROUND - 190,
      speed: 48,
      bob: { height: 8, period: 2.8, step: false },
    },
    float: { size: 150, level: 120, speed: 22, bob: { height: 10, period: 3.2, step: false } },
    still: { size: 300, level: GROUND, speed: 0, bob: { height: 0, period: 1, step: false } },
  };
}

/** Places the scene's own terrain already draws (a skyline, a forest): not drawn again as a sprite. */
const SETTING_WORDS = new Set(['city', 'skyline', 'town', 'village', 'street', 'tree', 'building']);

/** Pictures drawn facing neither way: never mirrored. */
const SYMMETRIC =
  /sailboat|bicycle|rocket|balloon|canoe|house|castle|tree|cityscape|bowl|cup|beverage|lighthouse|windmill/;

function spritesOf(
  subject: ReturnType<typeof findSubjects>['named'][number],
  slot: number,
  random: () => number,
  frame: MotionFrame,
): MotionSprite[] {
  const { illustration } = subject;
  const hint = illustration.motion;
  const track = tracksFor(frame)[hint];
  const rightwards = hint === 'drive' ? slot % 2 === 0 : random() < 0.6;
  const direction = rightwards ? 1 : -1;
  const mirrored = rightwards && !SYMMETRIC.test(illustration.name);
  return Array.from({ length: subject.count }, (_, copy) => {
    const size = Math.round(
      track.size * (copy === 0 ? 1 : 0.85 - 0.05 * copy) * (slot === 0 ? 1 : 0.85),
    );
    const grounded = hint !== 'fly' && hint !== 'float';
    // copies trail one another; a still subject stands in the middle, others start in view
    const spacing = hint === 'fly' ? 150 : hint === 'drive' ? 520 : size * 0.9;
    const startShare =
      hint === 'still' ? 0.5 : hint === 'walk' ? (rightwards ? 0.22 : 0.78) : 0.3 + random() * 0.3;
    const centre =
      frame.width * (hint === 'still' && slot > 0 ? ([0.5, 0.24, 0.78][slot] ?? 0.5) : startShare) -
      direction * copy * spacing;
    const top = grounded
      ? track.level - size - (hint === 'drive' ? slot * 14 : 0)
      : track.level + copy * (random() * 60 - 20) + slot * 70;
    return {
      word: subject.word,
      ...(subject.drawnAs ? { drawnAs: subject.drawnAs } : {}),
      icon: illustration.name,
      body: illustration.body,
      motion: hint,
      size,
      x: Math.round(centre - size / 2),
      y: Math.round(top),
      speed: Math.round(track.speed * direction * (0.9 + random() * 0.2)),
      mirrored,
      bob: { ...track.bob, phase: Math.round(random() * 628) / 100 },
      hasShadow: grounded && hint !== 'swim' && hint !== 'sail',
    };
  });
}

/** Every sprite for the prompt's subjects (at most three subjects, five copies each). */
export function planMotionSprites(
  prompt: string,
  seed: number,
  frame: MotionFrame = LANDSCAPE_FRAME,
): MotionSprite[] {
  const random = createRandom(seed ^ 0x5b1e);
  const named = findSubjects(prompt).named.filter((subject) => !SETTING_WORDS.has(subject.word));
  // farther (higher) sprites first, so nearer ones pass in front of them
  return named
    .flatMap((subject, slot) => spritesOf(subject, slot, random, frame))
    .sort((first, second) => first.y + first.size - (second.y + second.size));
}

/** Subjects the prompt names that have no illustration, so the clip cannot show them. */
export function missingMotionSubjects(prompt: string): string[] {
  return findSubjects(prompt).missing;
}
