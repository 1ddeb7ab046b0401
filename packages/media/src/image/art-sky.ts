/** The sky of a landscape: stars, and a sun or moon with its glow (or only a glow). */
import { darken, lighten } from '../core/color';
import { type Scene, circle, rect } from './art-svg';
import type { Composition, Palette } from './image.types';

type Landscape = Extract<Composition, { kind: 'landscape' }>;

/** Where the light sits, for reflections on water. */
export interface LightSource {
  x: number;
  radius: number;
  colour: string;
}

export function addStars(scene: Scene, random: () => number, horizon: number): void {
  const size = scene.size;
  let stars = '';
  for (let index = 0; index < 170; index += 1) {
    const y = random() ** 1.6 * horizon * 0.95;
    const radius = 0.5 + random() ** 3 * 1.9;
    const opacity = (0.35 + random() * 0.6).toFixed(2);
    stars += circle(random() * size, y, radius, '#ffffff', `fill-opacity="${opacity}"`);
  }
  scene.add(stars);
  for (let index = 0; index < 4; index += 1) {
    scene.glow(random() * size, random() * horizon * 0.6, 14 + random() * 10, '#ffffff', 0.55);
  }
}

function addMoon(scene: Scene, random: () => number, palette: Palette): LightSource {
  const size = scene.size;
  const x = size * (0.25 + random() * 0.5);
  const y = size * (0.16 + random() * 0.14);
  const radius = size * (0.05 + random() * 0.025);
  const [moon, halo] = palette.accents;
  scene.glow(x, y, radius * 6, halo, 0.35);
  scene.glow(x, y, radius * 2.4, moon, 0.5);
  scene.add(circle(x, y, radius, scene.linear([lighten(moon, 0.5), moon], [0, 0, 1, 1])));
  const crater = darken(moon, 0.08);
  scene.add(
    circle(x - radius * 0.3, y + radius * 0.2, radius * 0.22, crater, 'fill-opacity="0.5"'),
  );
  scene.add(
    circle(x + radius * 0.35, y - radius * 0.3, radius * 0.12, crater, 'fill-opacity="0.45"'),
  );
  return { x, radius, colour: lighten(moon, 0.3) };
}

/** The sun (or the moon, or only a warm glow) of the landscape. */
export function addCelestial(
  scene: Scene,
  random: () => number,
  landscape: Landscape,
  palette: Palette,
  horizon: number,
): LightSource {
  if (landscape.celestial === 'moon') {
    return addMoon(scene, random, palette);
  }
  const size = scene.size;
  const x = size * (0.3 + random() * 0.4);
  const radius = size * (0.085 + random() * 0.05);
  const y = horizon - radius * (0.1 + random() * 0.8);
  if (landscape.celestial === 'none') {
    scene.glow(x, y, radius * 5, lighten(palette.sky[2], 0.5), 0.6);
    return { x, radius, colour: lighten(palette.sky[2], 0.6) };
  }
  const sun = palette.accents[0];
  scene.glow(x, y, radius * 5.5, sun, 0.55);
  scene.glow(x, y, radius * 2.2, lighten(sun, 0.5), 0.6);
  scene.add(circle(x, y, radius, scene.linear([lighten(palette.accents[3], 0.4), sun])));
  return { x, radius, colour: lighten(sun, 0.45) };
}

/** Broken glints on water under the light, sparser and wider towards the viewer. */
export function addReflection(
  scene: Scene,
  random: () => number,
  light: LightSource,
  top: number,
): void {
  const size = scene.size;
  let glints = '';
  for (let y = top + 8; y < size * 0.96; y += 12 + (y - top) * 0.1 + random() * 10) {
    const share = (y - top) / (size - top);
    const width = light.radius * (0.4 + share * 0.9) * (0.5 + random() * 0.9);
    const x = light.x + (random() - 0.5) * light.radius * (0.4 + share) - width / 2;
    const opacity = (0.55 * (1 - share) + 0.12).toFixed(2);
    const height = 2.5 + share * 5;
    glints += rect(
      x,
      y,
      width,
      height,
      light.colour,
      `rx="${height / 2}" fill-opacity="${opacity}"`,
    );
  }
  scene.add(glints);
}
