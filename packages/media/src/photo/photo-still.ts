import sharp from 'sharp';
import { rgbaToI420, type YuvImage } from '../frames/frame-raster';
import type { Placement } from './photo-face.geometry';

/** The backdrop is blurred at a quarter size: the same look for a sixteenth of the work. */
const BACKDROP_SCALE = 4;
const BACKDROP_BLUR = 9;
const BACKDROP_BRIGHTNESS = 0.45;

/**
 * The still frame every video frame starts from: the portrait, placed, over a blurred and
 * darkened copy of itself that fills the frame. Drawn once per render, as I420.
 */
export async function composeStillFrame(
  portrait: Buffer,
  placement: Placement,
  frameWidth: number,
  frameHeight: number,
): Promise<YuvImage> {
  const [smallWidth, smallHeight] = [frameWidth / BACKDROP_SCALE, frameHeight / BACKDROP_SCALE];
  const blurred = await sharp(portrait)
    .removeAlpha()
    .resize(smallWidth, smallHeight, { fit: 'cover' })
    .blur(BACKDROP_BLUR)
    .modulate({ brightness: BACKDROP_BRIGHTNESS })
    .png()
    .toBuffer();
  // the part of the scaled portrait inside the frame (a portrait filling a tall frame runs past it)
  const [left, top] = [Math.max(0, placement.x), Math.max(0, placement.y)];
  const visible = {
    left: left - placement.x,
    top: top - placement.y,
    width: Math.min(frameWidth, placement.x + placement.width) - left,
    height: Math.min(frameHeight, placement.y + placement.height) - top,
  };
  const fitted = await sharp(portrait)
    .removeAlpha()
    .resize(placement.width, placement.height, { fit: 'fill' })
    .extract(visible)
    .png()
    .toBuffer();
  const { data, info } = await sharp(blurred)
    .resize(frameWidth, frameHeight, { fit: 'fill' })
    .composite([{ input: fitted, left, top }])
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return rgbaToI420(data, info.width, info.height);
}
