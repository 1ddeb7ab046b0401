/** Plain words for what was done to an image, for `appliedEdits` and the description. */
import type {
  CollageLayout,
  CropShape,
  EditPlan,
  FilterEdit,
  FilterKind,
  ImageStyle,
  PhotoStyle,
} from './image.types';

const FILTER_LABELS: Record<FilterKind, string> = {
  enhance: 'enhance',
  grayscale: 'black and white',
  sepia: 'sepia',
  vintage: 'vintage look',
  warm: 'warmer tones',
  cool: 'cooler tones',
  invert: 'inverted colours',
  saturate: 'more vivid colours',
  desaturate: 'muted colours',
  brighten: 'brighter',
  darken: 'darker',
  contrast: 'more contrast',
  sharpen: 'sharpen',
  blur: 'blur',
  vignette: 'vignette',
};

const STYLE_LABELS: Record<PhotoStyle, string> = {
  oil: 'oil-painting look',
  watercolor: 'watercolor look',
  sketch: 'pencil-sketch look',
  pixel: 'pixel-art look',
};

const CROP_LABELS: Record<CropShape, string> = {
  square: 'square crop',
  portrait: 'portrait crop (4:5)',
  landscape: 'landscape crop (16:9)',
  story: 'story crop (9:16)',
};

const LAYOUT_LABELS: Record<CollageLayout, (count: number) => string> = {
  poster: (count) => `poster of ${count} whole images`,
  grid: (count) => `grid of ${count} images`,
  row: (count) => `${count} images side by side`,
  column: (count) => `${count} images stacked`,
  collage: (count) => `scattered collage of ${count} images`,
  blend: (count) => `blend of ${count} images`,
};

export function filterLabel(filter: FilterEdit): string {
  const label = FILTER_LABELS[filter.kind];
  if (filter.kind === 'grayscale' || filter.kind === 'invert' || filter.strength === 'normal') {
    return label;
  }
  return `${label} (${filter.strength === 'light' ? 'subtle' : 'strong'})`;
}

export function layoutLabel(layout: CollageLayout, count: number): string {
  return LAYOUT_LABELS[layout](count);
}

/** Each applied part of the plan in plain words, in the order it was applied. */
export function editLabels(plan: EditPlan): string[] {
  const labels: string[] = [];
  if (plan.rotate !== 0) {
    labels.push(
      plan.rotate === 180
        ? 'rotated 180°'
        : `rotated 90° ${plan.rotate === 90 ? 'clockwise' : 'anticlockwise'}`,
    );
  }
  if (plan.flipHorizontal) {
    labels.push('mirrored left to right');
  }
  if (plan.flipVertical) {
    labels.push('flipped upside down');
  }
  if (plan.crop) {
    labels.push(CROP_LABELS[plan.crop]);
  }
  labels.push(...plan.filters.map(filterLabel));
  if (plan.style) {
    labels.push(STYLE_LABELS[plan.style]);
  }
  if (plan.caption) {
    labels.push(`caption "${plan.caption}"`);
  }
  return labels;
}

function listWords(words: string[]): string {
  if (words.length <= 1) {
    return words[0] ?? '';
  }
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

export function describeArt(style: ImageStyle, applied: string[]): string {
  const { composition, palette } = style;
  const scene =
    composition.kind === 'landscape'
      ? `${composition.terrain} landscape${composition.celestial === 'none' ? '' : ` with a ${composition.celestial}`}${composition.hasStars ? ' under the stars' : ''}`
      : {
          flow: 'flowing colour field',
          geometric: 'geometric tile poster',
          neon: 'neon synthwave horizon',
          minimal: 'minimal poster',
        }[composition.kind];
  const extras = applied.length > 0 ? `, with ${listWords(applied)}` : '';
  return `Generative art: a ${scene} in a ${palette.name} palette, drawn from your prompt${extras}.`;
}

/** The sentence that lists what the prompt asked for and the offline engine could not do. */
export function describeNotApplied(notApplied: string[]): string {
  if (notApplied.length === 0) {
    return '';
  }
  return ` Not available offline, so not applied: ${notApplied.map((request) => `"${request}"`).join(', ')}.`;
}

export function describeEdit(applied: string[], isDefault: boolean): string {
  if (isDefault) {
    return 'No specific edit was recognised in the prompt, so a subtle enhance was applied (a little more contrast, colour and sharpness).';
  }
  return `Edited your image: ${listWords(applied)}.`;
}

export function describeCollage(layoutWords: string, applied: string[]): string {
  const extras = applied.length > 0 ? `, with ${listWords(applied)}` : '';
  return `Composed ${/^\d/.test(layoutWords) ? '' : 'a '}${layoutWords}${extras}.`;
}
