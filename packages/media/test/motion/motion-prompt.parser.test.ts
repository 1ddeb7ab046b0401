import { describe, expect, it } from 'vitest';
import { parsePrompt, type ScenePlan } from '../../src/motion';
import { isNearHue } from '../../src/motion/motion-color';

function paletteColors(plan: ScenePlan): string[] {
  const { terrain, ...singles } = plan.palette;
  return [...Object.values(singles), ...terrain];
}

describe('parsePrompt', () => {
  it('reads an ocean at sunset as a calm, warm sea scene with no title unless asked', () => {
    const plan = parsePrompt('A calm ocean at sunset', '');
    expect(plan).toMatchObject({
      theme: 'ocean',
      paletteName: 'sunset',
      motion: { style: 'calm', speed: 0.55 },
      sky: 'sun',
      keyPhrase: '',
      showText: false,
    });
    expect(plan.layers.map((layer) => layer.kind)).toEqual(['waves', 'waves', 'waves']);
    expect(plan.palette.skyHorizon).toBe('#ff9a5a');
  });

  it('reads a neon city as an energetic skyline with traffic and bokeh', () => {
    const plan = parsePrompt('Neon city night traffic, energetic', '');
    expect(plan).toMatchObject({
      theme: 'city',
      paletteName: 'neon',
      motion: { style: 'energetic', speed: 1.9 },
      particles: ['bokeh'],
      keyPhrase: '',
      hasStars: true,
    });
    expect(plan.layers.map((layer) => layer.kind)).toEqual(['skyline', 'skyline', 'traffic']);
  });

  it('lets weather and light words shape a forest, and "text" in the negative drop the title', () => {
    const plan = parsePrompt('Snowy forest morning', 'text');
    expect(plan).toMatchObject({
      theme: 'forest',
      paletteName: 'dawn',
      particles: ['snow', 'snow'],
      showText: false,
      excluded: ['text'],
    });
    expect(plan.layers.every((layer) => layer.isSnowCapped)).toBe(true);
  });

  it('takes its palette from the words: fire, space and a named colour', () => {
    expect(parsePrompt('A roaring campfire of flames').paletteName).toBe('fire');
    expect(parsePrompt('Galaxy far away').paletteName).toBe('cosmic');
    expect(parsePrompt('A blue morning meadow').palette.accent).toBe('#3a86ff');
  });

  it('steers every colour away from a colour the negative prompt names', () => {
    const reddish = (plan: ScenePlan) =>
      paletteColors(plan).filter((color) => isNearHue(color, 0, 22));
    expect(reddish(parsePrompt('Raging fire', '')).length).toBeGreaterThan(2);
    const withoutRed = parsePrompt('Raging fire', 'red');
    expect(reddish(withoutRed)).toEqual([]);
    expect(withoutRed.excluded).toEqual(['red']);
  });

  it('honours negations inside the prompt and particle, sky and terrain words', () => {
    expect(parsePrompt('City skyline, no text').showText).toBe(false);
    expect(parsePrompt('Snowy forest', 'particles').particles).toEqual([]);
    expect(parsePrompt('Ocean at sunset', 'sun').sky).toBe('none');
    const city = parsePrompt('City at night', 'cars, people');
    expect(city.layers.map((layer) => layer.kind)).toEqual(['skyline', 'skyline']);
    expect(city.excluded).toEqual(['cars', 'people']);
  });

  it('switches the title off when the shipped fonts cannot set it', () => {
    expect(parsePrompt('東京の夜の街, title "東京の夜"').showText).toBe(false);
    expect(parsePrompt('title "समुद्र तट पर सूर्यास्त"').showText).toBe(true);
  });

  it('is deterministic, and different prompts get different seeds', () => {
    expect(parsePrompt('Snowy forest morning', 'text')).toEqual(
      parsePrompt('Snowy forest morning', 'text'),
    );
    expect(parsePrompt('Snowy forest morning').seed).not.toBe(parsePrompt('Snowy forest').seed);
  });

  it('falls back to an abstract scene for prompts without scenery', () => {
    const plan = parsePrompt('Quarterly results for our startup');
    expect(plan.theme).toBe('abstract');
    expect(plan.layers.map((layer) => layer.kind)).toEqual(['orbs', 'orbs']);
  });
});
