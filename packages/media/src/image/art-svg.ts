/** A tiny SVG scene builder for generated art: gradients, glows and smooth outlines. */

export const ART_SIZE = 1024;

type Point = [number, number];

/**
 * The part of the square scene a picture of another shape shows, and its size in pixels. Art is
 * designed on a square; a tall picture shows its middle (full height), a wide one its lower part
 * (the ground stays), and subjects are placed inside the part shown.
 */
export interface ArtView {
  window: { x: number; y: number; width: number; height: number };
  width: number;
  height: number;
}

/** The view of a `size` square scene for a picture of `width` × `height` pixels. */
export function artView(width: number, height: number, size = ART_SIZE): ArtView {
  const long = Math.max(width, height);
  const [windowWidth, windowHeight] = [(size * width) / long, (size * height) / long];
  return {
    window: {
      x: (size - windowWidth) / 2,
      y: size - windowHeight,
      width: windowWidth,
      height: windowHeight,
    },
    width,
    height,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Collects `<defs>` and shapes; ids are numbered so scenes never clash. */
export class Scene {
  private readonly defs: string[] = [];
  private readonly shapes: string[] = [];
  private count = 0;

  constructor(readonly size: number = ART_SIZE) {}

  add(shape: string): void {
    this.shapes.push(shape);
  }

  /** A vertical (or given-direction) gradient through evenly spaced colours; returns `url(#id)`. */
  linear(
    colours: string[],
    direction: [number, number, number, number] = [0, 0, 0, 1],
    opacities?: number[],
  ): string {
    const id = `g${(this.count += 1)}`;
    const [x1, y1, x2, y2] = direction;
    const stops = colours
      .map((colour, index) => {
        const offset = colours.length === 1 ? 0 : index / (colours.length - 1);
        return `<stop offset="${round(offset)}" stop-color="${colour}" stop-opacity="${opacities?.[index] ?? 1}"/>`;
      })
      .join('');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A shape drawn beneath everything drawn so far. */
  underlay(shape: string): void {
    this.shapes.unshift(shape);
  }

  /** Everything drawn so far, wrapped in one group with these attributes (a filter over the whole). */
  wrapAll(attributes: string): void {
    const inner = this.shapes.splice(0).join('');
    this.shapes.push(`<g ${attributes}>${inner}</g>`);
  }

  /** A soft radial fade of one colour, from `opacity` in the middle to nothing at the edge. */
  radial(
    colour: string,
    opacity: number,
    falloff: number[] = [1, 0.55, 0.2, 0],
    radius = 0.5,
  ): string {
    const id = `g${(this.count += 1)}`;
    const stops = falloff
      .map((share, index) => {
        const offset = index / (falloff.length - 1);
        return `<stop offset="${round(offset)}" stop-color="${colour}" stop-opacity="${round(opacity * share * 100) / 100}"/>`;
      })
      .join('');
    this.defs.push(`<radialGradient id="${id}" r="${radius}">${stops}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A raw definition (mask, clip path); returns its id. */
  define(build: (id: string) => string): string {
    const id = `d${(this.count += 1)}`;
    this.defs.push(build(id));
    return id;
  }

  glow(x: number, y: number, radius: number, colour: string, opacity: number): void {
    this.add(circle(x, y, radius, this.radial(colour, opacity)));
  }

  /** The scene, whole, or only `view` of it (a frame of another shape) at its pixel size. */
  toSvg(view?: ArtView): string {
    const size = this.size;
    const { window, width, height } = view ?? {
      window: { x: 0, y: 0, width: size, height: size },
      width: size,
      height: size,
    };
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${window.x} ${window.y} ${window.width} ${window.height}"><defs>${this.defs.join('')}</defs>${this.shapes.join('')}</svg>`;
  }
}

export function circle(x: number, y: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="${fill}" ${extra}/>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

/** Straight segments through the points. */
export function polyline(points: Point[]): string {
  return points
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`)
    .join(' ');
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothLine(points: Point[]): string {
  const first = points[0];
  if (!first) {
    return '';
  }
  let d = `M${round(first[0])} ${round(first[1])}`;
  for (let index = 0; index < points.length - 1; index += 1) {
    const p0 = points[index - 1] ?? points[index] ?? first;
    const p1 = points[index] ?? first;
    const p2 = points[index + 1] ?? p1;
    const p3 = points[index + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(p2[0])} ${round(p2[1])}`;
  }
  return d;
}

/** An outline closed down to `bottom` (the canvas's bottom edge unless given), for terrain and waves. */
export function closeToBottom(line: string, size: number, bottom = size): string {
  return `${line} L${size} ${round(bottom)} L0 ${round(bottom)} Z`;
}

/** A ridge line across the canvas from summed sines: smooth hills, dunes and waves. */
export function sineRidge(
  random: () => number,
  options: { base: number; amplitude: number; waves: number; steps?: number; size?: number },
): Point[] {
  const size = options.size ?? ART_SIZE;
  const steps = options.steps ?? 24;
  const parts = Array.from({ length: 3 }, (_, index) => ({
    frequency: (options.waves * (index + 1) * (0.7 + random() * 0.6) * Math.PI * 2) / size,
    phase: random() * Math.PI * 2,
    weight: 1 / (index + 1) ** 1.4,
  }));
  return Array.from({ length: steps + 1 }, (_, index) => {
    const x = (index / steps) * size;
    const height = parts.reduce(
      (sum, part) => sum + Math.sin(x * part.frequency + part.phase) * part.weight,
      0,
    );
    return [x, options.base - height * options.amplitude * 0.6] as Point;
  });
}

/** A jagged ridge by midpoint displacement: mountains. */
export function jaggedRidge(
  random: () => number,
  base: number,
  amplitude: number,
  size = ART_SIZE,
): Point[] {
  let heights = [random() - 0.5, random() - 0.5];
  let spread = 1;
  for (let level = 0; level < 6; level += 1) {
    const next: number[] = [];
    heights.forEach((height, index) => {
      next.push(height);
      const right = heights[index + 1];
      if (right !== undefined) {
        next.push((height + right) / 2 + (random() - 0.5) * spread);
      }
    });
    heights = next;
    spread *= 0.55;
  }
  return heights.map((height, index) => [
    (index / (heights.length - 1)) * size,
    base - height * amplitude * 1.6,
  ]);
}
