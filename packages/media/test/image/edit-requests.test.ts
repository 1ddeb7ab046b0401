import { describe, expect, it } from 'vitest';
import { parseEdits } from '../../src/image/edit-plan';
import { generateImage } from '../../src/image/generate-image';
import { planPoster } from '../../src/image/poster-layout';
import { solidPng } from './image-fixtures';

describe('parseEdits: instructions the offline engine cannot do are listed, never dropped', () => {
  it.each([
    [
      'remove the background and replace it with a beach',
      ['remove the background', 'replace it with a beach'],
    ],
    ['make her smile', ['make her smile']],
    ['add sunglasses to the dog, then make it black and white', ['add sunglasses to the dog']],
    ['upscale to 4k', ['upscale to 4k']],
  ])('"%s" → not applied: %j', (prompt, expected) => {
    expect(parseEdits(prompt).unsupported).toEqual(expected);
  });

  it.each([
    'make it black and white',
    'convert to grayscale',
    'give it a sepia tone',
    'rotate left, crop to square and add the caption "Day one"',
    'combine these into a colourful poster',
    'no blur',
  ])('"%s" leaves nothing unapplied', (prompt) => {
    expect(parseEdits(prompt).unsupported).toEqual([]);
  });

  it('reads painting looks as a style, with the filters beside them', () => {
    const plan = parseEdits('vintage oil painting');
    expect(plan.style).toBe('oil');
    expect(plan.filters.map((filter) => filter.kind)).toEqual(['vintage']);
    expect(parseEdits('turn it into a pencil sketch').style).toBe('sketch');
    expect(parseEdits('watercolour please').style).toBe('watercolor');
  });
});

describe('generateImage: edits applied or listed', () => {
  const photo = () => solidPng('#c8783c', 400, 300);

  it('puts an unsupported instruction in the result’s not-applied list and its description', async () => {
    const result = await generateImage({
      prompt: 'replace the background with a beach and make it warmer',
      inputs: [await photo()],
    });
    expect(result.notApplied).toEqual(['replace the background with a beach']);
    expect(result.appliedEdits).toEqual(['warmer tones']);
    expect(result.description).toMatch(
      /Not available offline, so not applied: "replace the background with a beach"/,
    );
  });

  it('gives a photo an oil-painting look, and says so', async () => {
    const result = await generateImage({ prompt: 'vintage oil painting', inputs: [await photo()] });
    expect(result.appliedEdits).toEqual(['vintage look', 'oil-painting look']);
    expect(result.notApplied).toEqual([]);
    expect([result.width, result.height]).toEqual([400, 300]);
  });
});

describe('posters: whole images, laid out, never cropped', () => {
  it.each([[[1.5, 0.75, 1]], [[0.66, 1.33]], [[1, 1, 1, 1]]])(
    'keeps every image’s own shape inside the canvas (%j)',
    (aspects) => {
      for (const caption of [false, true]) {
        const frame = planPoster(aspects, null, caption, 3);
        frame.cells.forEach((cell, index) => {
          expect(cell.width / cell.height).toBeCloseTo(aspects[index] ?? 0, 1);
          expect(cell.left).toBeGreaterThan(0);
          expect(cell.top).toBeGreaterThan(0);
          expect(cell.left + cell.width).toBeLessThan(frame.width);
          expect(cell.top + cell.height).toBeLessThan(frame.height - frame.captionHeight);
          expect(cell.angle).not.toBe(0);
        });
        // every image is shown large enough to see, and among same-shaped images the first leads
        const areas = frame.cells.map((cell) => cell.width * cell.height);
        areas.forEach((area) => expect(area).toBeGreaterThan(frame.width * frame.height * 0.04));
        if (new Set(aspects).size === 1) {
          expect(Math.max(...areas)).toBe(areas[0]);
        }
      }
    },
  );

  it('"combine" makes a poster, not a grid', async () => {
    const inputs = await Promise.all(
      ['#dc2828', '#28c83c', '#283cdc'].map((colour) => solidPng(colour, 600, 400)),
    );
    const result = await generateImage({ prompt: 'combine these into a colourful poster', inputs });
    expect(result.appliedEdits[0]).toBe('poster of 3 whole images');
    expect([result.width, result.height]).toEqual([1024, 1280]);
  });
});
