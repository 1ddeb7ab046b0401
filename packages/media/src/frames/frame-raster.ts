import type { FileHandle } from 'node:fs/promises';
import { renderAsync, Resvg } from '@resvg/resvg-js';

/** One picture in planar YUV 4:2:0 (I420), the layout the H.264 encoder takes without conversion. */
export interface YuvImage {
  width: number;
  height: number;
  data: Buffer;
}

export function rasterizeSvg(svg: string, fontFiles: string[]): YuvImage {
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles } }).render();
  return rgbaToI420(rendered.pixels, rendered.width, rendered.height);
}

/** As `rasterizeSvg`, drawn on one of libuv's threads: several run side by side. */
export async function rasterizeSvgAsync(svg: string, fontFiles: string[]): Promise<YuvImage> {
  const rendered = await renderAsync(svg, { font: { loadSystemFonts: false, fontFiles } });
  return rgbaToI420(rendered.pixels, rendered.width, rendered.height);
}

/**
 * RGBA to limited-range BT.709 I420 in 8-bit fixed point, chroma from each 2×2 block's sum.
 * Done here once per distinct picture rather than by ffmpeg once per frame. Frames are opaque,
 * so alpha is ignored.
 */
export function rgbaToI420(rgba: Uint8Array, width: number, height: number): YuvImage {
  if (width % 2 || height % 2) {
    throw new Error('I420 needs even dimensions');
  }
  const lumaSize = width * height;
  const data = Buffer.alloc(lumaSize * 1.5);
  const sums = new Int32Array(3);
  const toLuma = (pixel: number) => {
    const red = rgba[pixel * 4]!;
    const green = rgba[pixel * 4 + 1]!;
    const blue = rgba[pixel * 4 + 2]!;
    data[pixel] = ((47 * red + 157 * green + 16 * blue + 128) >> 8) + 16;
    sums[0]! += red;
    sums[1]! += green;
    sums[2]! += blue;
  };
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      sums.fill(0);
      toLuma(y * width + x);
      toLuma(y * width + x + 1);
      toLuma((y + 1) * width + x);
      toLuma((y + 1) * width + x + 1);
      const [red, green, blue] = [sums[0]!, sums[1]!, sums[2]!];
      const chroma = lumaSize + (y >> 1) * (width >> 1) + (x >> 1);
      data[chroma] = ((-26 * red - 87 * green + 113 * blue + 512) >> 10) + 128;
      data[chroma + lumaSize / 4] = ((113 * red - 102 * green - 11 * blue + 512) >> 10) + 128;
    }
  }
  return { width, height, data };
}

/**
 * A copy of `frame` with `band` (as wide as the frame) pasted from row `top` down; `top` and the
 * band's height are even, so the band's chroma rows line up with the frame's.
 */
export function pasteRows(frame: YuvImage, band: YuvImage, top: number): YuvImage {
  const { width, height } = frame;
  if (band.width !== width || top % 2 || band.height % 2 || top + band.height > height) {
    throw new Error('the band must be as wide as the frame, fit inside it, on even rows');
  }
  const data = Buffer.from(frame.data);
  const lumaSize = width * height;
  const bandLuma = width * band.height;
  band.data.copy(data, top * width, 0, bandLuma);
  for (const plane of [0, 1]) {
    const from = bandLuma + (plane * bandLuma) / 4;
    const to = lumaSize + (plane * lumaSize) / 4 + (top / 2) * (width / 2);
    band.data.copy(data, to, from, from + bandLuma / 4);
  }
  return { width, height, data };
}

/** Writes a one-frame YUV4MPEG2 file: a raw picture that ffmpeg reads without decoding. */
export async function writeY4m(file: FileHandle, image: YuvImage, fps: number): Promise<void> {
  const header = `YUV4MPEG2 W${image.width} H${image.height} F${fps}:1 Ip A1:1 C420jpeg\nFRAME\n`;
  await file.writev([Buffer.from(header, 'ascii'), image.data]);
}

/** An RGBA picture with straight alpha: the moving head, laid over the still frame by ffmpeg. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export function rasterizeSvgRgba(svg: string, fontFiles: string[]): RgbaImage {
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles } }).render();
  return { width: rendered.width, height: rendered.height, data: rendered.pixels };
}

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest box, on even pixels, holding every pixel that is not fully transparent in any of
 * the pictures (all the same size); undefined when there is none. Even, so a layer cut to it
 * keeps its 4:2:0 chroma where it was.
 */
export function visibleBox(images: readonly RgbaImage[]): PixelBox | undefined {
  const [first] = images;
  if (!first) {
    return undefined;
  }
  const { width, height } = first;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (const image of images) {
    for (let y = 0; y < height; y += 1) {
      const row = y * width * 4;
      for (let x = 0; x < width; x += 1) {
        if (image.data[row + x * 4 + 3]) {
          [left, right] = [Math.min(left, x), Math.max(right, x)];
          [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
        }
      }
    }
  }
  if (right < 0) {
    return undefined;
  }
  const [x, y] = [left - (left % 2), top - (top % 2)];
  const evenUp = (value: number) => value + (value % 2);
  return {
    x,
    y,
    width: Math.min(width - x, evenUp(right + 1 - x)),
    height: Math.min(height - y, evenUp(bottom + 1 - y)),
  };
}

export function cropRgba(image: RgbaImage, box: PixelBox): RgbaImage {
  const data = new Uint8Array(box.width * box.height * 4);
  for (let row = 0; row < box.height; row += 1) {
    const from = ((box.y + row) * image.width + box.x) * 4;
    data.set(image.data.subarray(from, from + box.width * 4), row * box.width * 4);
  }
  return { width: box.width, height: box.height, data };
}

/** As `rasterizeSvgRgba`, drawn on one of libuv's threads: several run side by side. */
export async function rasterizeSvgRgbaAsync(svg: string, fontFiles: string[]): Promise<RgbaImage> {
  const rendered = await renderAsync(svg, { font: { loadSystemFonts: false, fontFiles } });
  return { width: rendered.width, height: rendered.height, data: rendered.pixels };
}

/** Writes a PAM file: a raw RGBA picture that ffmpeg reads without decompressing anything. */
export async function writePam(file: FileHandle, image: RgbaImage): Promise<void> {
  const header = `P7\nWIDTH ${image.width}\nHEIGHT ${image.height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`;
  await file.writev([Buffer.from(header, 'ascii'), image.data]);
}
