import { describe, expect, it } from 'vitest';
import { parsePrompt, planSceneLayers } from '../../src/motion';
import { measureTextWidth, rasterize, unpremultiply } from '../../src/motion/motion-raster';
import { MEASURE_SIZE, TITLE_FONT_FAMILY } from '../../src/motion/motion-title.svg';

const measureWord = (word: string) => measureTextWidth(word, TITLE_FONT_FAMILY, MEASURE_SIZE);

describe('rasterize', () => {
  it('turns premultiplied pixels straight', () => {
    expect([...unpremultiply(Buffer.from([128, 64, 32, 128, 9, 9, 9, 0, 1, 2, 3, 255]))]).toEqual([
      255, 128, 64, 128, 9, 9, 9, 0, 1, 2, 3, 255,
    ]);
  });

  it('measures text with the shipped fonts only', () => {
    expect(measureWord('Ocean')).toBeGreaterThan(250);
    expect(measureWord('Ocean Ocean')).toBeGreaterThan(2 * measureWord('Ocean'));
    expect(measureWord('سلام')).toBeGreaterThan(100);
  });

  // resvg aborts the whole process on some inputs, so every kind of layer is drawn here once
  it.each([
    'A calm ocean at sunset',
    'Snowy forest morning',
    'Neon city night traffic, energetic',
    'Raging fire',
    'Deep space',
    'Golden desert dunes',
    'Rainy mountain valley',
    'Enchanted forest at night',
    'Quarterly results for our startup',
  ])('draws every layer of "%s" at its planned size, none of them blank', async (prompt) => {
    for (const draft of planSceneLayers(parsePrompt(prompt), measureWord)) {
      const raster = await rasterize(draft.svg);
      expect([raster.width, raster.height], draft.name).toEqual([draft.width, draft.height]);
      const isPainted = raster.pixels.some((value, index) => index % 4 === 3 && value > 0);
      expect(isPainted, draft.name).toBe(true);
    }
  });
});

describe('wrapping strips', () => {
  it('match across the seam: the last column runs on into the first', async () => {
    const plan = parsePrompt('Snowy forest morning');
    for (const draft of planSceneLayers(plan, measureWord)) {
      if (draft.animation.kind !== 'scroll' || draft.animation.axis !== 'x') {
        continue;
      }
      const { pixels, width, height } = await rasterize(draft.svg);
      let mismatched = 0;
      for (let row = 0; row < height; row += 1) {
        const first = pixels[row * width * 4 + 3] ?? 0;
        const last = pixels[(row * width + width - 1) * 4 + 3] ?? 0;
        mismatched += Math.abs(first - last) > 128 ? 1 : 0;
      }
      expect(mismatched, draft.name).toBeLessThan(height * 0.02);
    }
  });
});
