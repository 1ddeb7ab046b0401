/** Text-to-image: prompt-seeded generative art, rendered from SVG and finished with film grain. */
import { Resvg } from '@resvg/resvg-js';
import { createRandom } from '../core/random';
import { drawFlow, drawMinimal } from './art-abstract';
import { drawGeometric } from './art-geometric';
import { drawNeon } from './art-neon';
import { drawLandscape } from './art-landscape';
import { ART_SIZE, Scene, rect, type ArtView } from './art-svg';
import type { ImageStyle } from './image.types';
import type { RawImage } from './raw-image';

/** The SVG of the art for a style; pure, so the same style always gives the same picture. */
export function buildArtSvg(style: ImageStyle, size = ART_SIZE, view?: ArtView): string {
  const scene = new Scene(size);
  const random = createRandom(style.seed);
  const { composition, palette } = style;
  if (composition.kind === 'landscape') {
    drawLandscape(scene, random, composition, palette);
  } else if (composition.kind === 'flow') {
    drawFlow(scene, random, palette);
  } else if (composition.kind === 'geometric') {
    drawGeometric(scene, random, palette);
  } else if (composition.kind === 'neon') {
    drawNeon(scene, random, palette);
  } else {
    drawMinimal(scene, random, palette);
  }
  const vignette = scene.radial('#000000', palette.isDark ? 0.45 : 0.22, [0, 0, 0.35, 1], 0.7);
  scene.add(rect(0, 0, size, size, vignette));
  return scene.toSvg(view);
}

/** Opaque RGB from RGBA pixels, with monochrome film grain the same for the same seed; `amount` is the largest step in 0–255. */
export function addGrain(
  rgba: Buffer,
  width: number,
  height: number,
  seed: number,
  amount: number,
): RawImage {
  const data = Buffer.allocUnsafe(width * height * 3);
  // a clamped view rounds and clips each write to 0–255 for free
  const out = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const scale = (2 * amount) / 510;
  let state = seed | 1;
  for (let pixel = 0, source = 0; pixel < out.length; pixel += 3, source += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const noise = ((state >>> 24) + ((state >>> 16) & 255) - 255) * scale;
    out[pixel] = (rgba[source] as number) + noise;
    out[pixel + 1] = (rgba[source + 1] as number) + noise;
    out[pixel + 2] = (rgba[source + 2] as number) + noise;
  }
  return { data, width, height, channels: 3 };
}

/** Renders the art for a style to opaque RGB pixels, with grain. */
export function renderArt(style: ImageStyle, size = ART_SIZE, view?: ArtView): RawImage {
  const rendered = new Resvg(buildArtSvg(style, size, view), {
    font: { loadSystemFonts: false },
  }).render();
  const grain = style.palette.isDark ? 9 : 7;
  return addGrain(rendered.pixels, rendered.width, rendered.height, style.seed, grain);
}
