import sharp from 'sharp';
import type { FaceLandmarks } from './photo-avatar.types';

const SIZE = 256;

/**
 * The avatar grid's picture of a portrait: a square JPEG around the face (the face box with room
 * for hair and shoulders), small enough for a grid of them.
 */
export async function portraitThumbnail(
  portrait: Buffer,
  landmarks: FaceLandmarks,
): Promise<Buffer> {
  const { box, imageWidth, imageHeight } = landmarks;
  const side = Math.min(Math.round(Math.max(box.width, box.height) * 1.8), imageWidth, imageHeight);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  const left = Math.round(Math.min(Math.max(centreX - side / 2, 0), imageWidth - side));
  const top = Math.round(Math.min(Math.max(centreY - side / 2, 0), imageHeight - side));
  return sharp(portrait)
    .rotate()
    .extract({ left, top, width: side, height: side })
    .resize(SIZE, SIZE)
    .jpeg({ quality: 82 })
    .toBuffer();
}
