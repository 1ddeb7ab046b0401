import { luminance, mixColor } from '../core/color';
import { steerColor } from './motion-color';
import { PALETTES } from './motion-palettes.data';
import { COLOR_WORDS, type ThemeRule } from './motion-words.data';
import type { HueBand, MotionPalette } from './motion.types';

/** The hue bands of the colour words a negative prompt names. */
export function avoidedHues(unwanted: readonly string[]): HueBand[] {
  return unwanted.flatMap((name) => {
    const color = COLOR_WORDS[name];
    return color ? [{ hue: color.hue, width: color.width }] : [];
  });
}

/** Tints towards colours the prompt names, then turns away from colours the negative prompt names. */
export function adjustPalette(
  base: Omit<MotionPalette, 'ink'>,
  wanted: string[],
  unwanted: string[],
): MotionPalette {
  let palette: Omit<MotionPalette, 'ink'> = { ...base, terrain: [...base.terrain] };
  for (const name of wanted) {
    const color = COLOR_WORDS[name];
    if (color) {
      palette = {
        ...palette,
        accent: color.hex,
        glow: mixColor(palette.glow, color.hex, 0.45),
        skyMiddle: mixColor(palette.skyMiddle, color.hex, 0.4),
      };
    }
  }
  const avoided = avoidedHues(unwanted);
  const steer = (hex: string) => steerColor(hex, avoided);
  const { terrain, ...singles } = palette;
  const steered = Object.fromEntries(
    Object.entries(singles).map(([key, hex]) => [key, steer(hex)]),
  ) as Omit<MotionPalette, 'ink' | 'terrain'>;
  const titleBackdrop = mixColor(steered.skyTop, steered.skyMiddle, 0.6);
  return {
    ...steered,
    terrain: [steer(terrain[0]), steer(terrain[1]), steer(terrain[2])],
    ink: luminance(titleBackdrop) > 0.42 ? mixColor(steered.skyTop, '#000000', 0.55) : '#ffffff',
  };
}

/** Sand stays sandy and water watery under any light: terrain blends the theme's material in. */
export function withMaterial(
  palette: Omit<MotionPalette, 'ink'>,
  rule: ThemeRule,
): Omit<MotionPalette, 'ink'> {
  const material = rule.material;
  if (!material) {
    return palette;
  }
  const share = palette === PALETTES[rule.palette] ? 1 : material.share;
  const blend = (index: 0 | 1 | 2) =>
    mixColor(palette.terrain[index], material.terrain[index], share);
  return { ...palette, terrain: [blend(0), blend(1), blend(2)] };
}
