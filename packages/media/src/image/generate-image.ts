/** The local image engine: text-to-image art, single-image edits and compositions, from one prompt. */
import { Resvg } from '@resvg/resvg-js';
import { hashString } from '../core/random';
import { PAPER, composeImages } from './collage';
import {
  describeArt,
  describeCollage,
  describeEdit,
  describeNotApplied,
  editLabels,
  filterLabel,
  layoutLabel,
} from './edit-labels';
import { findCaption, isEmptyPlan, parseEdits } from './edit-plan';
import { addGrain, renderArt } from './generative-art';
import { artView, type ArtView } from './art-svg';
import { SCENE_SIZE, describeScene, planImageScene, type ImageScene } from './image-scene';
import type { FrameSize, ImageAspect } from '@orato/shared';
import { resolveImageSize } from '../frames/media-format';
import { buildSceneSvg } from './image-scene.svg';
import { applyPhotoStyle, drawsSmall, finishStyle } from './scene-style';
import { composePoster } from './collage-poster';
import { addCaption, addCaptionStrip, canCaption } from './image-caption';
import { applyFilter, applyFilters } from './image-filters';
import { cropToRatio, cropToShape, orient } from './image-geometry';
import { parseStyle } from './image-style';
import type {
  CollageLayout,
  EditPlan,
  FilterKind,
  GenerateImageInput,
  GeneratedImage,
} from './image.types';
import { encodePng, loadInput, type RawImage } from './raw-image';

export const MAX_COMPOSE_INPUTS = 4;

const CAPTION_SKIPPED =
  'The caption was not added: its script needs a font the offline engine does not ship.';

/** Filters that also make sense on generated art; tone words there choose the palette instead. */
const ART_FILTERS = new Set<FilterKind>([
  'grayscale',
  'sepia',
  'vintage',
  'invert',
  'vignette',
  'blur',
]);

async function finish(
  image: RawImage,
  appliedEdits: string[],
  description: string,
  extra: Partial<GeneratedImage> = {},
): Promise<GeneratedImage> {
  return {
    png: await encodePng(image),
    width: image.width,
    height: image.height,
    appliedEdits,
    notApplied: [],
    description,
    ...extra,
  };
}

/** The scene drawn to pixels, with the sketch and pixel-art looks finished on the raster. */
async function renderScene(scene: ImageScene): Promise<RawImage> {
  const size = scene.view ?? { width: SCENE_SIZE, height: SCENE_SIZE };
  const fitTo = drawsSmall(scene.style)
    ? { mode: 'width' as const, value: size.width / 2 }
    : { mode: 'original' as const };
  const rendered = new Resvg(buildSceneSvg(scene), {
    font: { loadSystemFonts: false },
    fitTo,
  }).render();
  const grained = addGrain(rendered.pixels, rendered.width, rendered.height, scene.seed, 6);
  return finishStyle(grained, scene.style, size, scene.seed);
}

async function withCaption(image: RawImage, caption: string | null): Promise<RawImage> {
  return caption ? addCaption(image, caption) : image;
}

/** The square art's view for a requested shape; none for the square it is designed on. */
function viewFor(aspect: ImageAspect | undefined): ArtView | undefined {
  if (!aspect || aspect === '1:1') {
    return undefined;
  }
  const { width, height } = resolveImageSize(aspect);
  return artView(width, height);
}

async function generateArt(
  prompt: string,
  plan: EditPlan,
  aspect?: ImageAspect,
): Promise<GeneratedImage> {
  const view = viewFor(aspect);
  const filters = plan.filters.filter((filter) => ART_FILTERS.has(filter.kind));
  const applied = [
    ...filters.map(filterLabel),
    ...(plan.caption ? [`caption "${plan.caption}"`] : []),
  ];
  const scene = planImageScene(plan.caption ? findCaption(prompt).rest : prompt, view);
  if (scene.subjects.length === 0 && scene.missing.length === 0) {
    // nothing to draw but a mood ('pastel abstract dream'): generative art fits it best
    const style = parseStyle(prompt);
    const art = await applyFilters(renderArt(style, undefined, view), filters);
    return finish(await withCaption(art, plan.caption), applied, describeArt(style, applied));
  }
  const picture = await applyFilters(await renderScene(scene), filters);
  const extras = applied.length > 0 ? ` Also applied: ${applied.join(', ')}.` : '';
  return finish(
    await withCaption(picture, plan.caption),
    applied,
    `${describeScene(scene)}${extras}`,
    { scene },
  );
}

