import { describe, expect, it } from 'vitest';
import { parseEdits } from '../../src/image/edit-plan';
import type { EditPlan, FilterEdit } from '../../src/image/image.types';

const none: EditPlan = {
  filters: [],
  rotate: 0,
  flipHorizontal: false,
  flipVertical: false,
  crop: null,
  caption: null,
  layout: null,
  style: null,
  unsupported: [],
};
const plan = (parts: Partial<EditPlan>): EditPlan => ({ ...none, ...parts });
const filter = (
  kind: FilterEdit['kind'],
  strength: FilterEdit['strength'] = 'normal',
): FilterEdit => ({
  kind,
  strength,
});

const cases: [string, EditPlan][] = [
  ['make it black and white', plan({ filters: [filter('grayscale')] })],
  ['B&W please', plan({ filters: [filter('grayscale')] })],
  ['convert to grayscale', plan({ filters: [filter('grayscale')] })],
  ['monochrome', plan({ filters: [filter('grayscale')] })],
  ['give it a sepia tone', plan({ filters: [filter('sepia')] })],
  ['make it look like an old photo', plan({ filters: [filter('sepia')] })],
  ['blur it', plan({ filters: [filter('blur')] })],
  ['slightly blur the photo', plan({ filters: [filter('blur', 'light')] })],
  ['blur it a lot', plan({ filters: [filter('blur', 'strong')] })],
  ['sharpen', plan({ filters: [filter('sharpen')] })],
  ['it is too blurry, make it crisper', plan({ filters: [filter('sharpen'), filter('blur')] })],
  ['less blurry please', plan({ filters: [filter('sharpen')] })],
  ['brighten it a bit', plan({ filters: [filter('brighten', 'light')] })],
  ['it is too dark', plan({ filters: [filter('brighten')] })],
  ['make it darker', plan({ filters: [filter('darken')] })],
  ['it is too bright', plan({ filters: [filter('darken')] })],
  ['make the colours more vivid', plan({ filters: [filter('saturate')] })],
  ['boost the colors', plan({ filters: [filter('saturate')] })],
  ['more saturated', plan({ filters: [filter('saturate')] })],
  ['desaturate', plan({ filters: [filter('desaturate')] })],
  ['less saturated, muted look', plan({ filters: [filter('desaturate')] })],
  ['invert the colours', plan({ filters: [filter('invert')] })],
  ['make a negative', plan({ filters: [filter('invert')] })],
  ['vintage', plan({ filters: [filter('vintage')] })],
  ['retro film look', plan({ filters: [filter('vintage')] })],
  ['warm it up', plan({ filters: [filter('warm')] })],
  ['cooler tones', plan({ filters: [filter('cool')] })],
  ['add a vignette', plan({ filters: [filter('vignette')] })],
  ['darken the edges', plan({ filters: [filter('vignette')] })],
  ['more contrast', plan({ filters: [filter('contrast')] })],
  ['enhance it', plan({ filters: [filter('enhance')] })],
  ["don't make it black and white, just brighter", plan({ filters: [filter('brighten')] })],
  ['no blur', none],
  ['rotate 90 degrees', plan({ rotate: 90 })],
  ['rotate it by 180°', plan({ rotate: 180 })],
  ['rotate 270', plan({ rotate: 270 })],
  ['rotate left', plan({ rotate: 270 })],
  ['rotate it to the right', plan({ rotate: 90 })],
  ['rotate 90 degrees counter-clockwise', plan({ rotate: 270 })],
  ['turn it clockwise', plan({ rotate: 90 })],
  ['rotate', plan({ rotate: 90 })],
  ['turn it upside down', plan({ rotate: 180 })],
  ['mirror it', plan({ flipHorizontal: true })],
  ['flip it', plan({ flipHorizontal: true })],
  ['flip horizontally', plan({ flipHorizontal: true })],
  ['flip vertically', plan({ flipVertical: true })],
  ['flip it upside down', plan({ flipVertical: true })],
  ['crop to square', plan({ crop: 'square' })],
  ['make it 1:1', plan({ crop: 'square' })],
  ['crop to portrait', plan({ crop: 'portrait' })],
  ['4:5 for instagram', plan({ crop: 'portrait' })],
  ['landscape format', plan({ crop: 'landscape' })],
  ['make it widescreen 16:9', plan({ crop: 'landscape' })],
  ['for my instagram story', plan({ crop: 'story' })],
  ['make this portrait black and white', plan({ filters: [filter('grayscale')] })],
  ['caption "Hello world"', plan({ caption: 'Hello world' })],
  ['add the text "Summer 2025"', plan({ caption: 'Summer 2025' })],
  ['add a title that says “Bon voyage”', plan({ caption: 'Bon voyage' })],
  ["write 'Happy birthday!' at the bottom", plan({ caption: 'Happy birthday!' })],
  ['caption: See you soon', plan({ caption: 'See you soon' })],
  ['add the caption "black and white"', plan({ caption: 'black and white' })],
  ['put them in a grid', plan({ layout: 'grid' })],
  ['side by side', plan({ layout: 'row' })],
  ['before and after comparison', plan({ layout: 'row' })],
  ['stack them on top of each other', plan({ layout: 'column' })],
  ['make a scrapbook collage', plan({ layout: 'collage' })],
  ['blend them into a double exposure', plan({ layout: 'blend' })],
  ['a nice picture', none],
  [
    'rotate left, crop to square, make it black and white and add the caption "Day one"',
    plan({ rotate: 270, crop: 'square', filters: [filter('grayscale')], caption: 'Day one' }),
  ],
  [
    'side by side, vintage, slightly warmer',
    plan({ layout: 'row', filters: [filter('vintage'), filter('warm', 'light')] }),
  ],
  [
    'grid, sepia and mirror them',
    plan({ layout: 'grid', flipHorizontal: true, filters: [filter('sepia')] }),
  ],
];

describe('parseEdits', () => {
  it.each(cases)('%s', (prompt, expected) => {
    expect(parseEdits(prompt)).toEqual(expected);
  });

  it('keeps filters in the order they are applied, whatever the prompt order', () => {
    const kinds = parseEdits('blur it, then black and white, then invert').filters.map(
      (edit) => edit.kind,
    );
    expect(kinds).toEqual(['grayscale', 'invert', 'blur']);
  });

  it('caps a caption at 120 characters', () => {
    expect(parseEdits(`caption "${'a'.repeat(300)}"`).caption).toHaveLength(120);
  });
});
