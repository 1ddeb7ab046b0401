import { LIMITS } from '@orato/shared';

export type ImageMode = 'text' | 'single' | 'multi';

/** Spec §2: the three Nano Banana modes and how many images each takes. */
export const IMAGE_MODES = [
  { value: 'text', label: 'Text to Image', maxImages: 0 },
  { value: 'single', label: 'Single Image + Prompt', maxImages: LIMITS.imagesSingleMode },
  { value: 'multi', label: 'Multiple Images + Prompt', maxImages: LIMITS.imagesMultiModeMax },
] as const satisfies ReadonlyArray<{ value: ImageMode; label: string; maxImages: number }>;

export const maxImagesFor = (mode: ImageMode): number =>
  IMAGE_MODES.find((entry) => entry.value === mode)?.maxImages ?? 0;

export const isImageMode = (value: string): value is ImageMode =>
  IMAGE_MODES.some((entry) => entry.value === value);
