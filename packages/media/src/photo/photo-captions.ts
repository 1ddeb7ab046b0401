import type { AvatarLayout } from '../frames/talking-frame.types';
import type { CaptionContent } from '../captions/caption-art';
import { fontFilesFor } from '../text/fonts';
import { cropRgba, rasterizeSvgRgbaAsync, rgbaToI420, visibleBox } from '../frames/frame-raster';
import { measureCaptions, renderCaptionBandSvg } from '../avatar/avatar-scene';

/** A caption as a YUV picture with its alpha (luma-sized and chroma-sized), placed in the frame. */
export interface CaptionOverlay {
  x: number;
  y: number;
  width: number;
  height: number;
  yuv: Buffer;
  alpha: Uint8Array;
  chromaAlpha: Uint8Array;
}

/** Each cue drawn once, as the drawn avatars draw theirs; undefined where a cue draws nothing. */
export async function renderCaptionOverlays(
  cues: readonly CaptionContent[],
  layout: AvatarLayout,
): Promise<(CaptionOverlay | undefined)[]> {
  measureCaptions(cues, layout);
  return Promise.all(
    cues.map(async (cue) => {
      const band = await rasterizeSvgRgbaAsync(
        renderCaptionBandSvg(cue, layout),
        fontFilesFor(cue.text),
      );
      const box = visibleBox([band]);
      if (!box) {
        return undefined;
      }
      const picture = cropRgba(band, box);
      const alpha = new Uint8Array(box.width * box.height);
      for (let index = 0; index < alpha.length; index += 1) {
        alpha[index] = picture.data[index * 4 + 3]!;
      }
      return {
        x: box.x,
        y: layout.pixels.captionBand.top + box.y,
        width: box.width,
        height: box.height,
        yuv: rgbaToI420(picture.data, box.width, box.height).data,
        alpha,
        chromaAlpha: halve(alpha, box.width, box.height),
      };
    }),
  );
}

function halve(alpha: Uint8Array, width: number, height: number): Uint8Array {
  const half = new Uint8Array((width / 2) * (height / 2));
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const at = y * width + x;
      half[(y / 2) * (width / 2) + x / 2] =
        (alpha[at]! + alpha[at + 1]! + alpha[at + width]! + alpha[at + width + 1]! + 2) >> 2;
    }
  }
  return half;
}

/** Lays a caption over an I420 frame of `frameWidth` × `frameHeight`. */
export function blendCaption(
  frame: Buffer,
  frameWidth: number,
  frameHeight: number,
  overlay: CaptionOverlay,
): void {
  const { x, y, width, height, yuv, alpha, chromaAlpha } = overlay;
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const a = alpha[row * width + column]!;
      if (a) {
        const at = (y + row) * frameWidth + x + column;
        frame[at] = frame[at]! + ((yuv[row * width + column]! - frame[at]!) * a) / 255;
      }
    }
  }
  const lumaSize = frameWidth * frameHeight;
  const [halfWidth, halfHeight] = [width / 2, height / 2];
  const overlaySize = width * height;
  for (let plane = 0; plane < 2; plane += 1) {
    const frameOffset = lumaSize + (plane * lumaSize) / 4;
    const overlayOffset = overlaySize + (plane * overlaySize) / 4;
    for (let row = 0; row < halfHeight; row += 1) {
      for (let column = 0; column < halfWidth; column += 1) {
        const a = chromaAlpha[row * halfWidth + column]!;
        if (a) {
          const at = frameOffset + (y / 2 + row) * (frameWidth / 2) + x / 2 + column;
          const value = yuv[overlayOffset + row * halfWidth + column]!;
          frame[at] = frame[at]! + ((value - frame[at]!) * a) / 255;
        }
      }
    }
  }
}
