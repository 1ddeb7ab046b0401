/** Composes 2–4 images into one: grid, row, column, scattered prints or a blend. */
import sharp, { type OverlayOptions } from 'sharp';
import { planCollage, type Cell, type CollageFrame, type GridLayout } from './collage-layout';
import { applyFilters } from './image-filters';
import { orient } from './image-geometry';
import type { EditPlan } from './image.types';
import { fromRaw, openInput, toRaw, type RawImage } from './raw-image';

export const PAPER = '#f4f1ec';
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

const rawInput = (image: RawImage) => ({
  input: image.data,
  raw: { width: image.width, height: image.height, channels: image.channels },
});

/** One input fitted to its cell, with the per-image edits (turns, flips, colour filters) applied. */
async function prepareTile(
  input: Buffer,
  width: number,
  height: number,
  plan: EditPlan,
): Promise<RawImage> {
  const isQuarterTurn = plan.rotate === 90 || plan.rotate === 270;
  const [fitWidth, fitHeight] = isQuarterTurn ? [height, width] : [width, height];
  const fitted = await toRaw(
    openInput(input)
      .removeAlpha()
      .resize(fitWidth, fitHeight, { fit: 'cover', position: sharp.strategy.attention }),
  );
  const oriented = await orient(fitted, plan);
  return applyFilters(
    oriented,
    plan.filters.filter((filter) => filter.kind !== 'vignette'),
  );
}

/** Paper over everything but the cells, with rounded holes: one layer gives every cell round corners. */
function frameSvg(frame: CollageFrame): Buffer {
  const holes = frame.cells
    .map(({ left, top, width, height }) => {
      const r = Math.min(frame.radius, width / 2, height / 2);
      return `M${left + r} ${top} H${left + width - r} A${r} ${r} 0 0 1 ${left + width} ${top + r} V${top + height - r} A${r} ${r} 0 0 1 ${left + width - r} ${top + height} H${left + r} A${r} ${r} 0 0 1 ${left} ${top + height - r} V${top + r} A${r} ${r} 0 0 1 ${left + r} ${top} Z`;
    })
    .join(' ');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}"><path fill-rule="evenodd" fill="${PAPER}" d="M0 0 H${frame.width} V${frame.height} H0 Z ${holes}"/></svg>`,
  );
}

async function composeGrid(frame: CollageFrame, tiles: RawImage[]): Promise<RawImage> {
  const layers: OverlayOptions[] = tiles.map((tile, index) => ({
    ...rawInput(tile),
    left: frame.cells[index]?.left ?? 0,
    top: frame.cells[index]?.top ?? 0,
  }));
  layers.push({ input: frameSvg(frame) });
  const canvas = sharp({
    create: { width: frame.width, height: frame.height, channels: 3, background: PAPER },
  });
  return toRaw(canvas.composite(layers).removeAlpha());
}

/** Every image over the whole canvas, averaged, with a little contrast back. */
async function composeBlend(tiles: RawImage[]): Promise<RawImage> {
  const first = tiles[0];
  if (!first) {
    throw new Error('blend needs images');
  }
  const sums = new Uint16Array(first.data.length);
  for (const { data: pixels } of tiles) {
    for (let offset = 0; offset < sums.length; offset += 1) {
      sums[offset] = (sums[offset] as number) + (pixels[offset] as number);
    }
  }
  const data = Buffer.from(sums.map((sum) => sum / tiles.length));
  return toRaw(
    sharp(data, { raw: { width: first.width, height: first.height, channels: 3 } }).linear(
      1.12,
      -15,
    ),
  );
}

/** A soft shadow the shape of the (turned, transparent-edged) print. */
async function shadowOf(printed: RawImage): Promise<RawImage> {
  const { width, height } = printed;
  const alpha = await fromRaw(printed).extractChannel(3).linear(0.32, 0).blur(12).raw().toBuffer();
  const shadow = sharp({ create: { width, height, channels: 3, background: '#1d1a16' } });
  return toRaw(shadow.joinChannel(alpha, { raw: { width, height, channels: 1 } }));
}

/** A photo print: white border (deeper at the bottom), turned, with a soft shadow; returns both layers. */
async function printLayers(
  tile: RawImage,
  cell: Cell,
  frame: CollageFrame,
): Promise<OverlayOptions[]> {
  const border = Math.round(cell.width * 0.045);
  const white = {
    top: border,
    left: border,
    right: border,
    bottom: border * 3,
    background: '#fdfcf9',
  };
  const framed = await toRaw(fromRaw(tile).extend(white));
  const margin = { top: 28, left: 28, right: 28, bottom: 28, background: TRANSPARENT };
  const printed = await toRaw(
    fromRaw(framed).ensureAlpha().extend(margin).rotate(cell.angle, { background: TRANSPARENT }),
  );
  const shadow = await shadowOf(printed);
  const clamp = (value: number, limit: number) => Math.max(0, Math.min(limit, Math.round(value)));
  const [maxLeft, maxTop] = [frame.width - printed.width, frame.height - printed.height];
  const left = clamp(cell.left + cell.width / 2 - printed.width / 2, maxLeft);
  const top = clamp(cell.top + cell.height / 2 - printed.height / 2, maxTop);
  const shift = Math.round(frame.gutter * 0.35);
  return [
    {
      ...rawInput(shadow),
      left: clamp(left + shift, maxLeft),
      top: clamp(top + shift * 1.4, maxTop),
    },
    { ...rawInput(printed), left, top },
  ];
}

async function composeScattered(frame: CollageFrame, tiles: RawImage[]): Promise<RawImage> {
  const layers = await Promise.all(
    tiles.map((tile, index) => printLayers(tile, frame.cells[index] as Cell, frame)),
  );
  const canvas = sharp({
    create: { width: frame.width, height: frame.height, channels: 3, background: PAPER },
  });
  return toRaw(canvas.composite(layers.flat()).removeAlpha());
}

/** The inputs composed in the layout, each with the plan's per-image edits; the frame says where each went. */
export async function composeImages(
  inputs: Buffer[],
  plan: EditPlan,
  layout: GridLayout,
  seed: number,
  canvas?: { width: number; height: number },
): Promise<{ image: RawImage; frame: CollageFrame }> {
  const frame = planCollage(layout, inputs.length, plan.crop, seed, canvas);
  const border = layout === 'collage' ? 0.09 : 0;
  const tiles = await Promise.all(
    inputs.map((input, index) => {
      const cell = frame.cells[index] as Cell;
      const photoWidth = Math.round(cell.width * (1 - border));
      const photoHeight = Math.round(
        cell.height * (1 - border) - (layout === 'collage' ? cell.width * 0.09 : 0),
      );
      return prepareTile(input, photoWidth, photoHeight, plan);
    }),
  );
  if (layout === 'blend') {
    return { image: await composeBlend(tiles), frame };
  }
  const image =
    layout === 'collage' ? await composeScattered(frame, tiles) : await composeGrid(frame, tiles);
  return { image, frame };
}
