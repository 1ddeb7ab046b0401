/** Decoded pixels passed between steps, and the guarded way in from an uploaded file. */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Refuse decompression bombs before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Larger inputs are scaled down to this longest side before any work. */
export const MAX_WORKING_SIDE = 2048;

/** A sharp pipeline over an upload: limited, turned upright by its EXIF, in sRGB. */
export function openInput(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().toColourspace('srgb');
}

export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
}

/** An upload decoded upright, no larger than `MAX_WORKING_SIDE`; alpha kept if it has one. */
export function loadInput(input: Buffer, maxSide = MAX_WORKING_SIDE): Promise<RawImage> {
  return toRaw(
    openInput(input).resize({
      width: maxSide,
      height: maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    }),
  );
}

export function fromRaw(image: RawImage): Sharp {
  const { data, width, height, channels } = image;
  return sharp(data, { raw: { width, height, channels } });
}

/** One pipeline step over raw pixels, so steps run in the order given. */
export function applyStep(image: RawImage, step: (pipeline: Sharp) => Sharp): Promise<RawImage> {
  return toRaw(step(fromRaw(image)));
}

export function encodePng(image: RawImage): Promise<Buffer> {
  return fromRaw(image).png({ compressionLevel: 3 }).toBuffer();
}

/** Layers drawn over the image, keeping its channel count (opaque stays opaque). */
export function compositeOver(image: RawImage, layers: OverlayOptions[]): Promise<RawImage> {
  return applyStep(image, (pipeline) => {
    const composed = pipeline.composite(layers);
    return image.channels === 3 ? composed.removeAlpha() : composed;
  });
}
