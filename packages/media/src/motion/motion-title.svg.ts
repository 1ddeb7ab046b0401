import { luminance } from '../core/color';
import { LANDSCAPE_FRAME, type MotionFrame } from './motion-layout';
import { round1, svgDocument } from './motion-svg';
import type { MotionStyle } from './motion.types';

export const TITLE_FONT_FAMILY = 'Inter, Noto Sans Arabic, Noto Sans Devanagari';
/** Widths are measured once at this size and scaled. */
export const MEASURE_SIZE = 100;
/** The title keeps 110 units clear each side (landscape: 1060 of 1280). */
const SIDE_ROOM = 110;
/** Where the title's middle sits, as a share of the height: higher in a tall frame, over the open sky. */
const centerY = (frame: MotionFrame) => frame.height * (frame.height > frame.width ? 0.3 : 0.36);
const SPACE = 0.27;

export interface TitlePiece {
  svg: string;
  x: number;
  y: number;
  width: number;
  height: number;
  start: number;
  duration: number;
  rise: number;
}

const TIMING: Record<
  MotionStyle,
  { first: number; stagger: number; duration: number; rise: number }
> = {
  calm: { first: 0.5, stagger: 0.24, duration: 1.1, rise: 28 },
  steady: { first: 0.4, stagger: 0.16, duration: 0.8, rise: 36 },
  energetic: { first: 0.25, stagger: 0.09, duration: 0.5, rise: 52 },
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Words set in one or two centred lines, at the largest size up to 96 px that fits. */
export function layoutLines(
  widths: readonly number[],
  frame: MotionFrame = LANDSCAPE_FRAME,
): { lines: number[][]; size: number } {
  const MAX_LINE_WIDTH = frame.width - 2 * SIDE_ROOM;
  const space = SPACE * MEASURE_SIZE;
  const lineWidth = (indexes: number[]) =>
    indexes.reduce((sum, index) => sum + (widths[index] ?? 0), 0) + space * (indexes.length - 1);
  const all = widths.map((_width, index) => index);
  const oneLineSize = Math.min(96, (MAX_LINE_WIDTH / lineWidth(all)) * MEASURE_SIZE);
  if (oneLineSize >= 64 || widths.length < 2) {
    return { lines: [all], size: Math.floor(oneLineSize) };
  }
  let best = { lines: [all], widest: Number.POSITIVE_INFINITY };
  for (let split = 1; split < widths.length; split += 1) {
    const lines = [all.slice(0, split), all.slice(split)];
    const widest = Math.max(...lines.map(lineWidth));
    if (widest < best.widest) {
      best = { lines, widest };
    }
  }
  return {
    lines: best.lines,
    size: Math.floor(Math.min(84, (MAX_LINE_WIDTH / best.widest) * MEASURE_SIZE)),
  };
}

/** Video layers keep even sizes so 4:2:0 chroma lines up with luma. */
function even(value: number): number {
  return Math.ceil(value / 2) * 2;
}

function wordSvg(
  text: string,
  size: number,
  width: number,
  ink: string,
): { svg: string; pad: number; width: number; height: number } {
  const pad = Math.ceil(size * 0.3);
  const imageWidth = even(width + pad * 2);
  const height = even(size * 1.3 + pad * 2);
  const shadow = luminance(ink) > 0.5 ? '#000000' : '#ffffff';
  const common = `x="${pad}" y="${round1(pad + size)}" font-family="${TITLE_FONT_FAMILY}" font-weight="700" font-size="${size}"`;
  const body =
    `<text ${common} fill="${shadow}" opacity="0.42" filter="url(#shadow)" dy="${round1(size * 0.04)}">${escapeXml(text)}</text>` +
    `<text ${common} fill="${ink}">${escapeXml(text)}</text>`;
  const defs = `<filter id="shadow" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="${round1(size * 0.08)}"/></filter>`;
  return { svg: svgDocument(imageWidth, height, body, defs), pad, width: imageWidth, height };
}

/** Each word as its own image with where it lands and when it rises in, then an accent bar. */
export function buildTitlePieces(
  words: readonly string[],
  widths: readonly number[],
  options: { ink: string; accent: string; style: MotionStyle },
  frame: MotionFrame = LANDSCAPE_FRAME,
): TitlePiece[] {
  const { lines, size } = layoutLines(widths, frame);
  const FRAME_WIDTH = frame.width;
  const CENTER_Y = centerY(frame);
  const timing = TIMING[options.style];
  const lineHeight = size * 1.12;
  const firstBaseline = CENTER_Y - ((lines.length - 1) * lineHeight) / 2 + size * 0.36;
  const pieces: TitlePiece[] = [];
  lines.forEach((line, lineIndex) => {
    const scaled = line.map((index) => ((widths[index] ?? 0) * size) / MEASURE_SIZE);
    const total = scaled.reduce((sum, width) => sum + width, 0) + SPACE * size * (line.length - 1);
    let x = (FRAME_WIDTH - total) / 2;
    const baseline = firstBaseline + lineIndex * lineHeight;
    line.forEach((wordIndex, position) => {
      const width = scaled[position] ?? 0;
      const word = wordSvg(words[wordIndex] ?? '', size, width, options.ink);
      pieces.push({
        svg: word.svg,
        x: Math.round(x - word.pad),
        y: Math.round(baseline - size - word.pad),
        width: word.width,
        height: word.height,
        start: timing.first + pieces.length * timing.stagger,
        duration: timing.duration,
        rise: timing.rise,
      });
      x += width + SPACE * size;
    });
  });
  const lastBaseline = firstBaseline + (lines.length - 1) * lineHeight;
  const bar = { width: 96, height: 6 };
  pieces.push({
    svg: svgDocument(
      bar.width,
      bar.height,
      `<rect width="${bar.width}" height="${bar.height}" rx="3" fill="${options.accent}"/>`,
    ),
    x: Math.round((FRAME_WIDTH - bar.width) / 2),
    y: Math.round(lastBaseline + size * 0.42),
    ...bar,
    start: timing.first + pieces.length * timing.stagger + 0.2,
    duration: timing.duration,
    rise: -timing.rise / 2,
  });
  return pieces;
}