async function withStyle(image: RawImage, plan: EditPlan): Promise<RawImage> {
  return plan.style ? applyPhotoStyle(image, plan.style) : image;
}

async function editImage(
  input: Buffer,
  plan: EditPlan,
  aspect?: ImageAspect,
): Promise<GeneratedImage> {
  const isDefault = isEmptyPlan(plan);
  const effective: EditPlan = isDefault
    ? { ...plan, filters: [{ kind: 'enhance', strength: 'normal' }] }
    : plan;
  let image = await orient(await loadInput(input), effective);
  if (effective.crop) {
    image = await cropToShape(image, effective.crop);
  } else if (aspect) {
    // a shape asked for with the request (not in the prompt): the photo cut to it where it matters
    const { width, height } = resolveImageSize(aspect);
    image = await cropToRatio(image, width / height);
  }
  image = await withStyle(await applyFilters(image, effective.filters), effective);
  image = await withCaption(image, effective.caption);
  const applied = isDefault ? ['subtle enhance'] : editLabels(effective);
  const description =
    isDefault && plan.unsupported.length > 0
      ? 'Nothing the prompt asked for can be done by the offline engine, so a subtle enhance was applied instead.'
      : describeEdit(applied, isDefault);
  return finish(image, applied, `${description}${describeNotApplied(plan.unsupported)}`, {
    notApplied: plan.unsupported,
  });
}

async function composeLaidOut(
  inputs: Buffer[],
  plan: EditPlan,
  layout: Exclude<CollageLayout, 'poster'>,
  seed: number,
  canvas?: FrameSize,
): Promise<RawImage> {
  const { image: composed } = await composeImages(inputs, plan, layout, seed, canvas);
  const vignette = plan.filters.find((filter) => filter.kind === 'vignette');
  const finished = vignette ? await applyFilter(composed, vignette) : composed;
  if (!plan.caption) {
    return finished;
  }
  return layout === 'blend'
    ? addCaption(finished, plan.caption)
    : addCaptionStrip(finished, plan.caption, PAPER);
}

/** Several inputs as one: a designed poster unless the prompt asks for a grid, row, stack or blend. */
async function composeAndEdit(
  inputs: Buffer[],
  plan: EditPlan,
  prompt: string,
  aspect?: ImageAspect,
): Promise<GeneratedImage> {
  const seed = hashString(prompt);
  const layout = plan.layout ?? 'poster';
  // a crop the prompt names wins; else the shape the request asked for sets the canvas
  const canvas = !plan.crop && aspect ? resolveImageSize(aspect) : undefined;
  const composed =
    layout === 'poster'
      ? await composePoster(inputs, plan, prompt, seed, canvas)
      : await composeLaidOut(inputs, plan, layout, seed, canvas);
  const image = await withStyle(composed, plan);
  const layoutWords = layoutLabel(layout, inputs.length);
  const edits = editLabels({ ...plan, crop: null });
  const applied = [layoutWords, ...(plan.crop ? [`${plan.crop} canvas`] : []), ...edits];
  return finish(
    image,
    applied,
    `${describeCollage(layoutWords, applied.slice(1))}${describeNotApplied(plan.unsupported)}`,
    { notApplied: plan.unsupported },
  );
}

function runPlan(
  prompt: string,
  inputs: Buffer[],
  plan: EditPlan,
  aspect?: ImageAspect,
): Promise<GeneratedImage> {
  const [first] = inputs;
  if (!first) {
    return generateArt(prompt, plan, aspect);
  }
  if (inputs.length === 1) {
    return editImage(first, plan, aspect);
  }
  return composeAndEdit(inputs, plan, prompt, aspect);
}

/**
 * One image from a prompt: generative art with no inputs, the prompt's edits on one input,
 * or the inputs (2–4) composed as asked with the same edits.
 */
export async function generateImage({
  prompt,
  inputs,
  aspect,
}: GenerateImageInput): Promise<GeneratedImage> {
  if (inputs.length > MAX_COMPOSE_INPUTS) {
    throw new RangeError(`at most ${MAX_COMPOSE_INPUTS} input images, got ${inputs.length}`);
  }
  const plan = parseEdits(prompt);
  if (plan.caption === null || canCaption(plan.caption)) {
    return runPlan(prompt, inputs, plan, aspect);
  }
  const result = await runPlan(prompt, inputs, { ...plan, caption: null }, aspect);
  return { ...result, description: `${result.description} ${CAPTION_SKIPPED}` };
}
