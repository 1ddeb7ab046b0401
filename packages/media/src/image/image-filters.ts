/** Colour and tone filters over raw pixels with sharp, each one step in the order given. */
import type { Sharp } from 'sharp';
import type { FilterEdit, FilterKind, Strength } from './image.types';
import { applyStep, compositeOver, type RawImage } from './raw-image';

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];

const STRENGTH: Record<Strength, number> = { light: 0.5, normal: 1, strong: 1.8 };

const GRAYSCALE: Matrix = [
  [0.2126, 0.7152, 0.0722],
  [0.2126, 0.7152, 0.0722],
  [0.2126, 0.7152, 0.0722],
];
const SEPIA: Matrix = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

/** `matrix` mixed with the identity: 0 leaves colours alone, 1 is the full matrix. */
function towards(matrix: Matrix, amount: number): Matrix {
  return matrix.map((row, rowIndex) =>
    row.map((value, column) => (rowIndex === column ? 1 : 0) * (1 - amount) + value * amount),
  ) as Matrix;
}

/** Contrast around mid-grey. */
function contrast(pipeline: Sharp, factor: number): Sharp {
  return pipeline.linear(factor, 128 * (1 - factor));
}

function vignetteSvg(width: number, height: number, opacity: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${opacity}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
}

function blurSigma(image: RawImage, amount: number): number {
  return Math.max(1, Math.max(image.width, image.height) * 0.004 * amount);
}

/** The sharp step of each filter; vintage and vignette also draw over the image. */
const STEPS: Record<
  Exclude<FilterKind, 'vignette'>,
  (amount: number, image: RawImage) => (pipeline: Sharp) => Sharp
> = {
  enhance: (amount) => (pipeline) =>
    contrast(pipeline, 1 + 0.06 * amount)
      .modulate({ saturation: 1 + 0.12 * amount, brightness: 1 + 0.02 * amount })
      .sharpen({ sigma: 0.7 }),
  grayscale: () => (pipeline) => pipeline.recomb(GRAYSCALE),
  sepia: (amount) => (pipeline) => pipeline.recomb(towards(SEPIA, Math.min(1, 0.6 + amount * 0.4))),
  vintage: (amount) => (pipeline) =>
    pipeline
      .recomb(towards(SEPIA, Math.min(0.7, 0.3 * amount)))
      .linear([0.9, 0.88, 0.84], [16, 14, 18])
      .modulate({ saturation: 0.9 }),
  warm: (amount) => (pipeline) =>
    pipeline.linear(
      [1 + 0.06 * amount, 1 + 0.01 * amount, 1 - 0.1 * amount],
      [8 * amount, 3 * amount, -4 * amount],
    ),
  cool: (amount) => (pipeline) =>
    pipeline.linear([1 - 0.08 * amount, 1, 1 + 0.08 * amount], [-6 * amount, 0, 10 * amount]),
  invert: () => (pipeline) => pipeline.negate({ alpha: false }),
  saturate: (amount) => (pipeline) => pipeline.modulate({ saturation: 1 + 0.4 * amount }),
  desaturate: (amount) => (pipeline) =>
    pipeline.modulate({ saturation: Math.max(0.15, 1 - 0.45 * amount) }),
  brighten: (amount) => (pipeline) => pipeline.modulate({ brightness: 1 + 0.18 * amount }),
  darken: (amount) => (pipeline) =>
    pipeline.modulate({ brightness: Math.max(0.35, 1 - 0.2 * amount) }),
  contrast: (amount) => (pipeline) => contrast(pipeline, 1 + 0.22 * amount),
  sharpen: (amount) => (pipeline) =>
    pipeline.sharpen({ sigma: 0.8 + 0.5 * amount, m2: 2 + amount }),
  blur: (amount, image) => (pipeline) => pipeline.blur(blurSigma(image, amount)),
};

export async function applyFilter(image: RawImage, filter: FilterEdit): Promise<RawImage> {
  const amount = STRENGTH[filter.strength];
  if (filter.kind === 'vignette') {
    return compositeOver(image, [
      { input: vignetteSvg(image.width, image.height, Math.min(0.85, 0.5 * amount)) },
    ]);
  }
  const filtered = await applyStep(image, STEPS[filter.kind](amount, image));
  if (filter.kind === 'vintage') {
    return compositeOver(filtered, [{ input: vignetteSvg(image.width, image.height, 0.28) }]);
  }
  return filtered;
}

export async function applyFilters(image: RawImage, filters: FilterEdit[]): Promise<RawImage> {
  let result = image;
  for (const filter of filters) {
    result = await applyFilter(result, filter);
  }
  return result;
}
