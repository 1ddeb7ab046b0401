import { Resvg } from '@resvg/resvg-js';
import { fontFamilyFor, fontFilesFor, orderForDisplay } from './fonts';

export interface TextStyle {
  fontSize: number;
  fontWeight: number;
}

/** Measured widths by style and text; cleared when full, as a server renders on and on. */
const widths = new Map<string, number>();
const MAX_REMEMBERED = 5000;

const keyOf = (text: string, style: TextStyle) => `${style.fontSize}/${style.fontWeight}/${text}`;

/** The drawn width of a line of text in pixels, as resvg lays it out with the shipped fonts. */
export function measureTextWidth(text: string, style: TextStyle): number {
  return widths.get(keyOf(text, style)) ?? measureTextWidths([text], style)[0] ?? 0;
}

/**
 * Measures many lines with one rendering, one line per row, reading each row's inked extent:
 * one resvg instance (and one font load) instead of one per line.
 */
export function measureTextWidths(texts: readonly string[], style: TextStyle): number[] {
  const unknown = [...new Set(texts)].filter((text) => !widths.has(keyOf(text, style)));
  if (unknown.length) {
    if (widths.size + unknown.length > MAX_REMEMBERED) {
      widths.clear();
    }
    const rowHeight = Math.ceil(style.fontSize * 2);
    const width = Math.min(
      8000,
      Math.max(...unknown.map((text) => text.length)) * style.fontSize + 40,
    );
    const rows = unknown.map(
      (text, row) =>
        `<text x="10" y="${row * rowHeight + style.fontSize * 1.3}" font-family="${fontFamilyFor(text)}" font-size="${style.fontSize}" font-weight="${style.fontWeight}">${escapeXml(orderForDisplay(text))}</text>`,
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rowHeight * unknown.length}">${rows.join('')}</svg>`;
    const rendered = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: fontFilesFor(unknown.join(' ')) },
    }).render();
    const pixels = rendered.pixels;
    unknown.forEach((text, row) =>
      widths.set(keyOf(text, style), inkedWidth(pixels, width, row * rowHeight, rowHeight)),
    );
  }
  return texts.map((text) => widths.get(keyOf(text, style)) ?? 0);
}

/** Columns between the first and last with any ink in the given rows of an RGBA picture. */
function inkedWidth(rgba: Uint8Array, width: number, top: number, height: number): number {
  let first = width;
  let last = -1;
  for (let y = top; y < top + height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (rgba[(y * width + x) * 4 + 3]) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return last < first ? 0 : last - first + 1;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
