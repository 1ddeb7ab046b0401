import type { ImageAspect } from '@orato/shared';
import type { InlineGenerator } from '../video-generator/video-generator';

export interface ImageRequest {
  prompt: string;
  /** 0–4 images to edit or combine, already checked and cleaned. */
  inputs: { data: Buffer; contentType: string }[];
  /** The picture's shape; square when absent (a job queued before formats). */
  aspect?: ImageAspect;
}

/** Makes one image from a prompt and optional input images, inside the worker. */
export type ImageGenerator = InlineGenerator<ImageRequest>;
