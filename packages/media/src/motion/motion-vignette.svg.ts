import { linearGradient, svgDocument } from './motion-svg';

/** Soft enough to draw at a quarter of the frame size; ffmpeg stretches it once. */
export const VIGNETTE_WIDTH = 320;
export const VIGNETTE_HEIGHT = 180;

/** Darkened corners and a soft lower band: pulls the eye to the middle and seats the title. */
export function renderVignetteSvg(strength: number, floor = strength * 0.6): string {
  const defs =
    `<radialGradient id="edge" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>` +
    linearGradient('floor', [
      [0, '#000000', 0],
      [1, '#000000', floor],
    ]);
  const body =
    `<rect width="${VIGNETTE_WIDTH}" height="${VIGNETTE_HEIGHT}" fill="url(#edge)"/>` +
    `<rect y="${VIGNETTE_HEIGHT * 0.7}" width="${VIGNETTE_WIDTH}" height="${VIGNETTE_HEIGHT * 0.3}" fill="url(#floor)"/>`;
  return svgDocument(VIGNETTE_WIDTH, VIGNETTE_HEIGHT, body, defs);
}
