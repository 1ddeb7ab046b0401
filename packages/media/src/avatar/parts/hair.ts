import type { AvatarStyle, HairStyle } from '../avatar.types';
import {
  bobHair,
  bunHair,
  curlyLongHair,
  hijab,
  longStraightHair,
  longWavyHair,
  pixieHair,
  tuckedHair,
} from './hair-long';
import {
  afroHair,
  baldHair,
  buzzHair,
  curlyShortHair,
  quiffHair,
  shortHair,
  sidePartHair,
  type HairLayers,
} from './hair-short';
import type { AvatarPaint } from './paint';

const DRAWERS: Readonly<Record<Exclude<HairStyle, 'hijab'>, (paint: AvatarPaint) => HairLayers>> = {
  short: shortHair,
  'side-part': sidePartHair,
  buzz: buzzHair,
  'curly-short': curlyShortHair,
  bald: baldHair,
  quiff: quiffHair,
  afro: afroHair,
  'long-straight': longStraightHair,
  'long-wavy': longWavyHair,
  bob: bobHair,
  bun: bunHair,
  tucked: tuckedHair,
  pixie: pixieHair,
  'curly-long': curlyLongHair,
};

export function drawHair(style: AvatarStyle, paint: AvatarPaint): HairLayers {
  if (style.hairStyle === 'hijab') {
    return hijab(paint.accent, paint.accentShade);
  }
  return DRAWERS[style.hairStyle](paint);
}

/** Styles whose hair or scarf hides the ears. */
export function hidesEars(hairStyle: HairStyle): boolean {
  return hairStyle === 'hijab';
}
