import { lighten, mixColor } from '../core/color';
import { createRandom } from '../core/random';
import { steerColor } from './motion-color';
import {
  backdropWidth,
  FRAME_HEIGHT,
  fromBottom,
  LANDSCAPE_FRAME,
  type MotionFrame,
} from './motion-layout';
import { linearGradient, round1, softGradient, svgDocument } from './motion-svg';
import type { ScenePlan } from './motion.types';

/** The sea meets the sky here (fraction of the frame height); other scenes hide it behind terrain. */
export const HORIZON = 0.585;

/** The backdrop's size: the frame's, wider by the camera's drift. */
interface Area {
  WIDTH: number;
  HEIGHT: number;
  /** Where the sea meets the sky, in rows from the top. */
  horizon: number;
}

function areaOf(frame: MotionFrame): Area {
  return {
    WIDTH: backdropWidth(frame),
    HEIGHT: frame.height,
    horizon: fromBottom(FRAME_HEIGHT * HORIZON, frame),
  };
}

function stars({ WIDTH, HEIGHT }: Area, random: () => number, color: string): string {
  let body = '';
  for (let index = 0; index < 170; index += 1) {
    const x = random() * WIDTH;
    const y = random() ** 1.4 * HEIGHT * 0.7;
    const radius = 0.5 + random() ** 3 * 1.6;
    body += `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(radius)}" fill="${color}" fill-opacity="${round1(0.25 + random() * 0.75)}"/>`;
  }
  return body;
}

function clouds({ WIDTH, HEIGHT }: Area, random: () => number, plan: ScenePlan): string {
  const { palette } = plan;
  const tint = mixColor(palette.glow, palette.skyHorizon, 0.3);
  let body = '';
  for (let index = 0; index < 7; index += 1) {
    const y = HEIGHT * (0.1 + random() * 0.38);
    const x = random() * WIDTH;
    const width = 180 + random() * 260;
    for (let puff = 0; puff < 3; puff += 1) {
      body +=
        `<ellipse cx="${round1(x + (puff - 1) * width * 0.45)}" cy="${round1(y + random() * 10)}" ` +
        `rx="${round1(width * (0.5 + random() * 0.3))}" ry="${round1(10 + random() * 16)}" ` +
        `fill="url(#cloud)" fill-opacity="${round1(0.25 + random() * 0.3)}"/>`;
    }
  }
  return `<defs>${softGradient('cloud', tint, 0.9, 0.2)}</defs>${body}`;
}

function skyObject(area: Area, plan: ScenePlan, x: number, y: number): string {
  const { palette } = plan;
  switch (plan.sky) {
    case 'sun':
      if (plan.paletteName === 'neon') {
        return stripedSun(area, plan, x, y);
      }
      return (
        `<circle cx="${x}" cy="${y}" r="230" fill="url(#halo)"/>` +
        `<circle cx="${x}" cy="${y}" r="64" fill="${lighten(palette.glow, 0.55)}"/>`
      );
    case 'moon':
      return (
        `<circle cx="${x}" cy="${y}" r="190" fill="url(#halo)" fill-opacity="0.6"/>` +
        `<circle cx="${x}" cy="${y}" r="44" fill="${lighten(palette.glow, 0.4)}"/>` +
        `<circle cx="${x - 12}" cy="${y - 8}" r="10" fill="${palette.glow}" fill-opacity="0.45"/>` +
        `<circle cx="${x + 14}" cy="${y + 12}" r="7" fill="${palette.glow}" fill-opacity="0.4"/>`
      );
    case 'planet':
      return planet(plan, x, y);
    case 'none':
      return '';
  }
}

/** A shaded planet whose ring passes behind it at the top and in front at the bottom. */
function planet(plan: ScenePlan, x: number, y: number): string {
  const ring = (clip: string) =>
    `<g transform="rotate(-14 ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="230" ry="38" fill="none" ` +
    `stroke="${lighten(plan.palette.accent, 0.3)}" stroke-width="9" stroke-opacity="0.6" clip-path="url(#${clip})"/></g>`;
  return (
    `<defs><clipPath id="ringBack"><rect x="${x - 240}" y="${y - 60}" width="480" height="60"/></clipPath>` +
    `<clipPath id="ringFront"><rect x="${x - 240}" y="${y}" width="480" height="60"/></clipPath></defs>` +
    `<circle cx="${x}" cy="${y}" r="330" fill="url(#halo)" fill-opacity="0.45"/>` +
    ring('ringBack') +
    `<circle cx="${x}" cy="${y}" r="128" fill="url(#planet)"/>` +
    ring('ringFront')
  );
}

