import type { AvatarDesign, AvatarLayout, Box } from '../frames/talking-frame.types';
import type { CaptionStyle } from '@orato/shared';
import {
  buildCaptionCues,
  buildWordCaptionCues,
  type CaptionCue,
  type WordCaptionCue,
} from './captions';
import type { WordTiming } from '../speech/speech-timing';
import { fontFamilyFor, orderForDisplay } from '../text/fonts';
import { escapeXml, measureTextWidth, measureTextWidths } from '../text/text-measure';

/** A caption as drawn: a classic line, or a group of words with the spoken one highlighted. */
export type CaptionContent = CaptionCue | WordCaptionCue;

const CLASSIC_WEIGHT = 600;
const WORD_WEIGHT = 700;
const CLASSIC_BOX_HEIGHT = 62;
const CLASSIC_PADDING = 28;
const SPOKEN_COLOR = '#ffd84d';
const INK = '#0b1020';
const RIGHT_TO_LEFT = /\p{Script=Arabic}/u;

const isWordCue = (cue: CaptionContent): cue is WordCaptionCue => 'words' in cue;

/** Measures every caption's text in one go, so drawing them later finds their widths known. */
export function measureCaptionContents(
  cues: readonly CaptionContent[],
  design: AvatarDesign,
): void {
  const words = cues.filter(isWordCue).flatMap((cue) => cue.words);
  if (words.length) {
    measureTextWidths(words, { fontSize: design.word.fontSize, fontWeight: WORD_WEIGHT });
  }
  const lines = cues.filter((cue) => !isWordCue(cue)).map((cue) => cue.text);
  if (lines.length) {
    measureTextWidths(lines, { fontSize: design.classic.fontSize, fontWeight: CLASSIC_WEIGHT });
  }
}

/** One placed word of a word caption, in design units; `y` is its baseline. */
export interface PlacedWord {
  text: string;
  x: number;
  y: number;
  width: number;
  isSpoken: boolean;
}

export interface WordCaptionLayout {
  fontSize: number;
  words: PlacedWord[];
  /** What the words cover, with the highlight's padding. */
  box: Box;
}

/**
 * Where each word of a word caption goes: lines filled greedily to the design's width, centred
 * on the caption's centre; a group too wide for its lines is drawn smaller rather than cut.
 * Right-to-left text runs from the right. Pure: the widths are measured at the design's size.
 */
export function layoutWordCaption(
  words: readonly string[],
  widths: readonly number[],
  active: number,
  design: AvatarDesign,
  isRightToLeft = false,
): WordCaptionLayout {
  const { maxTextWidth, maxLines, lineHeight } = design.word;
  let fontSize = design.word.fontSize;
  let scale = 1;
  let lines = breakLines(widths, fontSize, maxTextWidth);
  while (lines.length > maxLines || lines.some((line) => line.width > maxTextWidth)) {
    scale *= 0.9;
    fontSize = design.word.fontSize * scale;
    lines = breakLines(
      widths.map((width) => width * scale),
      fontSize,
      maxTextWidth,
    );
  }
  const step = lineHeight * scale;
  const center = design.captionCenter;
  const firstBaseline = center.y - ((lines.length - 1) * step) / 2 + fontSize * 0.36;
  const placed: PlacedWord[] = [];
  lines.forEach((line, row) => {
    let x = center.x - line.width / 2;
    const order = isRightToLeft ? [...line.indices].reverse() : line.indices;
    for (const index of order) {
      const width = (widths[index] ?? 0) * scale;
      placed.push({
        text: words[index] ?? '',
        x,
        y: firstBaseline + row * step,
        width,
        isSpoken: index === active,
      });
      x += width + spaceWidth(fontSize);
    }
  });
  const pad = highlightPadding(fontSize);
  const left = Math.min(...placed.map((word) => word.x)) - pad;
  const right = Math.max(...placed.map((word) => word.x + word.width)) + pad;
  const top = firstBaseline - fontSize * 0.86 - pad / 2;
  const bottom = firstBaseline + (lines.length - 1) * step + fontSize * 0.3 + pad / 2;
  return {
    fontSize,
    words: placed,
    box: { x: left, y: top, width: right - left, height: bottom - top },
  };
}

const spaceWidth = (fontSize: number) => fontSize * 0.3;
const highlightPadding = (fontSize: number) => fontSize * 0.18;

function breakLines(
  widths: readonly number[],
  fontSize: number,
  maxWidth: number,
): { indices: number[]; width: number }[] {
  const lines: { indices: number[]; width: number }[] = [];
  for (const [index, width] of widths.entries()) {
    const line = lines.at(-1);
    const widened = line ? line.width + spaceWidth(fontSize) + width : width;
    if (line && widened <= maxWidth) {
      line.indices.push(index);
      line.width = widened;
    } else {
      lines.push({ indices: [index], width });
    }
  }
  return lines;
}

