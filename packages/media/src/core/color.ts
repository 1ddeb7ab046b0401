/** Small colour helpers over `#rrggbb` strings, so palettes can derive shades instead of listing them. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(red: number, green: number, blue: number): string {
  const clamp = (channel: number) => Math.max(0, Math.min(255, Math.round(channel)));
  return `#${((1 << 24) | (clamp(red) << 16) | (clamp(green) << 8) | clamp(blue)).toString(16).slice(1)}`;
}

/** `from` moved towards `to` by `amount` (0 keeps `from`, 1 gives `to`). */
export function mixColor(from: string, to: string, amount: number): string {
  const [r1, g1, b1] = channels(from);
  const [r2, g2, b2] = channels(to);
  return toHex(r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount);
}

export function darken(hex: string, amount: number): string {
  return mixColor(hex, '#000000', amount);
}

export function lighten(hex: string, amount: number): string {
  return mixColor(hex, '#ffffff', amount);
}

/** Relative luminance (0 black … 1 white), to pick readable ink over a colour. */
export function luminance(hex: string): number {
  const linear = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** Straight-line distance between two colours in RGB space (0 … 441). */
export function colorDistance(first: string, second: string): number {
  const [r1, g1, b1] = channels(first);
  const [r2, g2, b2] = channels(second);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
}
