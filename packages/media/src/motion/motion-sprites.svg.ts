/** A subject's sprite: its illustration at the sprite's size, mirrored when it moves right, with a shadow. */
import type { MotionSprite } from './motion-subjects';

/** Night and storm light on the artwork, so a sprite sits in its scene rather than on top of it. */
const DIM_LIGHT = '0.62 0 0 0 0.02  0 0.66 0 0 0.04  0 0 0.82 0 0.1  0 0 0 1 0';

export function spriteHeight(sprite: MotionSprite): number {
  return Math.round(sprite.size * (sprite.hasShadow ? 1.06 : 1));
}

export function renderSpriteSvg(sprite: MotionSprite, isDim: boolean): string {
  const { size } = sprite;
  const height = spriteHeight(sprite);
  const flip = sprite.mirrored ? ` transform="translate(${size} 0) scale(-1 1)"` : '';
  const filter = isDim
    ? `<defs><filter id="dim"><feColorMatrix type="matrix" values="${DIM_LIGHT}"/></filter></defs>`
    : '';
  const shadow = sprite.hasShadow
    ? `<ellipse cx="${size / 2}" cy="${size * 0.99}" rx="${size * 0.34}" ry="${size * 0.045}" fill="#000" fill-opacity="0.25"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}">${filter}${shadow}<g${flip}${isDim ? ' filter="url(#dim)"' : ''}><svg width="${size}" height="${size}" viewBox="0 0 32 32">${sprite.body}</svg></g></svg>`;
}
