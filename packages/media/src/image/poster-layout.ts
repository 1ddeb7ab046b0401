/** Where each image goes on a poster: whole images (never cropped), pure arithmetic tested as data. */
import { createRandom } from '../core/random';
import type { CropShape } from './image.types';

export interface PosterCell {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Degrees clockwise. */
  angle: number;
}

export interface PosterFrame {
  width: number;
  height: number;
  /** Each image's box, the image's own shape, in input order. */
  cells: PosterCell[];
  /** The band left free at the bottom for a caption (0 when there is none). */
  captionHeight: number;
}

const POSTER_CANVAS: Record<CropShape | 'default', [number, number]> = {
  default: [1024, 1280],
  square: [1024, 1024],
  portrait: [1024, 1280],
  landscape: [1280, 720],
  story: [720, 1280],
};

/** Room a turned print needs beyond its own box: the cells shrink by this much. */
const TURN_ROOM = 0.94;

/** The largest box of the image's shape (width / height) that fits in the slot, centred in it. */
function fit(
  aspect: number,
  slot: { left: number; top: number; width: number; height: number },
): Omit<PosterCell, 'angle'> {
  const width = Math.min(slot.width, slot.height * aspect) * TURN_ROOM;
  const height = width / aspect;
  return {
    left: Math.round(slot.left + (slot.width - width) / 2),
    top: Math.round(slot.top + (slot.height - height) / 2),
    width: Math.round(width),
    height: Math.round(height),
  };
}

/**
 * The first image large at the top, the others in a row beneath it, each slightly turned: a
 * poster rather than a grid. `aspects` are the inputs' width / height.
 */
export function planPoster(
  aspects: number[],
  crop: CropShape | null,
  hasCaption: boolean,
  seed = 0,
  canvas?: { width: number; height: number },
): PosterFrame {
  const [width, height] = canvas ? [canvas.width, canvas.height] : POSTER_CANVAS[crop ?? 'default'];
  const random = createRandom(seed ^ 0x7e57);
  const margin = Math.round(Math.min(width, height) * 0.07);
  const captionHeight = hasCaption ? Math.round(height * 0.16) : 0;
  const areaTop = margin;
  const areaHeight = height - margin * 2 - captionHeight;
  const areaWidth = width - margin * 2;
  const others = aspects.length - 1;
  const heroShare = others === 0 ? 1 : others === 1 ? 0.56 : 0.6;
  const gap = Math.round(margin * 0.6);
  const heroSlot = {
    left: margin,
    top: areaTop,
    width: areaWidth,
    height: others === 0 ? areaHeight : areaHeight * heroShare - gap / 2,
  };
  const rowTop = areaTop + areaHeight * heroShare + gap / 2;
  const rowHeight = areaHeight - (rowTop - areaTop);
  const slotWidth = (areaWidth - gap * Math.max(0, others - 1)) / Math.max(1, others);
  const cells = aspects.map((aspect, index) => {
    const slot =
      index === 0
        ? heroSlot
        : {
            left: margin + (index - 1) * (slotWidth + gap),
            top: rowTop,
            width: slotWidth,
            height: rowHeight,
          };
    const turn = (index % 2 === 0 ? -1 : 1) * (1.5 + random() * 2.5);
    return { ...fit(aspect, slot), angle: Math.round(turn * 10) / 10 };
  });
  return { width, height, cells, captionHeight };
}
