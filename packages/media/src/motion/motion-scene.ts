import { createRandom } from '../core/random';
import { renderBackdropSvg } from './motion-backdrop.svg';
import { isRightToLeft } from './motion-key-phrase';
import {
  BACKDROP_MARGIN,
  backdropWidth,
  DURATION_SECONDS,
  FLAME_BOB,
  LANDSCAPE_FRAME,
  particleMotion,
  terrainSpeed,
  terrainTop,
  type MotionFrame,
} from './motion-layout';
import { particleTile, renderParticlesSvg } from './motion-particles.svg';
import { renderTerrainSvg } from './motion-terrain.svg';
import { renderSpriteSvg, spriteHeight } from './motion-sprites.svg';
import { buildTitlePieces } from './motion-title.svg';
import type { LayerAnimation, MotionAudio } from './motion-video.args';
import { renderVignetteSvg, VIGNETTE_HEIGHT, VIGNETTE_WIDTH } from './motion-vignette.svg';
import type { ParticleKind, ScenePlan } from './motion.types';

/** A layer still to be drawn: its SVG, its pixel size and how ffmpeg will move it. */
export interface LayerDraft {
  name: string;
  svg: string;
  width: number;
  height: number;
  animation: LayerAnimation;
}

/** Ink width of a word at MEASURE_SIZE px; resvg in production, a stub in tests. */
export type MeasureWord = (word: string) => number;

function particleDrafts(
  plan: ScenePlan,
  kinds: readonly ParticleKind[],
  from: number,
  frame: MotionFrame,
): LayerDraft[] {
  const random = createRandom(plan.seed ^ 0x9a27);
  return kinds.map((kind, offset) => {
    const layer = from + offset;
    const motion = particleMotion(kind, layer);
    const tile = particleTile(kind, layer, frame);
    const { svg, width, height } = renderParticlesSvg(plan, kind, layer, frame);
    const direction = motion.axis === 'x' ? plan.motion.panDirection : 1;
    return {
      name: `particles-${kind}-${layer}`,
      svg,
      width,
      height,
      animation: {
        kind: 'scroll',
        x: 0,
        y: 0,
        axis: motion.axis,
        speed: motion.speed * plan.motion.speed * direction,
        phase: Math.round(random() * (motion.axis === 'x' ? tile.width : tile.height)),
        sway: motion.sway,
        bob: 0,
      },
    };
  });
}

function terrainDraft(plan: ScenePlan, index: number, frame: MotionFrame): LayerDraft {
  const layer = plan.layers[index];
  if (!layer) {
    throw new Error(`no terrain layer ${index}`);
  }
  const { svg, width, height } = renderTerrainSvg(plan, layer, frame);
  const random = createRandom(plan.seed + index * 31);
  return {
    name: `terrain-${layer.kind}-${layer.depth}`,
    svg,
    width,
    height,
    animation: {
      kind: 'scroll',
      x: 0,
      y: terrainTop(layer.kind, layer.depth, frame),
      axis: 'x',
      speed: terrainSpeed(layer.kind, layer.depth) * plan.motion.speed * plan.motion.panDirection,
      phase: Math.round(random() * frame.width),
      sway: 0,
      bob: layer.kind === 'flames' ? FLAME_BOB - 4 : 0,
    },
  };
}

/** Light in which sprites are dimmed to sit in the scene. */
const DIM_PALETTES = new Set(['night', 'storm', 'cosmic', 'neon']);

function spriteDrafts(plan: ScenePlan): LayerDraft[] {
  const isDim = DIM_PALETTES.has(plan.paletteName);
  return plan.sprites.map((sprite, index) => ({
    name: `subject-${sprite.icon}-${index}`,
    svg: renderSpriteSvg(sprite, isDim),
    width: sprite.size,
    height: spriteHeight(sprite),
    animation: { kind: 'sprite', x: sprite.x, y: sprite.y, speed: sprite.speed, bob: sprite.bob },
  }));
}

function titleDrafts(plan: ScenePlan, measureWord: MeasureWord, frame: MotionFrame): LayerDraft[] {
  if (!plan.showText) {
    return [];
  }
  const words = isRightToLeft(plan.keyPhrase) ? [plan.keyPhrase] : plan.keyPhrase.split(' ');
  const pieces = buildTitlePieces(
    words,
    words.map(measureWord),
    {
      ink: plan.palette.ink,
      accent: plan.palette.accent,
      style: plan.motion.style,
    },
    frame,
  );
  return pieces.map((piece, index) => ({
    name: `title-${index}`,
    svg: piece.svg,
    width: piece.width,
    height: piece.height,
    animation: { kind: 'reveal', ...piece },
  }));
}

/**
 * Every layer bottom-up: sky, far particles, terrain far → near with the slower particles
 * tucked behind the nearest strip, near particles, vignette, then the title on top.
 */
export function planSceneLayers(
  plan: ScenePlan,
  measureWord: MeasureWord,
  frame: MotionFrame = LANDSCAPE_FRAME,
): LayerDraft[] {
  const pan = Math.min(BACKDROP_MARGIN, 10 * DURATION_SECONDS * plan.motion.speed);
  const backdrop: LayerDraft = {
    name: 'backdrop',
    svg: renderBackdropSvg(plan, frame),
    width: backdropWidth(frame),
    height: frame.height,
    animation: { kind: 'backdrop', pan: Math.round(pan) * plan.motion.panDirection },
  };
  const behind = plan.particles.filter((kind) => kind === 'stars');
  const middle = plan.particles.filter((kind, index) => kind === 'snow' && index === 0);
  const front = plan.particles.filter(
    (kind, index) => kind !== 'stars' && !(kind === 'snow' && index === 0),
  );
  const terrain = plan.layers.map((_layer, index) => terrainDraft(plan, index, frame));
  const nearest = terrain.length > 1 ? terrain.length - 1 : terrain.length;
  const vignette: LayerDraft = {
    name: 'vignette',
    // fire glows from below, so its floor stays bright
    svg: renderVignetteSvg(plan.theme === 'space' ? 0.35 : 0.5, plan.theme === 'fire' ? 0 : 0.3),
    width: VIGNETTE_WIDTH,
    height: VIGNETTE_HEIGHT,
    animation: { kind: 'still' },
  };
  return [
    backdrop,
    ...particleDrafts(plan, behind, 0, frame),
    ...terrain.slice(0, nearest),
    ...particleDrafts(plan, middle, 0, frame),
    ...terrain.slice(nearest),
    ...spriteDrafts(plan),
    ...particleDrafts(plan, front, middle.length, frame),
    vignette,
    ...titleDrafts(plan, measureWord, frame),
  ];
}

/** Ambient sound that follows the scene: darker noise for calm scenes, a brighter bed for busy ones. */
export function planAmbientAudio(plan: ScenePlan): MotionAudio {
  const roots: Record<ScenePlan['motion']['style'], readonly number[]> = {
    calm: [110, 164.81, 220, 277.18],
    steady: [98, 146.83, 196, 246.94],
    energetic: [130.81, 196, 261.63, 329.63],
  };
  return {
    seed: plan.seed % 100_000,
    lowpassHz: plan.motion.style === 'energetic' ? 900 : plan.theme === 'ocean' ? 520 : 360,
    swellSeconds: plan.theme === 'ocean' ? 4 : 6,
    chordHz: roots[plan.motion.style],
  };
}
