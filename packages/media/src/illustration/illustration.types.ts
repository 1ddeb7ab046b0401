/** The shapes of the illustration set, apart from the set itself (which imports its extra drawings). */
export type Placement = 'sky' | 'ground' | 'water' | 'table';

/** How an illustrated subject moves in a clip. */
export type MotionHint = 'fly' | 'drive' | 'walk' | 'swim' | 'sail' | 'float' | 'still';

export interface Illustration {
  /** The icon's name in the set, e.g. `cat`, `steaming-bowl`. */
  name: string;
  /** Its plain label, e.g. `steaming bowl`. */
  label: string;
  /** SVG markup drawn in a `0 0 32 32` box. */
  body: string;
  placement: Placement;
  motion: MotionHint;
  /** True when the picture faces left, so a subject moving right is mirrored. */
  facesLeft: boolean;
  /** The emoji subgroup it came from (`animal-mammal`, `food-fruit`); absent for our own drawings. */
  subgroup?: string;
}
