/** The geometric scene: a Bauhaus-style tile poster on paper. */
import { darken, mixColor } from '../core/color';
import { pick } from '../core/random';
import { type Scene, circle, path, rect } from './art-svg';
import type { Palette } from './image.types';

const MOTIFS = [
  'circle',
  'half',
  'quarter',
  'triangle',
  'stripes',
  'rings',
  'dots',
  'arch',
] as const;
type Motif = (typeof MOTIFS)[number];

function motifShape(
  motif: Motif,
  x: number,
  y: number,
  tile: number,
  colour: string,
  turn: number,
): string {
  const half = tile / 2;
  const rotate = `transform="rotate(${turn * 90} ${x + half} ${y + half})"`;
  switch (motif) {
    case 'circle':
      return circle(x + half, y + half, tile * 0.36, colour);
    case 'half':
      return path(
        `M${x} ${y + half} A${half} ${half} 0 0 1 ${x + tile} ${y + half} Z`,
        colour,
        rotate,
      );
    case 'quarter':
      return path(
        `M${x} ${y} L${x + tile} ${y} A${tile} ${tile} 0 0 1 ${x} ${y + tile} Z`,
        colour,
        rotate,
      );
    case 'triangle':
      return path(`M${x} ${y} L${x + tile} ${y + tile} L${x} ${y + tile} Z`, colour, rotate);
    case 'stripes':
      return [0, 1, 2]
        .map((index) =>
          rect(
            x + tile * (0.14 + index * 0.26),
            y + tile * 0.14,
            tile * 0.14,
            tile * 0.72,
            colour,
            rotate,
          ),
        )
        .join('');
    case 'rings':
      return [0.4, 0.27, 0.14]
        .map((radius) =>
          circle(
            x + half,
            y + half,
            tile * radius,
            'none',
            `stroke="${colour}" stroke-width="${tile * 0.065}"`,
          ),
        )
        .join('');
    case 'dots':
      return [0.25, 0.5, 0.75]
        .flatMap((u) =>
          [0.25, 0.5, 0.75].map((v) => circle(x + tile * u, y + tile * v, tile * 0.07, colour)),
        )
        .join('');
    case 'arch':
      return path(
        `M${x + tile * 0.2} ${y + tile} L${x + tile * 0.2} ${y + half} A${tile * 0.3} ${tile * 0.3} 0 0 1 ${x + tile * 0.8} ${y + half} L${x + tile * 0.8} ${y + tile} Z`,
        colour,
        rotate,
      );
  }
}

/** A tile poster: each tile a flat colour with one motif, framed on paper. */
export function drawGeometric(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const paper = palette.isDark
    ? darken(palette.sky[0], 0.2)
    : mixColor(palette.sky[2], '#fbf8f2', 0.5);
  scene.add(rect(0, 0, size, size, paper));
  const columns = pick(random, [3, 4, 4] as const);
  const margin = size * 0.08;
  const tile = (size - margin * 2) / columns;
  const colours = [...palette.accents, palette.ground[1], palette.sky[1]];
  let shapes = '';
  for (let row = 0; row < columns; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = margin + column * tile;
      const y = margin + row * tile;
      const background = pick(random, colours);
      const others = colours.filter((colour) => colour !== background);
      shapes += rect(x, y, tile + 0.5, tile + 0.5, background);
      shapes += motifShape(
        pick(random, MOTIFS),
        x,
        y,
        tile,
        pick(random, others),
        Math.floor(random() * 4),
      );
    }
  }
  scene.add(shapes);
  scene.add(
    rect(
      margin,
      margin,
      size - margin * 2,
      size - margin * 2,
      'none',
      `stroke="${darken(paper, 0.5)}" stroke-opacity="0.15" stroke-width="2"`,
    ),
  );
}
