import type { Gender } from '../../core/presenter.types';
import type { FaceShape } from '../avatar.types';
import { FACE, type AvatarPaint } from './paint';

const { centerX: cx, eyeY, eyeDx, browY, noseY, chinY, earY, halfWidth } = FACE;

/** Per face shape: [cheek half-width, how low the jaw stays wide, how flat the chin is]. */
const JAW: Readonly<Record<FaceShape, readonly [number, number, number]>> = {
  oval: [84, 284, 40],
  round: [87, 300, 54],
  square: [86, 316, 60],
};

export function headPath(shape: FaceShape): string {
  const [cheek, jawY, chin] = JAW[shape];
  const left = cx - cheek;
  const right = cx + cheek;
  return [
    `M${cx} 104`,
    `C${cx + 58} 104 ${right} 146 ${right} 214`,
    `C${right} ${jawY} ${cx + chin} ${chinY} ${cx} ${chinY}`,
    `C${cx - chin} ${chinY} ${left} ${jawY} ${left} 214`,
    `C${left} 146 ${cx - 58} 104 ${cx} 104Z`,
  ].join(' ');
}

export function drawHead(shape: FaceShape, paint: AvatarPaint): string {
  return `<path d="${headPath(shape)}" fill="${paint.skin}"/>`;
}

export function drawEars(paint: AvatarPaint): string {
  return [-1, 1]
    .map((side) => {
      const x = cx + side * (halfWidth - 2);
      const inner = `M${x + side * 4} ${earY - 10} q${side * 7} 8 ${side * 1} 20`;
      return (
        `<ellipse cx="${x}" cy="${earY}" rx="14" ry="23" fill="${paint.skin}"/>` +
        `<path d="${inner}" fill="none" stroke="${paint.skinShade}" stroke-width="3" stroke-linecap="round"/>`
      );
    })
    .join('');
}

/** Open eyes: white, iris, pupil, highlight, and a lid line; closed eyes: a lash curve. */
export function drawEyes(
  paint: AvatarPaint,
  gender: Gender,
  isOpen: boolean,
  idPrefix: string,
): string {
  return [-1, 1]
    .map((side) => {
      const x = cx + side * eyeDx;
      if (!isOpen) {
        return `<path d="M${x - 15} ${eyeY} Q${x} ${eyeY + 8} ${x + 15} ${eyeY}" fill="none" stroke="${paint.ink}" stroke-width="3.2" stroke-linecap="round"/>`;
      }
      const id = `${idPrefix}-eye${side}`;
      const shape = `M${x - 15} ${eyeY} C${x - 9} ${eyeY - 10} ${x + 9} ${eyeY - 10} ${x + 15} ${eyeY} C${x + 9} ${eyeY + 8} ${x - 9} ${eyeY + 8} ${x - 15} ${eyeY}Z`;
      const lash =
        gender === 'female'
          ? `<path d="M${x + side * 14} ${eyeY - 1} l${side * 6} -5" stroke="${paint.ink}" stroke-width="2.6" stroke-linecap="round"/>`
          : '';
      return [
        `<clipPath id="${id}"><path d="${shape}"/></clipPath>`,
        `<path d="${shape}" fill="#fbfaf8"/>`,
        `<g clip-path="url(#${id})">`,
        `<circle cx="${x}" cy="${eyeY}" r="8.6" fill="${paint.eye}"/>`,
        `<circle cx="${x}" cy="${eyeY}" r="4.3" fill="#17110e"/>`,
        `<circle cx="${x - 2.6}" cy="${eyeY - 3}" r="2.3" fill="#ffffff"/>`,
        `</g>`,
        `<path d="M${x - 15} ${eyeY} C${x - 9} ${eyeY - 10} ${x + 9} ${eyeY - 10} ${x + 15} ${eyeY}" fill="none" stroke="${paint.ink}" stroke-width="2.6" stroke-linecap="round"/>`,
        lash,
      ].join('');
    })
    .join('');
}

/** Raised brows lift about 6 units and arch a little more, as when stressing a word. */
export function drawBrows(paint: AvatarPaint, gender: Gender, isRaised = false): string {
  const width = gender === 'female' ? 4.2 : 6;
  const y = isRaised ? browY - 6 : browY;
  const arch = isRaised ? 9 : 7;
  return [-1, 1]
    .map((side) => {
      const inner = cx + side * 21;
      const outer = cx + side * 54;
      return `<path d="M${inner} ${y + 2} Q${cx + side * 36} ${y - arch} ${outer} ${y + 1}" fill="none" stroke="${paint.brow}" stroke-width="${width}" stroke-linecap="round"/>`;
    })
    .join('');
}

export function drawNose(paint: AvatarPaint): string {
  return `<path d="M${cx - 3} ${eyeY + 14} C${cx - 6} ${noseY - 16} ${cx - 12} ${noseY - 4} ${cx - 6} ${noseY} Q${cx} ${noseY + 3} ${cx + 7} ${noseY - 1}" fill="none" stroke="${paint.skinLine}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function drawCheeks(paint: AvatarPaint): string {
  return [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${cx + side * 50}" cy="${noseY + 4}" rx="15" ry="9" fill="${paint.blush}" fill-opacity="0.22"/>`,
    )
    .join('');
}
