/** Composes 2–4 images as a designed poster: colour field, whole prints with shadows, a caption band. */
import { Resvg } from '@resvg/resvg-js';
import sharp, { type OverlayOptions } from 'sharp';
import { createRandom } from '../random';
import { drawFlow } from './art-abstract';
import { Scene } from './art-svg';
import { buildCaptionSvg, renderBand } from './image-caption';
import { applyFilters } from './image-filters';
import { orient } from './image-geometry';
import { parseStyle } from './image-style';
import type { EditPlan } from './image-types';
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
  const { width, height } = fitted;
  const alpha = await fromRaw(fitted).extractChannel(3).linear(0.4, 0).blur(14).raw().toBuffer();
  const shadow = await toRaw(
    sharp({ create: { width, height, channels: 3, background: '#120d1c' } }).joinChannel(alpha, {
      raw: { width, height, channels: 1 },
    }),
  );
  const left = Math.round(cell.left + cell.width / 2 - width / 2);
  const top = Math.round(cell.top + cell.height / 2 - height / 2);
  return [
    { ...rawInput(shadow), left: left + 8, top: top + 14 },
    { ...rawInput(fitted), left, top },
  ];
}

/** The poster and its frame; each image is the whole input with the plan's per-image edits. */
export async function composePoster(
  inputs: Buffer[],
  plan: EditPlan,
  prompt: string,
  seed: number,
): Promise<RawImage> {
  const images = await Promise.all(
    inputs.map(async (input) =>
      applyFilters(
        await orient(await loadInput(input, 1600), plan),
        plan.filters.filter((filter) => filter.kind !== 'vignette'),
      ),
    ),
  );
  const frame = planPoster(
    images.map((image) => image.width / image.height),
    plan.crop,
    plan.caption !== null,
    seed,
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
