import type { VideoAspect, VideoFormat } from '@orato/shared';
import { resolveVideoFrame } from '../frames/media-format';
import type { AvatarDesign, AvatarLayout, Box } from '../frames/talking-frame.types';

/** The face (forehead to chin, cheek to cheek) in the 512-unit avatar box. */
export const FACE_UNITS: Box = { x: 169, y: 104, width: 174, height: 234 };
/** The head layer's box in the 512-unit avatar box (landscape's 400, −12, 480×500 frame box). */
const HEAD_UNITS: Box = { x: 90.5, y: 23.5, width: 331, height: 344.5 };

/**
 * Phones put their buttons in the right 15% and captions, names and the progress bar in the
 * bottom 20% of a vertical or square video (TikTok, Reels, Shorts), their tabs in the top 10%:
 * text goes in what is left. Landscape players cover nothing for good: text keeps to title safe.
 */
export function safeArea(aspect: VideoAspect, width: number, height: number): Box {
  if (aspect === '16:9') {
    return { x: width * 0.05, y: height * 0.05, width: width * 0.9, height: height * 0.9 };
  }
  const [left, right] = [width * 0.06, width * 0.85];
  const [top, bottom] = [height * (aspect === '9:16' ? 0.1 : 0.06), height * 0.8];
  return { x: left, y: top, width: right - left, height: bottom - top };
}

const DESIGNS: Record<VideoAspect, AvatarDesign> = {
  // as it always was: head high, chest cut by the bottom edge, name card and captions below
  '16:9': {
    width: 1280,
    height: 720,
    figure: { x: 640 - 256 * 1.45, y: -46, scale: 1.45 },
    head: { x: 400, y: -12, width: 480, height: 500 },
    spot: { cx: 640, cy: 330, rx: 420, ry: 320 },
    nameCard: { x: 48, y: 500, scale: 1 },
    captionBand: { top: 600, height: 120 },
    safe: safeArea('16:9', 1280, 720),
    captionCenter: { x: 640, y: 646 },
    classic: { fontSize: 32, maxTextWidth: 1120, limits: { maxWidth: 40, maxWords: 8 } },
    word: {
      fontSize: 48,
      lineHeight: 58,
      maxLines: 1,
      maxTextWidth: 1080,
      limits: { maxWidth: 26, maxWords: 4 },
    },
  },
  // head and shoulders in the upper half, name top left, captions over the chest above the buttons' reach
  '9:16': {
    width: 720,
    height: 1280,
    figure: { x: 360 - 256 * 1.6, y: 134, scale: 1.6 },
    head: { x: 92, y: 168, width: 536, height: 556 },
    spot: { cx: 360, cy: 480, rx: 380, ry: 420 },
    nameCard: { x: 44, y: 140, scale: 0.9 },
    captionBand: { top: 800, height: 224 },
    safe: safeArea('9:16', 720, 1280),
    captionCenter: { x: 328, y: 912 },
    classic: { fontSize: 30, maxTextWidth: 500, limits: { maxWidth: 26, maxWords: 5 } },
    word: {
      fontSize: 60,
      lineHeight: 72,
      maxLines: 2,
      maxTextWidth: 520,
      limits: { maxWidth: 20, maxWords: 3 },
    },
  },
  // the face a little above the middle, captions between chin and the bottom fifth
  '1:1': {
    width: 720,
    height: 720,
    figure: { x: 360 - 256 * 1.3, y: -40, scale: 1.3 },
    head: { x: 144, y: -12, width: 432, height: 452 },
    spot: { cx: 360, cy: 260, rx: 340, ry: 300 },
    nameCard: { x: 28, y: 28, scale: 0.8 },
    captionBand: { top: 448, height: 128 },
    safe: safeArea('1:1', 720, 720),
    captionCenter: { x: 328, y: 512 },
    classic: { fontSize: 28, maxTextWidth: 500, limits: { maxWidth: 28, maxWords: 6 } },
    word: {
      fontSize: 50,
      lineHeight: 58,
      maxLines: 2,
      maxTextWidth: 520,
      limits: { maxWidth: 20, maxWords: 3 },
    },
  },
};

export function avatarLayout(format?: VideoFormat): AvatarLayout {
  const frame = resolveVideoFrame(format);
  const design = DESIGNS[frame.format.aspect];
  const k = frame.scale;
  const scaled = (box: Box): Box => ({
    x: Math.round(box.x * k),
    y: Math.round(box.y * k),
    width: Math.round(box.width * k),
    height: Math.round(box.height * k),
  });
  return {
    frame,
    design,
    pixels: {
      face: scaled(figureBox(design, FACE_UNITS)),
      head: scaled(design.head),
      headscarfHead: scaled({ ...design.head, height: design.height - design.head.y }),
      captionBand: {
        top: design.captionBand.top * k,
        height: design.captionBand.height * k,
      },
      safe: scaled(design.safe),
    },
  };
}

/** A box of the 512-unit avatar box, in design units of the frame. */
export function figureBox(design: AvatarDesign, units: Box): Box {
  const { x, y, scale } = design.figure;
  return {
    x: x + units.x * scale,
    y: y + units.y * scale,
    width: units.width * scale,
    height: units.height * scale,
  };
}

/** The head layer's box in design units: a headscarf's drape moves with the head, down to the bottom. */
export function headBox(design: AvatarDesign, isHeadscarf: boolean): Box {
  return isHeadscarf ? { ...design.head, height: design.height - design.head.y } : design.head;
}

/** Whether the head layer's box covers `units` of the avatar box (a check for the tests). */
export function headHoldsUnits(design: AvatarDesign): boolean {
  const box = figureBox(design, HEAD_UNITS);
  const { head } = design;
  return (
    head.x <= box.x &&
    head.y <= box.y &&
    head.x + head.width >= box.x + box.width &&
    head.y + head.height >= box.y + box.height
  );
}
