import { renderAvatarFigure, type AvatarPose, type FigurePart } from './avatar-svg';
import type { Avatar } from './avatar.types';
import { lighten } from '../core/color';
import { UI_FONT_FAMILY } from '../text/fonts';
import { escapeXml, measureTextWidth } from '../text/text-measure';

import { avatarLayout, headBox } from './avatar-layout';
import type { AvatarDesign, AvatarLayout, Box } from '../frames/talking-frame.types';
import {
  captionBandSvg,
  captionElements,
  measureCaptionContents,
  type CaptionContent,
} from '../captions/caption-art';

/** The landscape 720p frame every talking video was made at before formats; still the default. */
export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;

const LANDSCAPE = avatarLayout();

/**
 * The landscape frame's caption rows. Nothing in them moves with the mouth or eyes, so one
 * rendering of the band per caption can be pasted over every pose. Even rows, for 4:2:0 chroma.
 */
export const CAPTION_BAND = LANDSCAPE.design.captionBand;

/**
 * The box, in frame pixels, of the layer that moves with the head: from above the top edge (so
 * a nod never uncovers the hair's top) to below the longest hair and beard; a headscarf's drape
 * moves too, so its box reaches the bottom. Even numbers, for 4:2:0 chroma.
 */
export function headSpriteBox(avatar: Avatar, layout: AvatarLayout = LANDSCAPE): Box {
  return pixelBox(headBox(layout.design, avatar.style.hairStyle === 'hijab'), layout.frame.scale);
}

function pixelBox(box: Box, scale: number): Box {
  return {
    x: Math.round(box.x * scale),
    y: Math.round(box.y * scale),
    width: Math.round(box.width * scale),
    height: Math.round(box.height * scale),
  };
}

export interface SceneOptions {
  /** Subtitle line of the name card, e.g. the voice's language. */
  tagline: string;
  caption?: CaptionContent | string;
  /**
   * The whole frame; the frame without the moving head (`still`); or only the caption band's
   * rows (`band`).
   */
  layer?: 'frame' | 'still' | 'band';
  /** The frame's shape and size; the landscape 720p frame unless set. */
  layout?: AvatarLayout;
}

/** Measures all captions in one go, so drawing their bands later finds their widths known. */
export function measureCaptions(
  captions: readonly CaptionContent[],
  layout: AvatarLayout = LANDSCAPE,
): void {
  measureCaptionContents(captions, layout.design);
}

export function renderSceneSvg(avatar: Avatar, pose: AvatarPose, options: SceneOptions): string {
  const layout = options.layout ?? LANDSCAPE;
  const { design, frame } = layout;
  const layer = options.layer ?? 'frame';
  const isBand = layer === 'band';
  const height = isBand ? design.captionBand.height : design.height;
  const top = isBand ? design.captionBand.top : 0;
  const part: FigurePart = layer === 'frame' ? 'all' : layer;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${height * frame.scale}" viewBox="0 ${top} ${design.width} ${height}">`,
    backdrop(avatar.style.sceneColors, design),
    `<g transform="${figureTransform(design)}">${renderAvatarFigure(avatar, pose, part)}</g>`,
    isBand ? '' : nameCard(avatar.name, options.tagline, avatar.style.sceneColors[1], design),
    options.caption ? captionElements(asCue(options.caption), design) : '',
    '</svg>',
  ].join('');
}

/** The moving layer alone, on a transparent canvas the size of `headSpriteBox`. */
export function renderHeadSpriteSvg(
  avatar: Avatar,
  pose: AvatarPose,
  layout: AvatarLayout = LANDSCAPE,
): string {
  const { x, y, width, height } = headBox(layout.design, avatar.style.hairStyle === 'hijab');
  const pixels = headSpriteBox(avatar, layout);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="${x} ${y} ${width} ${height}">`,
    `<g transform="${figureTransform(layout.design)}">${renderAvatarFigure(avatar, pose, 'head')}</g>`,
    '</svg>',
  ].join('');
}

function figureTransform({ figure }: AvatarDesign): string {
  return `translate(${figure.x} ${figure.y}) scale(${figure.scale})`;
}

/** The set: a diagonal gradient, soft circles in two corners, a wave low down, light behind the head. */
function backdrop([deep, light]: readonly [string, string], design: AvatarDesign): string {
  const { width: w, height: h, spot } = design;
  const wave = `M0 ${h - 160} C${w * 0.203125} ${h - 220} ${w * 0.328125} ${h - 100} ${w / 2} ${h - 140} C${w * 0.671875} ${h - 180} ${w * 0.8125} ${h - 250} ${w} ${h - 200} L${w} ${h} L0 ${h}Z`;
  return [
    '<defs>',
    `<linearGradient id="set" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${light}"/></linearGradient>`,
    `<radialGradient id="spot"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#set)"/>`,
    `<circle cx="${w - 140}" cy="96" r="250" fill="#ffffff" fill-opacity="0.05"/>`,
    `<circle cx="${w - 140}" cy="96" r="330" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/>`,
    `<circle cx="90" cy="${h - 30}" r="210" fill="#ffffff" fill-opacity="0.04"/>`,
    `<path d="${wave}" fill="${deep}" fill-opacity="0.28"/>`,
    `<ellipse cx="${spot.cx}" cy="${spot.cy}" rx="${spot.rx}" ry="${spot.ry}" fill="url(#spot)"/>`,
  ].join('');
}

/** The name card: who is speaking, in which language. */
function nameCard(name: string, tagline: string, accent: string, design: AvatarDesign): string {
  const nameWidth = measureTextWidth(name, { fontSize: 30, fontWeight: 700 });
  const width =
    Math.max(nameWidth, measureTextWidth(tagline, { fontSize: 17, fontWeight: 600 })) + 66;
  const { x, y, scale } = design.nameCard;
  return [
    `<g transform="translate(${x} ${y}) scale(${scale})">`,
    `<rect x="0" y="0" width="${width}" height="84" rx="14" fill="#ffffff" fill-opacity="0.94"/>`,
    `<rect x="18" y="18" width="5" height="48" rx="2.5" fill="${lighten(accent, 0.1)}"/>`,
    `<text x="38" y="40" font-family="${UI_FONT_FAMILY}" font-size="30" font-weight="700" fill="#172033">${escapeXml(name)}</text>`,
    `<text x="38" y="66" font-family="${UI_FONT_FAMILY}" font-size="17" font-weight="600" fill="#5b6478">${escapeXml(tagline)}</text>`,
    '</g>',
  ].join('');
}

/**
 * One caption on a transparent band (the caption rows only), for engines that draw the rest of
 * the picture themselves: the photo avatars' captions look like the drawn avatars'.
 */
export function renderCaptionBandSvg(
  caption: CaptionContent | string,
  layout: AvatarLayout = LANDSCAPE,
): string {
  return captionBandSvg(asCue(caption), layout);
}

/** A caption given as its text alone is a classic one. */
export function asCue(caption: CaptionContent | string): CaptionContent {
  return typeof caption === 'string' ? { start: 0, end: 0, text: caption } : caption;
}