/** The classic caption's box (dark, rounded) in design units, and its font size. */
export function classicCaptionBox(
  text: string,
  design: AvatarDesign,
): { box: Box; fontSize: number } {
  const base = design.classic.fontSize;
  const textWidth = measureTextWidth(text, { fontSize: base, fontWeight: CLASSIC_WEIGHT });
  // a caption wider than the frame is shrunk rather than cut
  const fontSize = Math.min(base, (base * design.classic.maxTextWidth) / Math.max(1, textWidth));
  const width = (textWidth * fontSize) / base + 2 * CLASSIC_PADDING;
  const { x, y } = design.captionCenter;
  return {
    fontSize,
    box: { x: x - width / 2, y: y - CLASSIC_BOX_HEIGHT / 2, width, height: CLASSIC_BOX_HEIGHT },
  };
}

/** Where a caption's ink goes, in design units: what the tests hold inside the safe area. */
export function captionBoxOf(cue: CaptionContent, design: AvatarDesign): Box {
  return isWordCue(cue) ? wordLayoutOf(cue, design).box : classicCaptionBox(cue.text, design).box;
}

function wordLayoutOf(cue: WordCaptionCue, design: AvatarDesign): WordCaptionLayout {
  const style = { fontSize: design.word.fontSize, fontWeight: WORD_WEIGHT };
  const widths = cue.words.map((word) => measureTextWidth(word, style));
  return layoutWordCaption(cue.words, widths, cue.active, design, RIGHT_TO_LEFT.test(cue.text));
}

/** The caption's SVG elements, in design units of the frame. */
export function captionElements(cue: CaptionContent, design: AvatarDesign): string {
  return isWordCue(cue)
    ? wordCaptionElements(cue, design)
    : classicCaptionElements(cue.text, design);
}

function classicCaptionElements(text: string, design: AvatarDesign): string {
  const { box, fontSize } = classicCaptionBox(text, design);
  const { x, y } = design.captionCenter;
  return [
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="14" fill="${INK}" fill-opacity="0.78"/>`,
    `<text x="${x}" y="${y + fontSize * 0.36}" text-anchor="middle" font-family="${fontFamilyFor(text)}" font-size="${fontSize.toFixed(1)}" font-weight="${CLASSIC_WEIGHT}" fill="#ffffff">${escapeXml(orderForDisplay(text))}</text>`,
  ].join('');
}

/**
 * Large white words with a dark outline (legible on any picture, no box hiding the presenter);
 * the spoken word yellow on a dark pill.
 */
function wordCaptionElements(cue: WordCaptionCue, design: AvatarDesign): string {
  const layout = wordLayoutOf(cue, design);
  const { fontSize } = layout;
  const pad = highlightPadding(fontSize);
  return layout.words
    .map((word) => {
      const family = fontFamilyFor(word.text);
      const pill = word.isSpoken
        ? `<rect x="${(word.x - pad).toFixed(1)}" y="${(word.y - fontSize * 0.86).toFixed(1)}" width="${(word.width + 2 * pad).toFixed(1)}" height="${(fontSize * 1.16).toFixed(1)}" rx="${(fontSize * 0.22).toFixed(1)}" fill="${INK}" fill-opacity="0.82"/>`
        : '';
      return `${pill}<text x="${word.x.toFixed(1)}" y="${word.y.toFixed(1)}" font-family="${family}" font-size="${fontSize.toFixed(1)}" font-weight="${WORD_WEIGHT}" fill="${word.isSpoken ? SPOKEN_COLOR : '#ffffff'}" stroke="${INK}" stroke-width="${(fontSize * 0.1).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${escapeXml(orderForDisplay(word.text))}</text>`;
    })
    .join('');
}

/**
 * One caption on a transparent band (the caption rows only, at the frame's pixel size), for
 * engines that draw the rest of the picture themselves; empty without a caption.
 */
export function captionBandSvg(cue: CaptionContent | undefined, layout: AvatarLayout): string {
  const { design, frame } = layout;
  const { top, height } = design.captionBand;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${height * frame.scale}" viewBox="0 ${top} ${design.width} ${height}">`,
    cue ? captionElements(cue, design) : '',
    '</svg>',
  ].join('');
}

/**
 * A talking video's captions: the classic lines (the WebVTT file, whatever is burned in) and the
 * cues to burn in, in the chosen style; classic lines are cut to fit the frame's width.
 */
export function captionTracks(
  script: string,
  speech: { words: readonly WordTiming[]; durationSeconds: number },
  design: AvatarDesign,
  style: CaptionStyle,
): { lines: CaptionCue[]; burned: CaptionContent[] } {
  const lines = buildCaptionCues(
    script,
    speech.words,
    speech.durationSeconds,
    design.classic.limits,
  );
  const burned =
    style === 'word'
      ? buildWordCaptionCues(script, speech.words, speech.durationSeconds, design.word.limits)
      : lines;
  return { lines, burned };
}
