import type { Earrings, FacialHair, Glasses } from '../avatar.types';
import { FACE, type AvatarPaint } from './paint';

const { centerX: cx, eyeY, eyeDx, earY, halfWidth, mouthY } = FACE;

export function drawGlasses(glasses: Glasses, color: string): string {
  if (glasses === 'none') {
    return '';
  }
  const lenses = [-1, 1]
    .map((side) => {
      const x = cx + side * eyeDx;
      const lens =
        glasses === 'round'
          ? `<circle cx="${x}" cy="${eyeY}" r="22"/>`
          : `<rect x="${x - 25}" y="${eyeY - 17}" width="50" height="34" rx="9"/>`;
      return lens;
    })
    .join('');
  const inner = cx - eyeDx + (glasses === 'round' ? 22 : 25);
  const arms = `<path d="M${inner} ${eyeY - 3} Q${cx} ${eyeY - 10} ${2 * cx - inner} ${eyeY - 3} M${cx - eyeDx - 24} ${eyeY - 6} L${cx - halfWidth + 2} ${eyeY - 8} M${cx + eyeDx + 24} ${eyeY - 6} L${cx + halfWidth - 2} ${eyeY - 8}"/>`;
  return `<g fill="#ffffff" fill-opacity="0.14" stroke="${color}" stroke-width="4" stroke-linecap="round">${lenses}${arms}</g>`;
}

export function drawEarrings(earrings: Earrings): string {
  if (earrings === 'none') {
    return '';
  }
  return [-1, 1]
    .map((side) => {
      const x = cx + side * (halfWidth - 2);
      return earrings === 'studs'
        ? `<circle cx="${x}" cy="${earY + 22}" r="4.5" fill="#e2c173" stroke="#b8953f" stroke-width="1.5"/>`
        : `<circle cx="${x}" cy="${earY + 32}" r="9" fill="none" stroke="#d9b45a" stroke-width="3"/>`;
    })
    .join('');
}

/** Drawn before the mouth, so the lips always show through. */
export function drawFacialHair(
  facialHair: FacialHair,
  paint: AvatarPaint,
  headClipId: string,
): string {
  const moustache = `M${cx - 26} ${mouthY - 6} C${cx - 20} ${mouthY - 20} ${cx - 6} ${mouthY - 20} ${cx} ${mouthY - 15} C${cx + 6} ${mouthY - 20} ${cx + 20} ${mouthY - 20} ${cx + 26} ${mouthY - 6} C${cx + 14} ${mouthY - 11} ${cx - 14} ${mouthY - 11} ${cx - 26} ${mouthY - 6}Z`;
  const fullBeard = `M${cx - 86} 222 C${cx - 84} 300 ${cx - 40} 356 ${cx} 358 C${cx + 40} 356 ${cx + 84} 300 ${cx + 86} 222 L${cx + 78} 222 C${cx + 74} 268 ${cx + 50} 290 ${cx + 30} 290 C${cx + 12} 282 ${cx - 12} 282 ${cx - 30} 290 C${cx - 50} 290 ${cx - 74} 268 ${cx - 78} 222Z`;
  const goatee = `M${cx - 22} ${mouthY + 12} C${cx - 22} ${mouthY + 40} ${cx + 22} ${mouthY + 40} ${cx + 22} ${mouthY + 12} C${cx + 10} ${mouthY + 18} ${cx - 10} ${mouthY + 18} ${cx - 22} ${mouthY + 12}Z`;
  const jaw = `M${cx - 88} 250 C${cx - 86} 312 ${cx - 40} 358 ${cx} 360 C${cx + 40} 358 ${cx + 86} 312 ${cx + 88} 250 C${cx + 70} 284 ${cx + 46} 298 ${cx + 28} 298 C${cx + 12} 291 ${cx - 12} 291 ${cx - 28} 298 C${cx - 46} 298 ${cx - 70} 284 ${cx - 88} 250Z`;
  switch (facialHair) {
    case 'none':
      return '';
    case 'stubble':
      return `<g clip-path="url(#${headClipId})" fill="${paint.hair}" fill-opacity="0.2"><path d="${jaw}"/><path d="${moustache}"/></g>`;
    case 'beard':
      return `<path d="${fullBeard}" fill="${paint.hair}"/><path d="${moustache}" fill="${paint.hair}"/>`;
    case 'goatee':
      return `<path d="${goatee}" fill="${paint.hair}"/><path d="${moustache}" fill="${paint.hair}"/>`;
    case 'moustache':
      return `<path d="${moustache}" fill="${paint.hair}"/>`;
  }
}
