import { darken, lighten, mixColor } from '../core/color';
import { steerColor } from './motion-color';
import { FLAME_BOB } from './motion-layout';
import {
  linearGradient,
  ridgePath,
  round1,
  sampleRidge,
  softGradient,
  tileAcross,
} from './motion-svg';
import type { DrawContext } from './motion.types';

/** Snow resting on a tier's tip, its lower edge dripping in three points. */
function snowCap(x: number, top: number, half: number, drop: number): string {
  const point = (dx: number, dy: number) => `${round1(x + dx)} ${round1(top + dy)}`;
  return (
    ` M${point(0, 0)} L${point(half, drop)} L${point(half * 0.55, drop * 0.78)} L${point(half * 0.2, drop * 1.05)}` +
    ` L${point(-half * 0.2, drop * 0.8)} L${point(-half * 0.6, drop * 1.02)} L${point(-half, drop)} Z`
  );
}

/** A pine: overlapping tiers over a short trunk, with optional snow on each tier's tip. */
function pine(x: number, base: number, height: number, color: string, snow: string | null): string {
  const width = height * 0.46;
  let shape = `M${round1(x - width * 0.04)} ${round1(base)} h${round1(width * 0.08)} v${round1(-height * 0.1)} h${round1(-width * 0.08)} Z`;
  let caps = '';
  for (let tier = 0; tier < 4; tier += 1) {
    const top = base - height + tier * height * 0.2;
    const bottom = top + height * 0.35;
    const half = (width / 2) * (0.45 + (0.55 * tier) / 3);
    shape += ` M${round1(x)} ${round1(top)} L${round1(x + half)} ${round1(bottom)} L${round1(x - half)} ${round1(bottom)} Z`;
    if (snow) {
      const share = tier === 0 ? 0.42 : 0.26;
      caps += snowCap(x, top, half * share, (bottom - top) * share);
    }
  }
  return (
    `<path d="${shape}" fill="${color}"/>` + (snow ? `<path d="${caps}" fill="${snow}"/>` : '')
  );
}

export function drawPines({
  random,
  color,
  height,
  layer,
  plan,
  period: PERIOD,
}: DrawContext): string {
  const isNear = layer.depth >= 2;
  const ground = height * (isNear ? 0.8 : 0.6);
  // palettes tint every terrain alike; pines keep a hint of green whatever the light
  const needle = mixColor(color, '#1e4a3c', 0.35);
  const groundPoints = sampleRidge(
    PERIOD,
    16,
    (x) => ground + 8 * Math.sin((x / PERIOD) * Math.PI * 4),
  );
  const snow = layer.isSnowCapped ? lighten(plan.palette.particle, 0.1) : null;
  const count = isNear ? 17 : 44;
  let trees = '';
  for (let index = 0; index < count; index += 1) {
    const x = ((index + random() * 0.8) / count) * PERIOD;
    const treeHeight = (isNear ? 140 : 70) + random() * (isNear ? 120 : 110);
    const shade = mixColor(needle, darken(needle, 0.4), random() * 0.5);
    trees += pine(x, ground + 6, treeHeight, shade, snow);
  }
  const groundFill = snow ? mixColor(snow, color, 0.35) : color;
  return (
    tileAcross(trees, PERIOD) +
    `<path d="${ridgePath(groundPoints, height)}" fill="${groundFill}"/>`
  );
}

export function drawSkyline({
  random,
  color,
  height,
  layer,
  plan,
  period: PERIOD,
}: DrawContext): string {
  const isFar = layer.depth === 0;
  const fixed = (hex: string) => steerColor(hex, plan.avoidedHues);
  const lights = [fixed('#ffd27a'), plan.palette.accent, plan.palette.glow, '#ffffff'];
  let body = '';
  for (let x = 0; x < PERIOD;) {
    const width = (isFar ? 40 : 64) + random() * (isFar ? 60 : 80);
    const tall = (isFar ? 0.35 : 0.25) + random() * (isFar ? 0.62 : 0.68);
    const top = height * (1 - tall);
    const shade = mixColor(color, darken(color, 0.35), random() * 0.6);
    body += `<rect x="${round1(x)}" y="${round1(top)}" width="${round1(width - 3)}" height="${round1(height - top)}" fill="${shade}"/>`;
    if (random() < 0.25) {
      const mast = x + width / 2;
      body += `<rect x="${round1(mast - 1.5)}" y="${round1(top - 36)}" width="3" height="36" fill="${shade}"/><circle cx="${round1(mast)}" cy="${round1(top - 36)}" r="3" fill="${fixed('#ff3b5c')}"/>`;
    }
    const step = isFar ? 9 : 14;
    const window = isFar ? 3 : 6;
    for (let row = top + 10; row < height - 12; row += step + (isFar ? 2 : 4)) {
      for (let column = x + 6; column < x + width - 10; column += step) {
        if (random() < (isFar ? 0.22 : 0.3)) {
          const light = lights[Math.floor(random() * lights.length)] ?? '#ffd27a';
          body += `<rect x="${round1(column)}" y="${round1(row)}" width="${window}" height="${window + 2}" fill="${light}" fill-opacity="${round1(0.45 + random() * 0.5)}"/>`;
        }
      }
    }
    x += width;
  }
  return tileAcross(body, PERIOD);
}

