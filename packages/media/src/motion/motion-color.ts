/** Hue arithmetic over `#rrggbb`, so a negative prompt can steer a palette away from a colour. */
import type { HueBand } from './motion.types';

export interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

export function hexToHsl(hex: string): Hsl {
  const value = Number.parseInt(hex.slice(1), 16);
  const red = ((value >> 16) & 255) / 255;
  const green = ((value >> 8) & 255) / 255;
  const blue = (value & 255) / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) {
    return { hue: 0, saturation: 0, lightness };
  }
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === red) {
    hue = ((green - blue) / chroma) % 6;
  } else if (max === green) {
    hue = (blue - red) / chroma + 2;
  } else {
    hue = (red - green) / chroma + 4;
  }
  return { hue: (hue * 60 + 360) % 360, saturation, lightness };
}

export function hslToHex({ hue, saturation, lightness }: Hsl): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const sector = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [red, green, blue] =
    sector < 1
      ? [chroma, second, 0]
      : sector < 2
        ? [second, chroma, 0]
        : sector < 3
          ? [0, chroma, second]
          : sector < 4
            ? [0, second, chroma]
            : sector < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const offset = lightness - chroma / 2;
  const toByte = (channel: number) =>
    Math.max(0, Math.min(255, Math.round((channel + offset) * 255)));
  return `#${((1 << 24) | (toByte(red) << 16) | (toByte(green) << 8) | toByte(blue)).toString(16).slice(1)}`;
}

/** Signed shortest distance from `from` to `to` around the colour wheel (-180 … 180). */
export function hueDelta(from: number, to: number): number {
  return ((to - from + 540) % 360) - 180;
}

/** Whether a colour reads as the given hue: close enough on the wheel and not a grey. */
export function isNearHue(hex: string, hue: number, width: number): boolean {
  const hsl = hexToHsl(hex);
  return hsl.saturation > 0.18 && Math.abs(hueDelta(hue, hsl.hue)) < width;
}

/** Turns a colour that reads as `hue` to just outside that hue's band, keeping its lightness. */
export function avoidHue(hex: string, hue: number, width: number): string {
  if (!isNearHue(hex, hue, width)) {
    return hex;
  }
  const hsl = hexToHsl(hex);
  const side = hueDelta(hue, hsl.hue) >= 0 ? 1 : -1;
  return hslToHex({ ...hsl, hue: hue + side * (width + 12) });
}

/** A colour turned out of every band the negative prompt rules out. */
export function steerColor(hex: string, avoided: readonly HueBand[]): string {
  return avoided.reduce((current, band) => avoidHue(current, band.hue, band.width), hex);
}
