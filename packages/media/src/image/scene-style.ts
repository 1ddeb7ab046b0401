/**
 * Looks finished on the raster, where they are cheap: the paints are drawn at half size through
 * their SVG filter and enlarged (soft, like wet paint), oil gets brush blotches, the sketch and
 * pixel art are made from the finished picture.
 */
import type { Sharp } from 'sharp';
import { addGrain } from './generative-art';
import { applyStep, type RawImage } from './raw-image';
import type { PhotoStyle } from './image.types';
import type { SceneStyle } from './scene-words.data';

const PIXEL_GRID = 96;

/** Graphite on paper: light shading from the tones, dark strokes where the tones change. */
function pencil(image: RawImage): RawImage {
  const { width, height, data } = image;
  const grey = new Float32Array(width * height);
  for (let pixel = 0; pixel < grey.length; pixel += 1) {
    const at = pixel * 3;
    grey[pixel] =
      0.2126 * (data[at] as number) +
      0.7152 * (data[at + 1] as number) +
      0.0722 * (data[at + 2] as number);
  }
  const out = Buffer.alloc(width * height * 3);
  const clamped = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const index = y * width + x;
      const centre = grey[index] as number;
      const edge = Math.abs(
        4 * centre -
          (grey[index - 1] as number) -
          (grey[index + 1] as number) -
          (grey[index - width] as number) -
          (grey[index + width] as number),
      );
      const tone = 150 + centre * 0.42 - Math.min(200, edge * 2.5);
      clamped[index * 3] = tone + 4;
      clamped[index * 3 + 1] = tone + 2;
      clamped[index * 3 + 2] = tone - 4;
    }
  }
  return { data: out, width, height, channels: 3 };
}

/** Styles drawn at half size and enlarged. */
export function drawsSmall(style: SceneStyle): boolean {
  return style === 'watercolor' || style === 'oil';
}

function withPaper(image: RawImage, seed: number): RawImage {
  const rgba = Buffer.alloc(image.width * image.height * 4);
  for (let pixel = 0, source = 0; source < image.data.length; pixel += 4, source += 3) {
    rgba[pixel] = image.data[source] as number;
    rgba[pixel + 1] = image.data[source + 1] as number;
    rgba[pixel + 2] = image.data[source + 2] as number;
  }
  return addGrain(rgba, image.width, image.height, seed, 10);
}

export async function finishStyle(
  image: RawImage,
  style: SceneStyle,
  size: { width: number; height: number },
  seed: number,
): Promise<RawImage> {
  // the paint filters pull colour from past the edges: a thin border is cut before enlarging
  const border = Math.round(image.width * 0.012);
  const enlarge = (pipeline: Sharp) =>
    pipeline
      .extract({
        left: border,
        top: border,
        width: image.width - border * 2,
        height: image.height - border * 2,
      })
      .resize(size.width, size.height, { kernel: 'cubic' });
  switch (style) {
    case 'watercolor': {
      const soft = await applyStep(image, (pipeline) => enlarge(pipeline).blur(1.2));
      // paper fibre: fine grain, softened so it reads as texture, not noise
      return applyStep(withPaper(soft, seed), (pipeline) => pipeline.blur(0.7));
    }
    case 'oil': {
      // brush blotches at half size (sharp runs a median after any resize in one pipeline)
      const blotched = await applyStep(image, (pipeline) => pipeline.median(5));
      return applyStep(blotched, (pipeline) =>
        enlarge(pipeline).sharpen({ sigma: 1.2, m2: 3 }).modulate({ saturation: 1.15 }),
      );
    }
    case 'pixel': {
      const small = await applyStep(image, (pipeline) =>
        pipeline.resize(
          Math.round((PIXEL_GRID * size.width) / Math.max(size.width, size.height)),
          Math.round((PIXEL_GRID * size.height) / Math.max(size.width, size.height)),
          { kernel: 'nearest' },
        ),
      );
      return applyStep(small, (pipeline) =>
        pipeline.resize(size.width, size.height, { kernel: 'nearest' }),
      );
    }
    case 'sketch':
      return pencil(image);
    default:
      return image;
  }
}

/** An uploaded photo given a painting look, at its own size. */
export async function applyPhotoStyle(image: RawImage, style: PhotoStyle): Promise<RawImage> {
  const opaque = await applyStep(image, (pipeline) => pipeline.flatten({ background: '#ffffff' }));
  const { width, height } = opaque;
  // the paints work on a copy no larger than 1024 px (their blotches are that coarse anyway)
  const scale = Math.min(1, 1024 / Math.max(width, height));
  const small = (pipeline: Sharp) =>
    pipeline.resize(Math.round(width * scale), Math.round(height * scale));
  const back = (pipeline: Sharp) => pipeline.resize(width, height, { kernel: 'cubic' });
  switch (style) {
    case 'oil': {
      const blotched = await applyStep(opaque, (pipeline) => small(pipeline).median(7));
      return applyStep(blotched, (pipeline) =>
        back(pipeline).sharpen({ sigma: 1.4, m2: 3 }).modulate({ saturation: 1.25 }),
      );
    }
    case 'watercolor': {
      const washed = await applyStep(opaque, (pipeline) =>
        small(pipeline).median(5).blur(1.4).linear(0.85, 34).modulate({ saturation: 1.1 }),
      );
      const enlarged = await applyStep(washed, back);
      return applyStep(withPaper(enlarged, width * 31 + height), (pipeline) => pipeline.blur(0.6));
    }
    case 'sketch':
      return pencil(opaque);
    case 'pixel': {
      const grid = Math.max(width, height) / PIXEL_GRID;
      const tiny = await applyStep(opaque, (pipeline) =>
        pipeline.resize(
          Math.max(1, Math.round(width / grid)),
          Math.max(1, Math.round(height / grid)),
          {
            kernel: 'nearest',
          },
        ),
      );
      return applyStep(tiny, (pipeline) => pipeline.resize(width, height, { kernel: 'nearest' }));
    }
  }
}
