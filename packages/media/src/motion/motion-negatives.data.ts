import type { ParticleKind, TerrainKind } from './motion.types';

/** Negative-prompt words the engine can act on, by what they switch off. */
export const TEXT_WORDS = ['text', 'title', 'titles', 'words', 'letters', 'typography', 'caption'];
export const PARTICLE_WORDS: Record<string, readonly ParticleKind[]> = {
  particles: ['snow', 'rain', 'embers', 'fireflies', 'stars', 'bokeh', 'dust'],
  particle: ['snow', 'rain', 'embers', 'fireflies', 'stars', 'bokeh', 'dust'],
  snow: ['snow'],
  rain: ['rain'],
  embers: ['embers'],
  sparks: ['embers'],
  fireflies: ['fireflies'],
  stars: ['stars'],
  bokeh: ['bokeh'],
  lights: ['bokeh'],
  dust: ['dust'],
  sparkles: ['dust'],
};
export const SKY_WORDS = ['sun', 'moon', 'planet', 'planets'];
export const TERRAIN_WORDS: Record<string, readonly TerrainKind[]> = {
  trees: ['pines'],
  tree: ['pines'],
  buildings: ['skyline'],
  skyscrapers: ['skyline'],
  cars: ['traffic'],
  traffic: ['traffic'],
  waves: ['waves'],
  water: ['waves'],
  mountains: ['mountains'],
  hills: ['hills'],
};
/** The engine never draws these, so the negative prompt is honoured as it stands. */
export const NEVER_DRAWN = ['people', 'person', 'humans', 'faces', 'crowd', 'animals', 'logo'];
