import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { BubbleLayer } from './storyboard.args';
import { storyboardFrame, type StoryboardFrame } from './storyboard-layout';

/** The face's diameter: 22% of the frame's height, even for 4:2:0 chroma. */
export const BUBBLE_DIAMETER = 158;
const RING_WIDTH = 4;
/** Room around the face for the ring and the shadow's blur. */
const BUBBLE_MARGIN = 20;
/** From the frame's right and bottom edges to the ring: clear of the centred captions. */
const EDGE_GAP = 36;

const even = (value: number) => Math.round(value / 2) * 2;

/**
 * The square of a narration frame that holds the presenter's face: two thirds of the height, centred
 * across, a little above the middle (the avatars' and most presenters' eyes sit at about 40%).
 */
export function faceCrop(width: number, height: number): BubbleLayer['crop'] {
  const side = even((Math.min(width, height) * 2) / 3);
  const y = Math.max(0, Math.min(height - side, even(height * 0.42 - side / 2)));
  return { x: even((width - side) / 2), y, side };
}

/** The bubble's face and margin in frame pixels: the 720p design, scaled, on even pixels. */
export function bubbleSize(frame: StoryboardFrame): Pick<BubbleLayer, 'diameter' | 'margin'> {
  const scale = frame.layout.frame.scale;
  return { diameter: even(BUBBLE_DIAMETER * scale), margin: even(BUBBLE_MARGIN * scale) };
}

/**
 * Where the bubble sits. Landscape: bottom-right, its ring `EDGE_GAP` from both edges. Vertical
 * and square: top-left of the safe area, clear of the phones' buttons (right), their names and
 * progress bar (bottom) and the captions.
 */
export function bubblePlacement(
  frame: StoryboardFrame = storyboardFrame(),
): Pick<BubbleLayer, 'diameter' | 'margin' | 'x' | 'y'> {
  const { diameter, margin } = bubbleSize(frame);
  const box = diameter + 2 * margin;
  const scale = frame.layout.frame.scale;
  if (frame.layout.frame.format.aspect === '16:9') {
    const inset = even((EDGE_GAP + RING_WIDTH) * scale) - margin;
    return { diameter, margin, x: frame.width - box - inset, y: frame.height - box - inset };
  }
  const { safe } = frame.layout.pixels;
  return { diameter, margin, x: even(safe.x - margin), y: even(safe.y - margin) };
}

/** The ring and mask are drawn in 720p units and scaled to the bubble's pixel size. */
function svgBox(body: string, pixels: number): string {
  const box = BUBBLE_DIAMETER + 2 * BUBBLE_MARGIN;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${box} ${box}">${body}</svg>`;
}

/** The white ring, drawn over the face's edge so the disc's own edge never shows. */
export function buildBubbleRingSvg(pixels = BUBBLE_DIAMETER + 2 * BUBBLE_MARGIN): string {
  const center = BUBBLE_DIAMETER / 2 + BUBBLE_MARGIN;
  const radius = BUBBLE_DIAMETER / 2 + RING_WIDTH / 2 - 0.5;
  return svgBox(
    `<circle cx="${center}" cy="${center}" r="${radius}" fill="none" stroke="#ffffff" stroke-width="${RING_WIDTH + 1}"/>`,
    pixels,
  );
}

/**
 * The bubble's alpha as grey: opaque over the face and ring, and a soft shadow below them (black
 * shows there: the face is padded with black).
 */
export function buildBubbleMaskSvg(pixels = BUBBLE_DIAMETER + 2 * BUBBLE_MARGIN): string {
  const center = BUBBLE_DIAMETER / 2 + BUBBLE_MARGIN;
  const outer = BUBBLE_DIAMETER / 2 + RING_WIDTH;
  return svgBox(
    [
      '<defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter></defs>',
      '<rect width="100%" height="100%" fill="#000000"/>',
      `<circle cx="${center}" cy="${center + 4}" r="${outer}" fill="#ffffff" fill-opacity="0.55" filter="url(#soft)"/>`,
      `<circle cx="${center}" cy="${center}" r="${outer}" fill="#ffffff"/>`,
    ].join(''),
    pixels,
  );
}

/** Writes the ring (raw RGBA) and the mask (raw grey) the compose arguments read. */
export async function writeBubbleAssets(
  dir: string,
  size: Pick<BubbleLayer, 'diameter' | 'margin'> = {
    diameter: BUBBLE_DIAMETER,
    margin: BUBBLE_MARGIN,
  },
): Promise<Pick<BubbleLayer, 'decorationPath' | 'maskPath'>> {
  const render = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const pixels = size.diameter + 2 * size.margin;
  const ring = render(buildBubbleRingSvg(pixels));
  const mask = render(buildBubbleMaskSvg(pixels));
  // `pixels` copies the picture out of resvg on every read: read it once
  const maskPixels = mask.pixels;
  const grey = Buffer.alloc(mask.width * mask.height);
  for (let index = 0; index < grey.length; index += 1) {
    grey[index] = maskPixels[index * 4]!;
  }
  const decorationPath = path.join(dir, 'bubble-ring.rgba');
  const maskPath = path.join(dir, 'bubble-mask.gray');
  await writeFile(decorationPath, ring.pixels);
  await writeFile(maskPath, grey);
  return { decorationPath, maskPath };
}
