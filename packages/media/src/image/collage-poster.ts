/** Composes 2–4 images as a designed poster: colour field, whole prints with shadows, a caption band. */
import { Resvg } from '@resvg/resvg-js';
import sharp, { type OverlayOptions } from 'sharp';
import { createRandom } from '../core/random';
import { drawFlow } from './art-abstract';
import { Scene } from './art-svg';
import { buildCaptionSvg, renderBand } from './image-caption';
import { applyFilters } from './image-filters';
import { orient } from './image-geometry';
import { parseStyle } from './image-style';
import type { EditPlan } from './image.types';
import { planPoster, type PosterCell } from './poster-layout';
import { fromRaw, loadInput, toRaw, type RawImage } from './raw-image';

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

const rawInput = (image: RawImage) => ({
  input: image.data,
  raw: { width: image.width, height: image.height, channels: image.channels },
});

function background(prompt: string, width: number, height: number): Promise<Buffer> {
  const style = parseStyle(prompt);
  const side = Math.max(width, height);
  const scene = new Scene(side);
  drawFlow(scene, createRandom(style.seed), style.palette);
  const rendered = new Resvg(scene.toSvg(), { font: { loadSystemFonts: false } }).render();
  return sharp(rendered.asPng())
    .extract({
      left: Math.round((side - width) / 2),
      top: Math.round((side - height) / 2),
      width,
      height,
    })
    .removeAlpha()
    .png()
    .toBuffer();
}

/** A soft shadow the shape of the print, blurred at a quarter size (the same look, a sixteenth of the work). */
async function shadowOf(print: RawImage): Promise<RawImage> {
  const { width, height } = print;
  const small = await fromRaw(print)
    .extractChannel(3)
    .resize(Math.max(1, Math.round(width / 4)), Math.max(1, Math.round(height / 4)))
    .blur(3.5)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // 55 % at most, done here: sharp leaves out a one-channel image's linear step
  const soft = small.data.map((value) => Math.round(value * 0.55));
  const alpha = await sharp(soft, {
    raw: { width: small.info.width, height: small.info.height, channels: 1 },
  })
    .resize(width, height)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return toRaw(
    sharp({ create: { width, height, channels: 3, background: '#120d1c' } }).joinChannel(alpha, {
      raw: { width, height, channels: 1 },
    }),
  );
}

/** A whole image as a print: its own shape, a white border, turned, over a soft shadow. */
async function printOf(image: RawImage, cell: PosterCell): Promise<OverlayOptions[]> {
  const border = Math.max(6, Math.round(Math.min(cell.width, cell.height) * 0.03));
  // one step each: sharp keeps only the last extend of a pipeline
  const framed = await toRaw(
    fromRaw(image)
      .removeAlpha()
      .resize(cell.width - border * 2, cell.height - border * 2, { fit: 'fill' })
      .extend({ top: border, bottom: border, left: border, right: border, background: '#fdfcf9' }),
  );
  const fitted = await toRaw(
    fromRaw(framed)
      .ensureAlpha()
      .extend({ top: 24, bottom: 24, left: 24, right: 24, background: TRANSPARENT })
      .rotate(cell.angle, { background: TRANSPARENT }),
  );
  const shadow = await shadowOf(fitted);
  const left = Math.round(cell.left + cell.width / 2 - fitted.width / 2);
  const top = Math.round(cell.top + cell.height / 2 - fitted.height / 2);
  return [
    { ...rawInput(shadow), left: left + 8, top: top + 14 },
    { ...rawInput(fitted), left, top },
  ];
}

/** Width / height of an upload as it will stand: upright by its EXIF, then turned as asked. */
async function aspectOf(input: Buffer, plan: EditPlan): Promise<number> {
  const { width = 1, height = 1, orientation = 1 } = await sharp(input).metadata();
  const upright = orientation >= 5 ? height / width : width / height;
  return plan.rotate === 90 || plan.rotate === 270 ? 1 / upright : upright;
}

/** The poster and its frame; each image is the whole input with the plan's per-image edits. */
export async function composePoster(
  inputs: Buffer[],
  plan: EditPlan,
  prompt: string,
  seed: number,
  canvas?: { width: number; height: number },
): Promise<RawImage> {
  const frame = planPoster(
    await Promise.all(inputs.map((input) => aspectOf(input, plan))),
    plan.crop,
    plan.caption !== null,
    seed,
    canvas,
  );
  // each upload decoded straight to about its print's size: no work on pixels never shown
  const images = await Promise.all(
    inputs.map(async (input, index) => {
      const cell = frame.cells[index] as PosterCell;
      const longest = Math.max(cell.width, cell.height);
      return applyFilters(
        await orient(await loadInput(input, longest), plan),
        plan.filters.filter((filter) => filter.kind !== 'vignette'),
      );
    }),
  );
  const prints = await Promise.all(
    images.map((image, index) => printOf(image, frame.cells[index] as PosterCell)),
  );
  const layers = prints.flat();
  if (plan.caption) {
    // sized as for the whole poster: a headline, over a soft scrim so it reads on any colour
    const { svg } = buildCaptionSvg(plan.caption, frame.width, frame.height * 0.8);
    layers.push({ input: renderBand(svg, plan.caption), gravity: 'south' });
  }
  return toRaw(
    sharp(await background(prompt, frame.width, frame.height))
      .composite(layers)
      .removeAlpha(),
  );
}
