import type { MouthPose, MouthShape } from '../avatar.types';
import { FACE, type AvatarPaint } from './paint';

const { centerX: cx, mouthY } = FACE;

/** Open mouths: [half width, upper lip dip, lower lip drop]. */
const OPENINGS: Readonly<Record<Exclude<MouthShape, 0>, readonly [number, number, number]>> = {
  1: [17, 3, 12],
  2: [20, 2, 21],
  3: [22, 1, 30],
};
/** Lips pushed forward: narrow, and taller as the jaw drops. */
const ROUNDED: Readonly<Record<MouthShape, readonly [number, number]>> = {
  0: [10, 8],
  1: [10, 10],
  2: [12, 14],
  3: [13, 18],
};
/** Lips spread over the teeth: wide and shallow. */
const WIDE: Readonly<Record<MouthShape, number>> = { 0: 6, 1: 7, 2: 10, 3: 13 };

/**
 * A mouth for a pose; a bare number is the loudness-only shape of thumbnails and older callers
 * (0 a closed smile, 1–3 an open mouth).
 */
export function drawMouth(
  paint: AvatarPaint,
  pose: MouthPose | MouthShape,
  idPrefix: string,
): string {
  const { viseme, open } = typeof pose === 'number' ? toPose(pose) : pose;
  switch (viseme) {
    case 'closed':
      return pressedLips(paint);
    case 'rounded':
      return roundedLips(paint, ...ROUNDED[open]);
    case 'wide':
      return opening(paint, 24, 1, WIDE[open], idPrefix, 'upper');
    case 'fv':
      return bittenLip(paint, idPrefix);
    case 'open':
    case 'rest':
      if (open === 0) {
        return closedSmile(paint);
      }
      return opening(paint, ...OPENINGS[open], idPrefix, open >= 2 ? 'both' : 'none');
  }
}

function toPose(shape: MouthShape): MouthPose {
  return { viseme: shape === 0 ? 'rest' : 'open', open: shape };
}

function opening(
  paint: AvatarPaint,
  halfWidth: number,
  dip: number,
  drop: number,
  idPrefix: string,
  teeth: 'none' | 'upper' | 'both',
): string {
  const top = mouthY - 4;
  const outline = `M${cx - halfWidth} ${top} Q${cx} ${top + dip * 2} ${cx + halfWidth} ${top} Q${cx} ${top + drop * 2} ${cx - halfWidth} ${top}Z`;
  const id = `${idPrefix}-mouth`;
  const upper =
    teeth === 'none'
      ? ''
      : `<rect x="${cx - halfWidth}" y="${top - 2}" width="${halfWidth * 2}" height="${teeth === 'upper' ? Math.min(9, drop) : drop >= 28 ? 9 : 7}" rx="2" fill="#fbfaf6"/>`;
  const tongue =
    teeth === 'both'
      ? `<ellipse cx="${cx}" cy="${top + drop}" rx="${halfWidth * 0.62}" ry="${drop * 0.32}" fill="#d8707a"/>`
      : '';
  return [
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>`,
    `<path d="${outline}" fill="${paint.mouthInside}"/>`,
    `<g clip-path="url(#${id})">${upper}${tongue}</g>`,
    `<path d="${outline}" fill="none" stroke="${paint.lip}" stroke-width="3.2" stroke-linejoin="round"/>`,
  ].join('');
}

/** m, b, p: the lips pressed into one straight line, slightly fuller than at rest. */
function pressedLips(paint: AvatarPaint): string {
  const y = mouthY - 1;
  return [
    `<path d="M${cx - 17} ${y} Q${cx} ${y + 3} ${cx + 17} ${y}" fill="none" stroke="${paint.lip}" stroke-width="5.4" stroke-linecap="round"/>`,
    `<path d="M${cx - 8} ${y + 9} Q${cx} ${y + 11} ${cx + 8} ${y + 9}" fill="none" stroke="${paint.skinShade}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

/** o, u, w: a small round opening ringed by pushed-out lips. */
function roundedLips(paint: AvatarPaint, halfWidth: number, halfHeight: number): string {
  const cy = mouthY + halfHeight * 0.35;
  return [
    `<ellipse cx="${cx}" cy="${cy}" rx="${halfWidth}" ry="${halfHeight}" fill="${paint.mouthInside}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${halfWidth}" ry="${halfHeight}" fill="none" stroke="${paint.lip}" stroke-width="5"/>`,
  ].join('');
}

/** f, v: the upper teeth resting on the lower lip. */
function bittenLip(paint: AvatarPaint, idPrefix: string): string {
  const top = mouthY - 4;
  const id = `${idPrefix}-mouth`;
  const outline = `M${cx - 19} ${top} Q${cx} ${top + 2} ${cx + 19} ${top} Q${cx} ${top + 14} ${cx - 19} ${top}Z`;
  return [
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>`,
    `<path d="${outline}" fill="${paint.mouthInside}"/>`,
    `<g clip-path="url(#${id})"><rect x="${cx - 19}" y="${top - 2}" width="38" height="8" rx="2" fill="#fbfaf6"/></g>`,
    `<path d="M${cx - 19} ${top} Q${cx} ${top + 2} ${cx + 19} ${top}" fill="none" stroke="${paint.lip}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M${cx - 17} ${top + 6} Q${cx} ${top + 13} ${cx + 17} ${top + 6}" fill="none" stroke="${paint.lip}" stroke-width="4.6" stroke-linecap="round"/>`,
  ].join('');
}

function closedSmile(paint: AvatarPaint): string {
  const left = cx - 20;
  const right = cx + 20;
  const y = mouthY - 3;
  return [
    `<path d="M${left} ${y} Q${cx} ${y + 13} ${right} ${y}" fill="none" stroke="${paint.lip}" stroke-width="4.2" stroke-linecap="round"/>`,
    `<path d="M${cx - 9} ${y + 14} Q${cx} ${y + 17} ${cx + 9} ${y + 14}" fill="none" stroke="${paint.skinShade}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}
