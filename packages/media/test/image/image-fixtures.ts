/** Builders for test images and pixel probes. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export type Rgb = [number, number, number];

export function solidPng(colour: string, width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Four flat quarters: red top-left, green top-right, blue bottom-left, yellow bottom-right. */
export function quartersPng(width = 800, height = 600): Promise<Buffer> {
  const half = (colour: string) => `fill="${colour}" width="${width / 2}" height="${height / 2}"`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="0" y="0" ${half('#ff0000')}/><rect x="${width / 2}" y="0" ${half('#00ff00')}/>
<rect x="0" y="${height / 2}" ${half('#0000ff')}/><rect x="${width / 2}" y="${height / 2}" ${half('#ffff00')}/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A colourful photo stand-in: hue sweep left to right, light to dark top to bottom. */
export function rainbowPng(width = 640, height = 480): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const hue = (x / width) * 6;
      const shade = 1 - (y / height) * 0.7;
      const channel = (offset: number) =>
        Math.max(0, Math.min(1, Math.abs(((hue + offset) % 6) - 3) - 1));
      const index = (y * width + x) * 3;
      data[index] = channel(0) * 255 * shade;
      data[index + 1] = channel(4) * 255 * shade;
      data[index + 2] = channel(2) * 255 * shade;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A real small PNG whose header claims `width` × `height`, to test pixel limits without the memory. */
export async function hugeHeaderPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidPng('#808080', 8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface Pixels {
  width: number;
  height: number;
  at(x: number, y: number): Rgb;
}

export async function readPixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at(x, y) {
      const index = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
    },
  };
}

export async function meanColour(png: Buffer): Promise<Rgb> {
  const { channels } = await sharp(png).stats();
  return [channels[0]?.mean ?? 0, channels[1]?.mean ?? 0, channels[2]?.mean ?? 0];
}

export function distance(first: Rgb, second: Rgb): number {
  return Math.hypot(first[0] - second[0], first[1] - second[1], first[2] - second[2]);
}

/** Mean absolute difference of two same-size images over rows [top, bottom). */
export function regionDifference(
  first: Pixels,
  second: Pixels,
  top: number,
  bottom: number,
): number {
  let sum = 0;
  let count = 0;
  for (let y = top; y < bottom; y += 7) {
    for (let x = 0; x < first.width; x += 7) {
      sum += distance(first.at(x, y), second.at(x, y));
      count += 1;
    }
  }
  return sum / count;
}
