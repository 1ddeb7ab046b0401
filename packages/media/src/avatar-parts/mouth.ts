import type { MouthShape } from '../avatar-types';
import { FACE, type AvatarPaint } from './paint';

const { centerX: cx, mouthY } = FACE;

/** Open mouths: [half width, upper lip dip, lower lip drop]. */
const OPENINGS: Readonly<Record<Exclude<MouthShape, 0>, readonly [number, number, number]>> = {
  1: [17, 3, 12],
  2: [20, 2, 21],
  3: [22, 1, 30],
};

export function drawMouth(paint: AvatarPaint, shape: MouthShape, idPrefix: string): string {
  if (shape === 0) {
    return closedSmile(paint);
  }
  const [halfWidth, dip, drop] = OPENINGS[shape];
  const top = mouthY - 4;
  const outline = `M${cx - halfWidth} ${top} Q${cx} ${top + dip * 2} ${cx + halfWidth} ${top} Q${cx} ${top + drop * 2} ${cx - halfWidth} ${top}Z`;
  const id = `${idPrefix}-mouth`;
  const teeth =
    shape >= 2
      ? `<rect x="${cx - halfWidth}" y="${top - 2}" width="${halfWidth * 2}" height="${shape === 3 ? 9 : 7}" rx="2" fill="#fbfaf6"/>`
      : '';
  const tongue =
    shape >= 2
      ? `<ellipse cx="${cx}" cy="${top + drop}" rx="${halfWidth * 0.62}" ry="${drop * 0.32}" fill="#d8707a"/>`
      : '';
  return [
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>`,
    `<path d="${outline}" fill="${paint.mouthInside}"/>`,
    `<g clip-path="url(#${id})">${teeth}${tongue}</g>`,
    `<path d="${outline}" fill="none" stroke="${paint.lip}" stroke-width="3.2" stroke-linejoin="round"/>`,
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
