/** The neon scene: a synthwave horizon with a striped sun, wireframe mountains and a glowing floor. */
import { darken, lighten } from '../core/color';
import { type Scene, circle, jaggedRidge, path, polyline, rect } from './art-svg';
import type { Palette } from './image.types';

function neonStroke(d: string, colour: string, width: number): string {
  return [
    path(
      d,
      'none',
      `stroke="${colour}" stroke-opacity="0.12" stroke-width="${width * 7}" stroke-linejoin="round"`,
    ),
    path(
      d,
      'none',
      `stroke="${colour}" stroke-opacity="0.3" stroke-width="${width * 3}" stroke-linejoin="round"`,
    ),
    path(
      d,
      'none',
      `stroke="${lighten(colour, 0.55)}" stroke-width="${width}" stroke-linejoin="round"`,
    ),
  ].join('');
}

function drawNeonGrid(scene: Scene, horizon: number, colour: string): void {
  const size = scene.size;
  let lines = '';
  for (let index = 1; index < 11; index += 1) {
    const y = horizon + (size - horizon) * (index / 10) ** 2.2;
    lines += `M0 ${y.toFixed(1)} L${size} ${y.toFixed(1)} `;
  }
  for (let index = -12; index <= 12; index += 1) {
    lines += `M${size / 2 + index * 22} ${horizon} L${size / 2 + index * size * 0.16} ${size} `;
  }
  scene.add(neonStroke(lines, colour, 1.6));
}

/** A synthwave horizon: striped sun, wireframe mountains and a glowing perspective floor. */
export function drawNeon(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const horizon = size * (0.6 + random() * 0.06);
  const [pink, cyan, yellow] = palette.accents;
  scene.add(
    rect(0, 0, size, horizon, scene.linear([palette.sky[0], palette.sky[1], palette.sky[2]])),
  );
  let stars = '';
  for (let index = 0; index < 90; index += 1) {
    stars += circle(
      random() * size,
      random() * horizon * 0.7,
      0.6 + random() * 1.3,
      '#ffffff',
      `fill-opacity="${(0.3 + random() * 0.6).toFixed(2)}"`,
    );
  }
  scene.add(stars);
  const x = size * (0.5 + (random() - 0.5) * 0.3);
  const radius = size * (0.2 + random() * 0.06);
  const y = horizon - radius * 0.7;
  scene.glow(x, y, radius * 2.6, pink, 0.55);
  const stripes = scene.define(
    (id) =>
      `<mask id="${id}">${rect(0, 0, size, size, '#fff')}${[0, 1, 2, 3, 4, 5]
        .map((index) => rect(0, y + radius * (0.12 + index * 0.15), size, 3 + index * 3, '#000'))
        .join('')}</mask>`,
  );
  scene.add(circle(x, y, radius, scene.linear([yellow, pink]), `mask="url(#${stripes})"`));
  const ridge = jaggedRidge(random, horizon - size * 0.03, size * 0.09);
  const outline = `${polyline(ridge)} L${size} ${horizon} L0 ${horizon} Z`;
  scene.add(path(outline, scene.linear([darken(palette.ground[0], 0.2), palette.ground[1]])));
  scene.add(neonStroke(polyline(ridge), cyan, 2));
  scene.add(
    rect(
      0,
      horizon,
      size,
      size - horizon,
      scene.linear([darken(palette.sky[2], 0.55), palette.sky[0]]),
    ),
  );
  scene.glow(size / 2, horizon, size * 0.6, pink, 0.35);
  drawNeonGrid(scene, horizon, pink);
  scene.add(neonStroke(`M0 ${horizon} L${size} ${horizon}`, cyan, 2));
}
