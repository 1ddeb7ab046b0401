/** Where each image goes in a composition: pure arithmetic over the canvas, tested as data. */
import { createRandom } from '../core/random';
import type { CollageLayout, CropShape } from './image.types';

/** Layouts of cells on paper; the poster has its own planner (poster-layout.ts). */
export type GridLayout = Exclude<CollageLayout, 'poster'>;

export interface Cell {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Degrees clockwise (scattered collages only). */
  angle: number;
}

export interface CollageFrame {
  width: number;
  height: number;
  gutter: number;
  radius: number;
  cells: Cell[];
}

const SHAPE_CANVAS: Record<CropShape, [number, number]> = {
  square: [1024, 1024],
  portrait: [1024, 1280],
  landscape: [1280, 720],
  story: [720, 1280],
};

const GRID_CANVAS: Record<number, [number, number]> = {
  2: [1280, 800],
  3: [1280, 960],
  4: [1024, 1024],
};

function canvasFor(layout: GridLayout, count: number, crop: CropShape | null): [number, number] {
  if (crop) {
    return SHAPE_CANVAS[crop];
  }
  switch (layout) {
    case 'grid':
      return GRID_CANVAS[count] ?? [1024, 1024];
    case 'row':
      return [Math.min(1600, 720 + count * 280), count === 2 ? 800 : 720];
    case 'column':
      return [800, Math.min(1600, count * 480)];
    case 'collage':
      return count === 2 ? [1280, 800] : [1280, 1024];
    case 'blend':
      return [1024, 1024];
  }
}

const cell = (left: number, top: number, width: number, height: number): Cell => ({
  left: Math.round(left),
  top: Math.round(top),
  width: Math.round(width),
  height: Math.round(height),
  angle: 0,
});

/** Equal cells in `columns` × `rows`, gutters between and around. */
function evenCells(
  width: number,
  height: number,
  gutter: number,
  columns: number,
  rows: number,
): Cell[] {
  const cellWidth = (width - gutter * (columns + 1)) / columns;
  const cellHeight = (height - gutter * (rows + 1)) / rows;
  return Array.from({ length: columns * rows }, (_, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    return cell(
      gutter + column * (cellWidth + gutter),
      gutter + row * (cellHeight + gutter),
      cellWidth,
      cellHeight,
    );
  });
}

/** One large cell and two smaller beside it (right of it on wide canvases, under it on tall ones). */
function featuredCells(width: number, height: number, gutter: number): Cell[] {
  if (width >= height) {
    const mainWidth = (width - gutter * 3) * 0.6;
    const sideWidth = width - gutter * 3 - mainWidth;
    const sideHeight = (height - gutter * 3) / 2;
    const sideLeft = gutter * 2 + mainWidth;
    return [
      cell(gutter, gutter, mainWidth, height - gutter * 2),
      cell(sideLeft, gutter, sideWidth, sideHeight),
      cell(sideLeft, gutter * 2 + sideHeight, sideWidth, sideHeight),
    ];
  }
  const mainHeight = (height - gutter * 3) * 0.6;
  const sideHeight = height - gutter * 3 - mainHeight;
  const sideWidth = (width - gutter * 3) / 2;
  const sideTop = gutter * 2 + mainHeight;
  return [
    cell(gutter, gutter, width - gutter * 2, mainHeight),
    cell(gutter, sideTop, sideWidth, sideHeight),
    cell(gutter * 2 + sideWidth, sideTop, sideWidth, sideHeight),
  ];
}

function gridCells(width: number, height: number, gutter: number, count: number): Cell[] {
  const aspect = width / height;
  if (count === 3) {
    return featuredCells(width, height, gutter);
  }
  if (count === 4 && aspect > 0.62 && aspect < 1.6) {
    return evenCells(width, height, gutter, 2, 2);
  }
  return aspect >= 1
    ? evenCells(width, height, gutter, count, 1)
    : evenCells(width, height, gutter, 1, count);
}

/** Centres (as shares of the canvas) and size (as shares of width, height) of scattered prints. */
const SCATTER: Record<number, { centres: [number, number][]; side: [number, number] }> = {
  2: {
    centres: [
      [0.3, 0.5],
      [0.7, 0.5],
    ],
    side: [0.45, 0.8],
  },
  3: {
    centres: [
      [0.27, 0.32],
      [0.73, 0.34],
      [0.5, 0.68],
    ],
    side: [0.4, 0.5],
  },
  4: {
    centres: [
      [0.28, 0.29],
      [0.72, 0.3],
      [0.29, 0.72],
      [0.71, 0.71],
    ],
    side: [0.4, 0.47],
  },
};

/** Overlapping prints, slightly turned. */
function scatteredCells(width: number, height: number, count: number, seed: number): Cell[] {
  const random = createRandom(seed);
  const { centres, side: shares } = SCATTER[count] ?? SCATTER[4] ?? { centres: [], side: [0, 0] };
  const side = Math.min(width * shares[0], height * shares[1]);
  return centres.slice(0, count).map(([shareX, shareY], index) => {
    const centreX = shareX * width + (random() - 0.5) * width * 0.03;
    const centreY = shareY * height + (random() - 0.5) * height * 0.03;
    const angle = (index % 2 === 0 ? -1 : 1) * (2.5 + random() * 4.5);
    return {
      ...cell(centreX - side / 2, centreY - side / 2, side, side),
      angle: Math.round(angle * 10) / 10,
    };
  });
}

/**
 * The canvas and cells for `count` images (2–4) in the layout; a crop shape, or the size the
 * request asked for, sets the canvas shape.
 */
export function planCollage(
  layout: GridLayout,
  count: number,
  crop: CropShape | null,
  seed = 0,
  canvas?: { width: number; height: number },
): CollageFrame {
  const [width, height] = canvas ? [canvas.width, canvas.height] : canvasFor(layout, count, crop);
  const gutter = Math.max(12, Math.round(Math.min(width, height) * 0.012) * 2);
  const radius = Math.round(gutter * 0.9);
  const frame = { width, height, gutter, radius };
  switch (layout) {
    case 'grid':
      return { ...frame, cells: gridCells(width, height, gutter, count) };
    case 'row':
      return { ...frame, cells: evenCells(width, height, gutter, count, 1) };
    case 'column':
      return { ...frame, cells: evenCells(width, height, gutter, 1, count) };
    case 'collage':
      return { ...frame, cells: scatteredCells(width, height, count, seed) };
    case 'blend':
      return {
        ...frame,
        gutter: 0,
        radius: 0,
        cells: Array.from({ length: count }, () => cell(0, 0, width, height)),
      };
  }
}
