import type { AvatarLayout } from '../frames/talking-frame.types';
import type { FaceLandmarks } from './photo-avatar.types';
import { placePortrait, type Placement } from './photo-face.geometry';

/**
 * Where the portrait sits in a frame of the layout's shape. Landscape keeps it whole (letterboxed
 * over its blurred copy, as always). Vertical and square frames are filled where the photo
 * allows: the portrait is scaled so the face is about the drawn presenter's size (never smaller
 * than the whole photo fitted, never larger than needed to cover the frame), then moved so the
 * face sits where the layout puts the presenter's, as far as the photo's edges let it.
 */
export function placePortraitFor(landmarks: FaceLandmarks, layout: AvatarLayout): Placement {
  const { width: frameWidth, height: frameHeight, format } = layout.frame;
  const { imageWidth, imageHeight, box } = landmarks;
  if (format.aspect === '16:9') {
    return placePortrait(imageWidth, imageHeight, frameWidth, frameHeight);
  }
  const contain = Math.min(frameWidth / imageWidth, frameHeight / imageHeight);
  const cover = Math.max(frameWidth / imageWidth, frameHeight / imageHeight);
  const target = layout.pixels.face;
  const scale = Math.max(contain, Math.min(cover, target.height / Math.max(1, box.height)));
  const [width, height] = [Math.round(imageWidth * scale), Math.round(imageHeight * scale)];
  const faceX = (box.x + box.width / 2) * scale;
  const faceY = (box.y + box.height / 2) * scale;
  return {
    scale,
    width,
    height,
    x: settle(target.x + target.width / 2 - faceX, width, frameWidth),
    y: settle(target.y + target.height / 2 - faceY, height, frameHeight),
  };
}

/**
 * The offset nearest `wanted` that leaves no gap at the frame's edges when the picture is
 * larger than the frame, and keeps it inside when smaller.
 */
function settle(wanted: number, size: number, frame: number): number {
  const [low, high] = [Math.min(0, frame - size), Math.max(0, frame - size)];
  return Math.round(Math.min(high, Math.max(low, wanted)));
}
