/** Rotations, flips and crops to a shape, over raw pixels. */
import sharp from 'sharp';
import type { CropShape, EditPlan } from './image.types';
import { applyStep, type RawImage } from './raw-image';

/** Width over height of each crop shape. */
export const CROP_ASPECT: Record<CropShape, number> = {
  square: 1,
  portrait: 4 / 5,
  landscape: 16 / 9,
  story: 9 / 16,
};

/** The largest region of the aspect that fits inside width × height. */
export function cropSize(
  width: number,
  height: number,
  aspect: number,
): { width: number; height: number } {
  if (width / height > aspect) {
    return { width: Math.max(1, Math.round(height * aspect)), height };
  }
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}

export function cropToShape(image: RawImage, shape: CropShape): Promise<RawImage> {
  return cropToRatio(image, CROP_ASPECT[shape]);
}

/** The largest region of the ratio (width over height), where the picture's interest is. */
export function cropToRatio(image: RawImage, ratio: number): Promise<RawImage> {
  const target = cropSize(image.width, image.height, ratio);
  if (target.width === image.width && target.height === image.height) {
    return Promise.resolve(image);
  }
  return applyStep(image, (pipeline) =>
    pipeline.resize(target.width, target.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    }),
  );
}

/** Rotation (clockwise), then the flips, as seen after rotating. */
export async function orient(
  image: RawImage,
  plan: Pick<EditPlan, 'rotate' | 'flipHorizontal' | 'flipVertical'>,
): Promise<RawImage> {
  const rotated =
    plan.rotate === 0 ? image : await applyStep(image, (pipeline) => pipeline.rotate(plan.rotate));
  if (!plan.flipHorizontal && !plan.flipVertical) {
    return rotated;
  }
  return applyStep(rotated, (pipeline) =>
    pipeline.flip(plan.flipVertical).flop(plan.flipHorizontal),
  );
}
