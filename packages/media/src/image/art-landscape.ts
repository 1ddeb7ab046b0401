/** Landscape scenes: a graded sky, sun or moon with a glow, and layered terrain fading into haze. */
import { darken, lighten, mixColor } from '../core/color';
import { addCelestial, addReflection, addStars } from './art-sky';
import {
  type Scene,
  closeToBottom,
  jaggedRidge,
  path,
  polyline,
  rect,
  sineRidge,
  smoothLine,
} from './art-svg';
import type { Composition, Palette, Terrain } from './image.types';

type Landscape = Extract<Composition, { kind: 'landscape' }>;
type Point = [number, number];

interface Layer {
  points: Point[];
  colour: string;
  depth: number;
}

const LAYER_COUNT: Record<Terrain, number> = {
  mountains: 4,
  hills: 4,
  waves: 6,
  forest: 4,
  dunes: 4,
};

function ridgeFor(
  terrain: Terrain,
  random: () => number,
  base: number,
  amplitude: number,
  size: number,
): Point[] {
  if (terrain === 'mountains') {
    return jaggedRidge(random, base, amplitude, size);
  }
  const waves = terrain === 'waves' ? 3 + random() * 2 : terrain === 'dunes' ? 0.8 : 1.2;
  const steps = terrain === 'waves' ? 48 : 24;
  return sineRidge(random, { base, amplitude, waves, steps, size });
}

/** The ridge's height at `x`, by straight interpolation between its points. */
function heightAt(points: Point[], x: number): number {
  const next = points.findIndex(([pointX]) => pointX >= x);
  const right = points[Math.max(next, 0)] ?? [x, 0];
  const left = points[Math.max(next - 1, 0)] ?? right;
  const share = right[0] === left[0] ? 0 : (x - left[0]) / (right[0] - left[0]);
  return left[1] + (right[1] - left[1]) * share;
}

function treesAlong(random: () => number, points: Point[], scale: number, size: number): string {
  let trees = '';
  for (let x = -10; x < size + 10; x += (10 + random() * 22) * scale) {
    const height = (40 + random() * 70) * scale;
    const half = (height * (0.28 + random() * 0.08)) / 2;
    const foot = heightAt(points, x) + (8 + random() * 16) * scale;
    trees += `M${x.toFixed(1)} ${(foot - height).toFixed(1)} L${(x + half).toFixed(1)} ${foot.toFixed(1)} L${(x - half).toFixed(1)} ${foot.toFixed(1)} Z `;
  }
  return trees;
}

function planLayers(
  random: () => number,
  landscape: Landscape,
  palette: Palette,
  horizon: number,
  size: number,
): Layer[] {
  const count = LAYER_COUNT[landscape.terrain];
  const isWater = landscape.terrain === 'waves';
  return Array.from({ length: count }, (_, index) => {
    const depth = index / (count - 1);
    const base = horizon + (size - horizon) * (isWater ? depth ** 1.3 * 0.8 : depth * 0.62);
    const height = landscape.terrain === 'mountains' ? 150 : 70;
    const amplitude = isWater ? 6 + depth * 22 : height * (1 - depth * 0.45);
    const ground = mixColor(palette.ground[0], palette.ground[1], depth);
    const colour = mixColor(ground, palette.sky[2], (1 - depth) * 0.45);
    return { points: ridgeFor(landscape.terrain, random, base, amplitude, size), colour, depth };
  });
}

/** Terrain layers back to front; each stops just under the next one's lowest point, to save overdraw. */
function addLayers(
  scene: Scene,
  random: () => number,
  landscape: Landscape,
  haze: string,
  layers: Layer[],
): void {
  const size = scene.size;
  layers.forEach((layer, index) => {
    const next = layers[index + 1];
    const bottom = next ? Math.max(...next.points.map(([, y]) => y)) + 2 : size;
    const top = Math.min(...layer.points.map(([, y]) => y));
    const ridge =
      landscape.terrain === 'mountains' ? polyline(layer.points) : smoothLine(layer.points);
    if (landscape.terrain === 'forest' && index > 0) {
      const trees = treesAlong(random, layer.points, 0.6 + layer.depth * 0.8, size);
      scene.add(
        path(`${trees} ${closeToBottom(smoothLine(layer.points), size, bottom)}`, layer.colour),
      );
    } else {
      const fill = scene.linear([lighten(layer.colour, 0.06), darken(layer.colour, 0.12)]);
      scene.add(path(closeToBottom(ridge, size, bottom), fill));
    }
    if (landscape.terrain === 'waves') {
      const width = 1.5 + layer.depth * 2;
      const stroke = `stroke="${lighten(layer.colour, 0.45)}" stroke-opacity="0.35" stroke-width="${width}"`;
      scene.add(path(ridge, 'none', stroke));
    }
    if (next) {
      const mist = scene.linear([haze, haze], [0, 0, 0, 1], [0, 0.22 * (1 - layer.depth)]);
      scene.add(rect(0, top, size, bottom - top, mist));
    }
  });
}

/** A full landscape scene on `scene`. */
export function drawLandscape(
  scene: Scene,
  random: () => number,
  landscape: Landscape,
  palette: Palette,
): void {
  const size = scene.size;
  const horizon = size * (landscape.terrain === 'waves' ? 0.56 : 0.5 + random() * 0.08);
  const sky = scene.linear([palette.sky[0], palette.sky[1], palette.sky[2], palette.sky[2]]);
  scene.add(rect(0, 0, size, size, sky));
  if (landscape.hasStars) {
    addStars(scene, random, horizon);
  }
  scene.glow(size / 2, horizon, size * 0.75, lighten(palette.sky[2], 0.3), 0.45);
  const light = addCelestial(scene, random, landscape, palette, horizon);
  const layers = planLayers(random, landscape, palette, horizon, size);
  addLayers(scene, random, landscape, palette.sky[2], layers);
  if (landscape.terrain === 'waves' && landscape.celestial !== 'none') {
    addReflection(scene, random, light, horizon);
  }
}
