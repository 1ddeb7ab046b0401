import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planCollage } from '../../src/image/collage-layout';
import { generateImage } from '../../src/image/generate-image';
import {
  distance,
  hugeHeaderPng,
  meanColour,
  quartersPng,
  rainbowPng,
  readPixels,
  regionDifference,
  solidPng,
  type Rgb,
} from './image-fixtures';

const edit = async (prompt: string, input: Buffer) => generateImage({ prompt, inputs: [input] });

describe('generateImage: text to image', () => {
  it('makes a 1024×1024 PNG, the same bytes for the same prompt', async () => {
    const first = await generateImage({ prompt: 'sunset over the ocean', inputs: [] });
    const second = await generateImage({ prompt: 'sunset over the ocean', inputs: [] });
    expect(first.png.subarray(1, 4).toString()).toBe('PNG');
    expect(await sharp(first.png).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1024,
    });
    expect([first.width, first.height]).toEqual([1024, 1024]);
    expect(second.png.equals(first.png)).toBe(true);
    expect(first.description).toMatch(/sunset palette/);
  });

  it('gives clearly different pictures for different prompts', async () => {
    const prompts = [
      'sunset over the ocean',
      'neon synthwave city',
      'misty pine forest',
      'pastel abstract',
    ];
    const means = await Promise.all(
      prompts.map(async (prompt) => meanColour((await generateImage({ prompt, inputs: [] })).png)),
    );
    means.forEach((mean, index) =>
      means.slice(index + 1).forEach((other) => expect(distance(mean, other)).toBeGreaterThan(25)),
    );
  });

  it('burns a caption into generated art', async () => {
    const result = await generateImage({
      prompt: 'minimal poster with the text "Hello"',
      inputs: [],
    });
    expect(result.appliedEdits).toEqual(['caption "Hello"']);
  });

  it('skips a caption in a script with no shipped font, and says so', async () => {
    const result = await generateImage({ prompt: 'caption "你好世界"', inputs: [] });
    expect(result.appliedEdits).toEqual([]);
    expect(result.description).toMatch(/caption was not added/);
  });
});

describe('generateImage: one image', () => {
  it('black and white gives equal channels', async () => {
    const result = await edit('make it black and white', await rainbowPng());
    expect(result.appliedEdits).toEqual(['black and white']);
    const pixels = await readPixels(result.png);
    for (const [x, y] of [
      [10, 10],
      [200, 100],
      [400, 300],
      [630, 470],
    ] as const) {
      const [red, green, blue] = pixels.at(x, y);
      expect(red).toBe(green);
      expect(green).toBe(blue);
    }
  });

  it('sepia leans red over green over blue', async () => {
    const pixels = await readPixels((await edit('sepia', await rainbowPng())).png);
    for (const x of [20, 160, 320, 480, 620]) {
      const [red, green, blue] = pixels.at(x, 120);
      expect(red).toBeGreaterThanOrEqual(green);
      expect(green).toBeGreaterThanOrEqual(blue);
    }
  });

  it('invert flips a known pixel', async () => {
    const pixels = await readPixels((await edit('invert the colours', await quartersPng())).png);
    expect(distance(pixels.at(100, 100), [0, 255, 255])).toBeLessThan(3);
  });

  it('rotate 90 swaps width and height and turns clockwise', async () => {
    const result = await edit('rotate 90 degrees', await quartersPng(800, 600));
    expect([result.width, result.height]).toEqual([600, 800]);
    const pixels = await readPixels(result.png);
    expect(distance(pixels.at(50, 50), [0, 0, 255])).toBeLessThan(3);
    expect(result.appliedEdits).toEqual(['rotated 90° clockwise']);
  });

  it('mirror swaps left and right', async () => {
    const pixels = await readPixels((await edit('mirror it', await quartersPng())).png);
    expect(distance(pixels.at(50, 50), [0, 255, 0])).toBeLessThan(3);
  });

  it('square crop gives equal sides', async () => {
    const result = await edit('crop to square', await quartersPng(800, 600));
    expect([result.width, result.height]).toEqual([600, 600]);
    expect(result.appliedEdits).toEqual(['square crop']);
  });

  it('caption changes the bottom of the image and not the top', async () => {
    const input = await rainbowPng();
    const result = await edit('add the caption "Summer in the city"', input);
    const [before, after] = await Promise.all([readPixels(input), readPixels(result.png)]);
    expect(regionDifference(before, after, 400, 480)).toBeGreaterThan(20);
    expect(regionDifference(before, after, 0, 200)).toBe(0);
  });

  it('brighten raises and blur softens', async () => {
    const input = await quartersPng();
    const brighter = await meanColour((await edit('brighten it', input)).png);
    expect(brighter.reduce((sum, value) => sum + value)).toBeGreaterThan(
      (await meanColour(input)).reduce((sum, value) => sum + value),
    );
    const blurred = await readPixels((await edit('blur it', input)).png);
    expect(distance(blurred.at(400, 150), [255, 0, 0])).toBeGreaterThan(60);
  });

  it('applies a subtle enhance when no edit is recognised, and says so', async () => {
    const result = await edit('make it nice', await rainbowPng());
    expect(result.appliedEdits).toEqual(['subtle enhance']);
    expect(result.description).toMatch(/no specific edit/i);
  });

  it('scales huge inputs down and refuses decompression bombs', async () => {
    const large = await edit('rotate', await solidPng('#336699', 3000, 2000));
    expect([large.width, large.height]).toEqual([1365, 2048]);
    await expect(edit('blur', await hugeHeaderPng(10_000, 10_000))).rejects.toThrow(/pixel limit/i);
  });
});

describe('generateImage: several images', () => {
  const colours: [string, Rgb][] = [
    ['#e63946', [230, 57, 70]],
    ['#2a9d8f', [42, 157, 143]],
    ['#f4a261', [244, 162, 97]],
    ['#264653', [38, 70, 83]],
  ];
  const inputs = () =>
    Promise.all(colours.map(([hex], index) => solidPng(hex, 300 + index * 100, 400)));

  it('puts four images in a 1024×1024 grid, each colour in its own cell', async () => {
    const result = await generateImage({ prompt: 'make a grid', inputs: await inputs() });
    expect([result.width, result.height]).toEqual([1024, 1024]);
    expect(result.appliedEdits).toEqual(['grid of 4 images']);
    const pixels = await readPixels(result.png);
    planCollage('grid', 4, null).cells.forEach((cell, index) => {
      const centre = pixels.at(cell.left + cell.width / 2, cell.top + cell.height / 2);
      expect(distance(centre, colours[index]?.[1] ?? [0, 0, 0])).toBeLessThan(4);
      expect(
        distance(pixels.at(cell.left, cell.top), colours[index]?.[1] ?? [0, 0, 0]),
      ).toBeGreaterThan(20);
    });
  });

  it('applies the same edits to every image', async () => {
    const result = await generateImage({
      prompt: 'side by side in black and white',
      inputs: (await inputs()).slice(0, 2),
    });
    expect(result.appliedEdits).toEqual(['2 images side by side', 'black and white']);
    const pixels = await readPixels(result.png);
    for (const cell of planCollage('row', 2, null).cells) {
      const [red, green, blue] = pixels.at(cell.left + cell.width / 2, cell.top + cell.height / 2);
      expect([green, blue]).toEqual([red, red]);
    }
  });

  it('refuses more than four images', async () => {
    const five = Array.from({ length: 5 }, () => Buffer.alloc(0));
    await expect(generateImage({ prompt: 'grid', inputs: five })).rejects.toThrow(/at most 4/);
  });
});