export function drawTraffic({ random, plan, period: PERIOD }: DrawContext): string {
  const colors = ['#ff3b5c', '#fff1d0', '#ffb03b', plan.palette.accent].map((hex) =>
    steerColor(hex, plan.avoidedHues),
  );
  let body = `<rect y="40" width="${PERIOD}" height="40" fill="${plan.palette.glow}" fill-opacity="0.08"/>`;
  for (let index = 0; index < 26; index += 1) {
    const lane = 46 + Math.floor(random() * 4) * 9;
    const x = random() * PERIOD;
    const length = 50 + random() * 190;
    const color = colors[index % colors.length] ?? '#ffffff';
    const line = `M${round1(x)} ${lane} h${round1(length)}`;
    body +=
      `<path d="${line}" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round" stroke-opacity="0.18"/>` +
      `<path d="${line}" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.9"/>`;
  }
  return tileAcross(body, PERIOD);
}

export function drawFlames({
  random,
  color,
  height,
  layer,
  plan,
  period: PERIOD,
}: DrawContext): string {
  const base = height - FLAME_BOB;
  const count = [16, 13, 10][layer.depth] ?? 12;
  const id = `flame${layer.depth}`;
  let body = '';
  for (let index = 0; index < count; index += 1) {
    const x = ((index + random()) / count) * PERIOD;
    const width = 70 + random() * (60 + layer.depth * 30);
    const tall = base * (0.45 + random() * 0.5);
    const lean = (random() - 0.5) * width * 0.5;
    const left = x - width / 2;
    const right = x + width / 2;
    body += `<path d="M${round1(left)} ${base} C${round1(left)} ${round1(base - tall * 0.45)} ${round1(x - width * 0.12 + lean)} ${round1(base - tall * 0.62)} ${round1(x + lean)} ${round1(base - tall)} C${round1(x + width * 0.14 + lean)} ${round1(base - tall * 0.6)} ${round1(right)} ${round1(base - tall * 0.45)} ${round1(right)} ${base} Z" fill="url(#${id})"/>`;
  }
  // hot and yellow at the root, the layer's colour along the tongue, gone at the tip
  const defs = linearGradient(id, [
    [0, color, 0],
    [0.3, color, 0.9],
    [1, mixColor(color, steerColor('#ffe08a', plan.avoidedHues), 0.65), 1],
  ]);
  return (
    `<defs>${defs}</defs>${tileAcross(body, PERIOD)}` +
    `<rect y="${round1(base - 4)}" width="${PERIOD}" height="${round1(height - base + 4)}" fill="${color}"/>`
  );
}

export function drawOrbs({ random, height, layer, plan, period: PERIOD }: DrawContext): string {
  const colors = [...plan.palette.terrain, plan.palette.accent];
  let defs = '';
  let body = '';
  for (let index = 0; index < 6; index += 1) {
    const id = `orb${layer.depth}x${index}`;
    defs += softGradient(id, colors[index % colors.length] ?? plan.palette.accent, 0.8, 0.5);
    const radius = 70 + random() * (layer.depth === 2 ? 180 : 120);
    body += `<circle cx="${round1(random() * PERIOD)}" cy="${round1(height * (0.15 + random() * 0.8))}" r="${round1(radius)}" fill="url(#${id})" fill-opacity="${round1(0.35 + random() * 0.35)}"/>`;
  }
  if (layer.depth === 2) {
    for (let index = 0; index < 5; index += 1) {
      body += `<circle cx="${round1(random() * PERIOD)}" cy="${round1(height * (0.1 + random() * 0.8))}" r="${round1(30 + random() * 120)}" fill="none" stroke="${plan.palette.accent}" stroke-width="2" stroke-opacity="${round1(0.2 + random() * 0.3)}"/>`;
    }
  }
  return `<defs>${defs}</defs>${tileAcross(body, PERIOD)}`;
}
