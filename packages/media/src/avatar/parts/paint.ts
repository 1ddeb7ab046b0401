import type { AvatarStyle } from '../avatar.types';
import { darken, lighten, luminance, mixColor } from '../../core/color';

/** Every colour one avatar is drawn with, derived once from its style. */
export interface AvatarPaint {
  skin: string;
  skinShade: string;
  skinLine: string;
  blush: string;
  lip: string;
  mouthInside: string;
  hair: string;
  hairShade: string;
  hairShine: string;
  brow: string;
  eye: string;
  ink: string;
  outfit: string;
  outfitShade: string;
  outfitLine: string;
  accent: string;
  accentShade: string;
}

/** Where the face's features sit, in the 512-unit avatar box. */
export const FACE = {
  centerX: 256,
  eyeY: 228,
  eyeDx: 37,
  browY: 199,
  noseY: 266,
  mouthY: 295,
  chinY: 338,
  earY: 238,
  halfWidth: 84,
} as const;

export function derivePaint(style: AvatarStyle): AvatarPaint {
  const isDeep = luminance(style.skinTone) < 0.2;
  const isLightHair = luminance(style.hairColor) > 0.3;
  return {
    skin: style.skinTone,
    skinShade: darken(style.skinTone, 0.1),
    skinLine: darken(style.skinTone, isDeep ? 0.35 : 0.28),
    blush: mixColor(style.skinTone, '#e0685a', 0.35),
    lip: mixColor(darken(style.skinTone, 0.22), '#b04a4a', isDeep ? 0.2 : 0.4),
    mouthInside: '#5a1f27',
    hair: style.hairColor,
    hairShade: darken(style.hairColor, 0.22),
    hairShine: lighten(style.hairColor, isLightHair ? 0.25 : 0.14),
    brow: isLightHair ? darken(style.hairColor, 0.35) : style.hairColor,
    eye: style.eyeColor,
    ink: '#2a1d18',
    outfit: style.outfitColor,
    outfitShade: darken(style.outfitColor, 0.16),
    outfitLine: darken(style.outfitColor, 0.3),
    accent: style.accentColor,
    accentShade: darken(style.accentColor, 0.12),
  };
}
