import { renderAvatarFigure, type AvatarPose, type FigurePart } from './avatar/avatar-svg';
import type { Avatar } from './avatar/avatar.types';
import { lighten } from './color';
import { fontFamilyFor, orderForDisplay, UI_FONT_FAMILY } from './fonts';
import { escapeXml, measureTextWidth, measureTextWidths } from './text-measure';

export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;

/**
 * The rows where captions sit. Nothing in them moves with the mouth or eyes, so one rendering of
 * the band per caption can be pasted over every pose. Even rows, for 4:2:0 chroma.
 */
export const CAPTION_BAND = { top: 600, height: 120 } as const;

/**
 * The box, in frame pixels, of the layer that moves with the head: from above the top edge (so
 * a nod never uncovers the hair's top) to below the longest hair and beard; a headscarf's drape
 * moves too, so its box reaches the bottom. Even numbers, for 4:2:0 chroma.
 */
export function headSpriteBox(avatar: Avatar): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  return { x: 400, y: -12, width: 480, height: avatar.style.hairStyle === 'hijab' ? 732 : 500 };
}

/** Where the 512-unit avatar box sits in the frame: head high, chest cut by the bottom edge. */
const FIGURE = { x: 640 - 256 * 1.45, y: -46, scale: 1.45 } as const;
const CAPTION_STYLE = { fontSize: 32, fontWeight: 600 } as const;

export interface SceneOptions {
  /** Subtitle line of the name card, e.g. the voice's language. */
  tagline: string;
  caption?: string;
  /**
   * The whole frame; the frame without the moving head (`still`); or only the caption band's
   * rows (`band`).
   */
  layer?: 'frame' | 'still' | 'band';
}

/** Measures all captions in one go, so drawing their bands later finds their widths known. */
export function measureCaptions(captions: readonly string[]): void {
  measureTextWidths(captions, CAPTION_STYLE);
}

export function renderSceneSvg(avatar: Avatar, pose: AvatarPose, options: SceneOptions): string {
  const layer = options.layer ?? 'frame';
  const isBand = layer === 'band';
  const height = isBand ? CAPTION_BAND.height : VIDEO_HEIGHT;
  const top = isBand ? CAPTION_BAND.top : 0;
  const part: FigurePart = layer === 'frame' ? 'all' : layer;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${height}" viewBox="0 ${top} ${VIDEO_WIDTH} ${height}">`,
    backdrop(avatar.style.sceneColors),
    `<g transform="translate(${FIGURE.x} ${FIGURE.y}) scale(${FIGURE.scale})">${renderAvatarFigure(avatar, pose, part)}</g>`,
    isBand ? '' : nameCard(avatar.name, options.tagline, avatar.style.sceneColors[1]),
    options.caption ? captionBox(options.caption) : '',
    '</svg>',
  ].join('');
}

/** The moving layer alone, on a transparent canvas the size of `headSpriteBox`. */
export function renderHeadSpriteSvg(avatar: Avatar, pose: AvatarPose): string {
  const { x, y, width, height } = headSpriteBox(avatar);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">`,
    `<g transform="translate(${FIGURE.x} ${FIGURE.y}) scale(${FIGURE.scale})">${renderAvatarFigure(avatar, pose, 'head')}</g>`,
    '</svg>',
  ].join('');
}

function backdrop([deep, light]: readonly [string, string]): string {
  return [
    '<defs>',
    `<linearGradient id="set" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${light}"/></linearGradient>`,
    `<radialGradient id="spot"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${VIDEO_WIDTH}" height="${VIDEO_HEIGHT}" fill="url(#set)"/>`,
    '<circle cx="1140" cy="96" r="250" fill="#ffffff" fill-opacity="0.05"/>',
    '<circle cx="1140" cy="96" r="330" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/>',
    '<circle cx="90" cy="690" r="210" fill="#ffffff" fill-opacity="0.04"/>',
    `<path d="M0 560 C260 500 420 620 640 580 C860 540 1040 470 1280 520 L1280 720 L0 720Z" fill="${deep}" fill-opacity="0.28"/>`,
    '<ellipse cx="640" cy="330" rx="420" ry="320" fill="url(#spot)"/>',
  ].join('');
}

/** The lower third: who is speaking, in which language. */
function nameCard(name: string, tagline: string, accent: string): string {
  const nameWidth = measureTextWidth(name, { fontSize: 30, fontWeight: 700 });
  const width =
    Math.max(nameWidth, measureTextWidth(tagline, { fontSize: 17, fontWeight: 600 })) + 66;
  const [x, y] = [48, 500];
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="84" rx="14" fill="#ffffff" fill-opacity="0.94"/>`,
    `<rect x="${x + 18}" y="${y + 18}" width="5" height="48" rx="2.5" fill="${lighten(accent, 0.1)}"/>`,
    `<text x="${x + 38}" y="${y + 40}" font-family="${UI_FONT_FAMILY}" font-size="30" font-weight="700" fill="#172033">${escapeXml(name)}</text>`,
    `<text x="${x + 38}" y="${y + 66}" font-family="${UI_FONT_FAMILY}" font-size="17" font-weight="600" fill="#5b6478">${escapeXml(tagline)}</text>`,
  ].join('');
}

/**
 * One caption on a transparent band (the caption rows only), for engines that draw the rest of
 * the picture themselves: the photo avatars' captions look like the drawn avatars'.
 */
export function renderCaptionBandSvg(caption: string): string {
  const { top, height } = CAPTION_BAND;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIDEO_WIDTH}" height="${height}" viewBox="0 ${top} ${VIDEO_WIDTH} ${height}">${captionBox(caption)}</svg>`;
}

/** The caption's dark rounded box and its text, in frame coordinates, inside the caption band. */
export function captionBox(caption: string): string {
  const textWidth = measureTextWidth(caption, CAPTION_STYLE);
  const baseSize = CAPTION_STYLE.fontSize;
  // a caption wider than the frame is shrunk rather than cut
  const fontSize = Math.min(baseSize, (baseSize * 1120) / Math.max(1, textWidth));
  const width = (textWidth * fontSize) / baseSize + 56;
  const centerY = CAPTION_BAND.top + 62;
  return [
    `<rect x="${640 - width / 2}" y="${centerY - 31}" width="${width}" height="62" rx="14" fill="#0b1020" fill-opacity="0.78"/>`,
    `<text x="640" y="${centerY + fontSize * 0.36}" text-anchor="middle" font-family="${fontFamilyFor(caption)}" font-size="${fontSize.toFixed(1)}" font-weight="600" fill="#ffffff">${escapeXml(orderForDisplay(caption))}</text>`,
  ].join('');
}
