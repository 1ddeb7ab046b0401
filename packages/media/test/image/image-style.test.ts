import { describe, expect, it } from 'vitest';
import { buildArtSvg } from '../../src/image/generative-art';
import { parseStyle } from '../../src/image/image-style';
import type { Composition } from '../../src/image/image.types';
import { PALETTE_NAMES } from '../../src/image/palettes';

const cases: [string, string, Partial<Composition>][] = [
  ['sunset over the hills', 'sunset', { kind: 'landscape', terrain: 'hills', celestial: 'sun' }],
  ['ocean waves', 'ocean', { kind: 'landscape', terrain: 'waves' }],
  ['a misty pine forest', 'forest', { kind: 'landscape', terrain: 'forest' }],
  [
    'night sky over the mountains',
    'night',
    { kind: 'landscape', terrain: 'mountains', celestial: 'moon', hasStars: true },
  ],
  ['forest at night', 'night', { kind: 'landscape', terrain: 'forest', celestial: 'moon' }],
  ['desert dunes', 'desert', { kind: 'landscape', terrain: 'dunes' }],
  ['neon synthwave city', 'neon', { kind: 'neon' }],
  ['pastel abstract', 'pastel', { kind: 'flow' }],
  ['geometric bauhaus poster in pastel', 'pastel', { kind: 'geometric' }],
  ['minimal black and white', 'mono', { kind: 'minimal' }],
  ['minimal sunset', 'sunset', { kind: 'minimal' }],
  ['fire and lava abstract', 'ember', { kind: 'flow' }],
  ['snowy mountains', 'arctic', { kind: 'landscape', terrain: 'mountains' }],
];

describe('parseStyle', () => {
  it.each(cases)('%s → %s palette', (prompt, palette, composition) => {
    const style = parseStyle(prompt);
    expect(style.palette.name).toBe(palette);
    expect(style.composition).toMatchObject(composition);
  });

  it('is the same for the same prompt, ignoring case and spacing', () => {
    expect(parseStyle('Sunset  over the HILLS')).toEqual(parseStyle('sunset over the hills'));
  });

  it('still picks a palette and composition for prompts with no known words', () => {
    const style = parseStyle('a cat called Biscuit');
    expect(PALETTE_NAMES).toContain(style.palette.name);
    expect(['landscape', 'flow', 'geometric', 'neon', 'minimal']).toContain(style.composition.kind);
  });

  it('marks dark palettes dark and light ones light', () => {
    expect(parseStyle('night sky').palette.isDark).toBe(true);
    expect(parseStyle('neon').palette.isDark).toBe(true);
    expect(parseStyle('pastel').palette.isDark).toBe(false);
  });
});

describe('buildArtSvg', () => {
  it('is deterministic per prompt and differs between prompts', () => {
    const sunset = buildArtSvg(parseStyle('sunset over the hills'));
    expect(buildArtSvg(parseStyle('sunset over the hills'))).toBe(sunset);
    expect(buildArtSvg(parseStyle('sunset over the hills at dusk'))).not.toBe(sunset);
    expect(sunset).toMatch(/^<svg [^>]*width="1024" height="1024"/);
  });
});
