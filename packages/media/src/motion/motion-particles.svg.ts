import { createRandom } from '../core/random';
import { steerColor } from './motion-color';
import { LANDSCAPE_FRAME, particleMotion, type MotionFrame } from './motion-layout';
import { round1, softGradient, svgDocument, tileAcross } from './motion-svg';
import type { ParticleKind, ScenePlan } from './motion.types';

/** One frame of particles, wrapping both ways; falling ones are wider by their sway. */
export function particleTile(
  kind: ParticleKind,
  layer: number,
  frame: MotionFrame = LANDSCAPE_FRAME,
): { width: number; height: number } {
  const motion = particleMotion(kind, layer);
  return { width: frame.width + (motion.axis === 'y' ? motion.sway * 2 : 0), height: frame.height };
}

function dot(x: number, y: number, radius: number, fill: string, opacity: number): string {
  return `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius)}" fill="${fill}" fill-opacity="${round1(opacity)}"/>`;
}

function drawParticles(
  kind: ParticleKind,
  layer: number,
  plan: ScenePlan,
  random: () => number,
  area: { width: number; height: number },
): { body: string; defs: string } {
  const color = plan.palette.particle;
  const place = () => [random() * area.width, random() * area.height] as const;
  let body = '';
  const repeat = (count: number, draw: (x: number, y: number) => string) => {
    for (let index = 0; index < count; index += 1) {
      const [x, y] = place();
      body += draw(x, y);
    }
  };
  switch (kind) {
    case 'snow':
      if (layer === 0) {
        repeat(150, (x, y) => dot(x, y, 1.2 + random() * 1.6, color, 0.5 + random() * 0.45));
      } else {
        repeat(38, (x, y) => dot(x, y, 4 + random() * 5, 'url(#soft)', 0.7 + random() * 0.3));
      }
      return { body, defs: softGradient('soft', color, 1, 0.35) };
    case 'rain':
      repeat(170, (x, y) => {
        const length = 22 + random() * 26;
        return `<path d="M${round1(x)} ${round1(y)} l-5 ${round1(length)}" fill="none" stroke="${color}" stroke-width="1.5" stroke-linecap="round" stroke-opacity="${round1(0.25 + random() * 0.35)}"/>`;
      });
      return { body, defs: '' };
    case 'embers':
      repeat(70, (x, y) => {
        const radius = 1.4 + random() * 2.2;
        const hex = ['#ffe08a', '#ffb347', '#ff7a2b'][Math.floor(random() * 3)] ?? color;
        const fill = steerColor(hex, plan.avoidedHues);
        return dot(x, y, radius * 4, 'url(#soft)', 0.35) + dot(x, y, radius, fill, 0.95);
      });
      return { body, defs: softGradient('soft', color, 0.8) };
    case 'fireflies':
      // fireflies glow their own yellow-green whatever the palette
      repeat(42, (x, y) => dot(x, y, 14, 'url(#soft)', 0.55) + dot(x, y, 2.2, '#fbffd9', 1));
      return { body, defs: softGradient('soft', steerColor('#e8ff8a', plan.avoidedHues), 0.8) };
    case 'dust':
      repeat(90, (x, y) => dot(x, y, 0.8 + random() * 1.6, color, 0.18 + random() * 0.35));
      return { body, defs: '' };
    case 'stars':
      repeat(110, (x, y) =>
        dot(x, y, 0.6 + random() ** 3 * 1.8, '#ffffff', 0.35 + random() * 0.65),
      );
      return { body, defs: '' };
    case 'bokeh': {
      const warm = steerColor('#ffd27a', plan.avoidedHues);
      const colors = [plan.palette.accent, plan.palette.glow, warm, plan.palette.particle];
      let defs = '';
      colors.forEach((tint, index) => {
        defs += softGradient(`bokeh${index}`, tint, 0.9, 0.75);
      });
      repeat(16, (x, y) => {
        const fill = `url(#bokeh${Math.floor(random() * colors.length)})`;
        return dot(x, y * 0.85, 14 + random() * 40, fill, 0.1 + random() * 0.16);
      });
      return { body, defs };
    }
  }
}

/** A seamless tile of one particle kind; `layer` 0 is the far, slower field. */
export function renderParticlesSvg(
  plan: ScenePlan,
  kind: ParticleKind,
  layer: number,
  frame: MotionFrame = LANDSCAPE_FRAME,
): { svg: string; width: number; height: number } {
  const tile = particleTile(kind, layer, frame);
  const axis = particleMotion(kind, layer).axis;
  const random = createRandom(plan.seed + 104_729 * (layer + 1));
  const { body, defs } = drawParticles(kind, layer, plan, random, tile);
  const period = axis === 'x' ? tile.width : tile.height;
  return {
    svg: svgDocument(tile.width, tile.height, tileAcross(body, period, axis), defs),
    width: tile.width,
    height: tile.height,
  };
}