/** The synthwave sun: a warm disc sliced by bands of sky. */
function stripedSun({ WIDTH, HEIGHT }: Area, plan: ScenePlan, x: number, y: number): string {
  const radius = 150;
  let cuts = '';
  for (let index = 0; index < 6; index += 1) {
    const bandY = y + 12 + index * 24;
    cuts += `<rect x="${x - radius}" y="${bandY}" width="${radius * 2}" height="${3 + index * 2}" fill="black"/>`;
  }
  return (
    `<defs><mask id="slices"><rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>${cuts}</mask>` +
    linearGradient('sunFill', [
      [0, steerColor('#ffe27a', plan.avoidedHues)],
      [1, plan.palette.glow],
    ]) +
    `</defs><circle cx="${x}" cy="${y}" r="${radius * 2.2}" fill="url(#halo)" fill-opacity="0.7"/>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="url(#sunFill)" mask="url(#slices)"/>`
  );
}

/** Light on water: bright strokes under the sun, spreading as they come closer. */
function reflection(
  { HEIGHT, horizon }: Area,
  random: () => number,
  plan: ScenePlan,
  x: number,
): string {
  const light = lighten(plan.palette.glow, 0.35);
  let body = `<ellipse cx="${x}" cy="${round1(horizon + 60)}" rx="170" ry="190" fill="url(#halo)" fill-opacity="0.55"/>`;
  for (let index = 0; index < 56; index += 1) {
    const depth = index / 56;
    const y = horizon + 3 + depth ** 1.25 * (HEIGHT - horizon);
    const width = 24 + random() * (60 + depth * 260);
    const offset = (random() - 0.5) * (30 + depth * 150);
    body += `<rect x="${round1(x + offset - width / 2)}" y="${round1(y)}" width="${round1(width)}" height="${round1(1.5 + depth * 3.5)}" rx="2" fill="${light}" fill-opacity="${round1(0.85 - depth * 0.5)}"/>`;
  }
  return body;
}

/** The still background: sky, light source, stars or clouds, and the sea for ocean scenes. */
export function renderBackdropSvg(plan: ScenePlan, frame: MotionFrame = LANDSCAPE_FRAME): string {
  const area = areaOf(frame);
  const { WIDTH, HEIGHT } = area;
  const random = createRandom(plan.seed ^ 0x5eed);
  const { palette } = plan;
  // a planet is large, so it sits off to one side below the title
  const isPlanet = plan.sky === 'planet';
  const objectX = Math.round(WIDTH * (isPlanet ? 0.74 : 0.4 + random() * 0.2));
  // as high above the horizon, in proportion, as in the landscape design
  const objectY = Math.round((area.horizon * plan.skyObjectHeight) / HORIZON);
  const isOcean = plan.theme === 'ocean';
  const defs =
    linearGradient('sky', [
      [0, palette.skyTop],
      [0.42, palette.skyMiddle],
      [Number((area.horizon / HEIGHT).toFixed(4)), palette.skyHorizon],
      [1, isOcean ? palette.skyHorizon : mixColor(palette.skyHorizon, palette.terrain[2], 0.5)],
    ]) +
    linearGradient('sea', [
      [0, mixColor(palette.skyHorizon, palette.terrain[0], 0.5)],
      [0.35, mixColor(palette.skyMiddle, palette.terrain[1], 0.6)],
      [1, palette.terrain[2]],
    ]) +
    softGradient('halo', palette.glow, 0.75) +
    softGradient('ground', palette.glow, 0.55) +
    `<radialGradient id="planet" cx="0.35" cy="0.3"><stop offset="0" stop-color="${lighten(palette.terrain[2], 0.35)}"/>` +
    `<stop offset="0.6" stop-color="${palette.terrain[1]}"/><stop offset="1" stop-color="${mixColor(palette.terrain[0], palette.skyTop, 0.6)}"/></radialGradient>`;
  const nebula =
    plan.theme === 'space'
      ? palette.terrain
          .map((color, index) => {
            const id = `nebula${index}`;
            return `<defs>${softGradient(id, color, 0.45)}</defs><ellipse cx="${round1(random() * WIDTH)}" cy="${round1(HEIGHT * (0.2 + random() * 0.6))}" rx="${round1(300 + random() * 200)}" ry="${round1(160 + random() * 120)}" fill="url(#${id})"/>`;
          })
          .join('')
      : '';
  const fireGlow =
    plan.theme === 'fire'
      ? `<ellipse cx="${WIDTH / 2}" cy="${HEIGHT}" rx="${WIDTH * 0.7}" ry="${HEIGHT * 0.7}" fill="url(#ground)"/>`
      : '';
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    nebula,
    plan.hasStars ? stars(area, random, lighten(palette.particle, 0.4)) : '',
    fireGlow,
    skyObject(area, plan, objectX, objectY),
    plan.hasClouds ? clouds(area, random, plan) : '',
    isOcean
      ? `<rect y="${round1(area.horizon)}" width="${WIDTH}" height="${round1(HEIGHT - area.horizon)}" fill="url(#sea)"/>` +
        (plan.sky === 'none' ? '' : reflection(area, random, plan, objectX))
      : '',
  ].join('');
  return svgDocument(WIDTH, HEIGHT, body, defs);
}
