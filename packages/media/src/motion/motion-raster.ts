import { fileURLToPath } from 'node:url';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

const FONT_DIR = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

/** Shipped fonts only: a fresh server has no system fonts, and output must not vary by machine. */
export const RASTER_OPTIONS: ResvgRenderOptions = {
  font: {
    loadSystemFonts: false,
    fontFiles: [
      `${FONT_DIR}Inter-Bold.ttf`,
      `${FONT_DIR}NotoSansArabic-SemiBold.ttf`,
      `${FONT_DIR}NotoSansDevanagari-SemiBold.ttf`,
    ],
    defaultFontFamily: 'Inter',
  },
  shapeRendering: 2,
  textRendering: 1,
  logLevel: 'off',
};

export interface Raster {
  /** Straight (not premultiplied) RGBA, as ffmpeg's rawvideo `rgba` expects. */
  pixels: Buffer;
  width: number;
  height: number;
}

/** resvg hands back premultiplied pixels; ffmpeg's overlay and fade want straight alpha. */
export function unpremultiply(pixels: Buffer): Buffer {
  for (let index = 0; index < pixels.length; index += 4) {
    const alpha = pixels[index + 3] ?? 0;
    if (alpha !== 0 && alpha !== 255) {
      const scale = 255 / alpha;
      pixels[index] = Math.min(255, Math.round((pixels[index] ?? 0) * scale));
      pixels[index + 1] = Math.min(255, Math.round((pixels[index + 1] ?? 0) * scale));
      pixels[index + 2] = Math.min(255, Math.round((pixels[index + 2] ?? 0) * scale));
    }
  }
  return pixels;
}

/**
 * Renders off the main thread (libuv pool), so several layers draw at once; `scale` draws the
 * picture larger from its vectors (1.5 for a 1080p frame).
 */
export async function rasterize(svg: string, scale = 1): Promise<Raster> {
  const options =
    scale === 1
      ? RASTER_OPTIONS
      : { ...RASTER_OPTIONS, fitTo: { mode: 'zoom' as const, value: scale } };
  const image = await renderAsync(svg, options);
  return { pixels: unpremultiply(image.pixels), width: image.width, height: image.height };
}

/** How far the ink of `text` reaches to the right of x = 0, at `size` px. */
export function measureTextWidth(text: string, family: string, size: number): number {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${size * 2}">` +
    `<text x="0" y="${size}" font-family="${family}" font-weight="700" font-size="${size}">` +
    `${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`;
  const box = new Resvg(svg, RASTER_OPTIONS).getBBox();
  return box ? box.x + box.width : 0;
}
