import { darken, lighten, mixColor } from '../core/color';
import { createRandom } from '../core/random';
import { LANDSCAPE_FRAME, terrainHeight, type MotionFrame } from './motion-layout';
import { drawFlames, drawOrbs, drawPines, drawSkyline, drawTraffic } from './motion-shapes.svg';
import {
  linearGradient,
  ridgeLine,
  ridgePath,
  round1,
  sampleRidge,
  svgDocument,
  tileAcross,
} from './motion-svg';
import type { DrawContext, ScenePlan, TerrainLayerPlan } from './motion.types';

export type { DrawContext } from './motion.types';

/** A periodic height field: whole cycles per period, so the strip wraps without a seam. */
function waveField(
  period: number,
  random: () => number,
  cycles: readonly number[],
  amplitude: number,
  options: { sharp?: boolean; falloff?: number } = {},
) {
  const { sharp = false, falloff = 0.6 } = options;
  const total = cycles.reduce((sum, _count, index) => sum + falloff ** index, 0);
  const terms = cycles.map((count, index) => ({
    frequency: (count * 2 * Math.PI) / period,
    phase: random() * Math.PI * 2,
    weight: (amplitude * falloff ** index) / total,
  }));
  return (x: number) =>
    terms.reduce((sum, term) => {
      const wave = Math.sin(term.frequency * x + term.phase);
      // ridged noise: sharp peaks where the sine crosses zero, wide valleys between
      return sum + term.weight * (sharp ? (1 - Math.abs(wave)) ** 1.4 : (wave + 1) / 2);
    }, 0);
}

/** Water: a translucent swell that darkens towards the viewer, with short light crests on it. */
function drawWaves({ random, color, height, layer, plan, period }: DrawContext): string {
  const amplitude = 3 + layer.depth * 5;
  const field = waveField(period, random, [4 + layer.depth * 2, 9, 15], amplitude);
  const swell = sampleRidge(period, 8, (x) => 4 + field(x));
  const crest = mixColor(plan.palette.glow, plan.palette.skyHorizon, 0.35);
  let strokes = '';
  const count = [90, 60, 34][layer.depth] ?? 50;
  for (let index = 0; index < count; index += 1) {
    const x = random() * period;
    const y = 10 + random() ** 1.6 * (height - 16);
    const nearness = y / height;
    const length = (24 + random() * 90) * (1 + layer.depth * 0.7) * (0.6 + nearness);
    const lift = 2 + layer.depth * 2 + nearness * 4;
    const tint = random() < 0.7 ? crest : darken(color, 0.35);
    strokes += `<path d="M${round1(x)} ${round1(y)} q${round1(length / 2)} ${round1(-lift)} ${round1(length)} 0" fill="none" stroke="${tint}" stroke-width="${round1(1 + layer.depth * 0.8 + nearness)}" stroke-linecap="round" stroke-opacity="${round1(0.18 + random() * 0.4)}"/>`;
  }
  const id = `sea${layer.depth}`;
  return (
    `<defs>${linearGradient(id, [
      [0, color, 0.25 + layer.depth * 0.12],
      [1, darken(color, 0.3), 0.55 + layer.depth * 0.15],
    ])}</defs>` +
    `<path d="${ridgePath(swell, height)}" fill="url(#${id})"/>` +
    `<path d="${ridgeLine(swell)}" fill="none" stroke="${crest}" stroke-width="${1 + layer.depth}" stroke-opacity="${round1(0.18 + layer.depth * 0.08)}"/>` +
    tileAcross(strokes, period)
  );
}

function drawRidge({ random, color, height, layer, plan, period }: DrawContext): string {
  const isMountain = layer.kind === 'mountains';
  const span = height * (isMountain ? 0.55 : 0.45);
  const cycles = isMountain ? [2, 5, 11, 23] : [1, 2, 3];
  const field = waveField(period, random, cycles, span, {
    sharp: isMountain,
    falloff: isMountain ? 0.5 : 0.8,
  });
  const points = sampleRidge(period, isMountain ? 6 : 10, (x) => 8 + span - field(x));
  const id = `ridge${layer.depth}`;
  const top = mixColor(color, plan.palette.skyHorizon, isMountain ? 0.22 : 0.15);
  let body = `<path d="${ridgePath(points, height)}" fill="url(#${id})"/>`;
  if (layer.isSnowCapped && isMountain) {
    const snowLine = 8 + span * 0.45;
    body +=
      `<clipPath id="snow${layer.depth}"><rect width="${period}" height="${round1(snowLine)}"/></clipPath>` +
      `<path d="${ridgePath(points, height)}" fill="${lighten(plan.palette.particle, 0.2)}" fill-opacity="0.85" clip-path="url(#snow${layer.depth})"/>`;
  }
  if (layer.kind === 'dunes') {
    body += `<path d="${ridgeLine(points)}" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="2" stroke-opacity="0.6"/>`;
  }
  return (
    `<defs>${linearGradient(id, [
      [0, top],
      [1, darken(color, 0.25)],
    ])}</defs>` + body
  );
}

const DRAWERS: Record<TerrainLayerPlan['kind'], (context: DrawContext) => string> = {
  waves: drawWaves,
  mountains: drawRidge,
  hills: drawRidge,
  dunes: drawRidge,
  pines: drawPines,
  skyline: drawSkyline,
  traffic: drawTraffic,
  flames: drawFlames,
  orbs: drawOrbs,
};

/** One period of a terrain strip; it wraps, so ffmpeg can lay copies end to end. */
export function renderTerrainSvg(
  plan: ScenePlan,
  layer: TerrainLayerPlan,
  frame: MotionFrame = LANDSCAPE_FRAME,
): { svg: string; width: number; height: number } {
  const height = terrainHeight(layer.kind, layer.depth, frame);
  const random = createRandom(plan.seed + 7919 * (layer.depth + 1));
  const period = frame.width;
  const body = DRAWERS[layer.kind]({ random, color: layer.color, height, layer, plan, period });
  return { svg: svgDocument(period, height, body), width: period, height };
}
