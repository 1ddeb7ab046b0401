/** Captions burned into the bottom of an image: shipped fonts only, wrapped, over a soft scrim. */
import { Resvg } from '@resvg/resvg-js';
import { canRenderText, fontFamilyFor, fontFilesFor, orderForDisplay } from '../text/fonts';
import { applyStep, compositeOver, type RawImage } from './raw-image';

const MAX_LINES = 3;
const LINE_HEIGHT = 1.22;

/** Rough advance width of a character in em for Inter Bold, enough to wrap without measuring. */
function charWidth(char: string): number {
  if (char === ' ') {
    return 0.27;
  }
  if (/[iljtfr.,:;'!|()]/.test(char)) {
    return 0.34;
  }
  if (/[MWmw@%]/.test(char)) {
    return 0.86;
  }
  return /[A-Z0-9]/.test(char) ? 0.68 : 0.58;
}

export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize;
}

/** Greedy word wrap to `maxWidth`; a word longer than a line stays whole on its own line. */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return line ? [...lines, line] : lines;
}

/** Font size and lines: as large as fits in three lines across 86% of the width. */
export function layoutCaption(
  text: string,
  width: number,
  height: number,
): { fontSize: number; lines: string[] } {
  const maxWidth = width * 0.86;
  let fontSize = Math.round(Math.min(width * 0.065, height * 0.075));
  const smallest = Math.max(14, Math.round(Math.min(width, height) * 0.03));
  for (;;) {
    const lines = wrapText(text, fontSize, maxWidth);
    const fits =
      lines.length <= MAX_LINES && lines.every((line) => textWidth(line, fontSize) <= maxWidth);
    if (fits || fontSize <= smallest) {
      return { fontSize, lines: lines.slice(0, MAX_LINES) };
    }
    fontSize = Math.max(smallest, Math.round(fontSize * 0.9));
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface CaptionLook {
  /** Dark gradient behind the text, for text over a picture. */
  hasScrim: boolean;
  ink: string;
}

const OVER_PICTURE: CaptionLook = { hasScrim: true, ink: '#ffffff' };

/** The SVG of the caption band for an image of this size: optional scrim, soft shadow, the text. */
export function buildCaptionSvg(
  text: string,
  width: number,
  height: number,
  look: CaptionLook = OVER_PICTURE,
): { svg: string; bandHeight: number } {
  const { fontSize, lines } = layoutCaption(text, width, height);
  const lineStep = fontSize * LINE_HEIGHT;
  const padding = Math.max(fontSize * 0.9, height * 0.05);
  const bandHeight = Math.min(
    height,
    Math.round(lines.length * lineStep + padding * (look.hasScrim ? 2.6 : 1.6)),
  );
  const firstBaseline = bandHeight - padding - (lines.length - 1) * lineStep - fontSize * 0.22;
  const shadowOffset = Math.max(1, fontSize * 0.04);
  const tspans = (dy: number) =>
    lines
      .map(
        (line, index) =>
          `<tspan x="${width / 2}" y="${(firstBaseline + index * lineStep + dy).toFixed(1)}">${escapeXml(orderForDisplay(line))}</tspan>`,
      )
      .join('');
  const font = `font-family="${fontFamilyFor(text)}" font-weight="700" font-size="${fontSize}" text-anchor="middle"`;
  const scrim = look.hasScrim
    ? `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.45" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0.62"/></linearGradient></defs><rect width="${width}" height="${bandHeight}" fill="url(#scrim)"/><text ${font} fill="#000" fill-opacity="0.45">${tspans(shadowOffset)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bandHeight}">${scrim}<text ${font} fill="${look.ink}">${tspans(0)}</text></svg>`;
  return { svg, bandHeight };
}

/** Whether the shipped fonts can draw the caption (no Chinese, Japanese, Korean or Indic fonts ship). */
export function canCaption(text: string): boolean {
  return canRenderText(text);
}

/** The caption SVG drawn with the shipped font its script needs. */
export function renderBand(svg: string, text: string): Buffer {
  return new Resvg(svg, {
    font: { fontFiles: fontFilesFor(text), loadSystemFonts: false, defaultFontFamily: 'Inter' },
  })
    .render()
    .asPng();
}

/** The image with the caption burned into its bottom, over a scrim. */
export function addCaption(image: RawImage, text: string): Promise<RawImage> {
  const { svg } = buildCaptionSvg(text, image.width, image.height);
  return compositeOver(image, [{ input: renderBand(svg, text), gravity: 'south' }]);
}

/** The image with a strip of `paper` added below it, holding the caption in dark ink. */
export async function addCaptionStrip(
  image: RawImage,
  text: string,
  paper: string,
): Promise<RawImage> {
  const { svg, bandHeight } = buildCaptionSvg(text, image.width, image.height, {
    hasScrim: false,
    ink: '#2a2622',
  });
  const extended = await applyStep(image, (pipeline) =>
    pipeline.extend({ bottom: bandHeight, background: paper }),
  );
  return compositeOver(extended, [{ input: renderBand(svg, text), gravity: 'south' }]);
}
