import type { Outfit } from '../avatar.types';
import type { AvatarPaint } from './paint';

/** Shoulders and chest, running on far below the 512 box: a vertical frame shows down to the waist. */
const TORSO =
  'M78 1000 L78 512 C80 446 116 404 186 390 C206 386 220 378 226 368 L286 368 C292 378 306 386 326 390 C396 404 432 446 434 512 L434 1000Z';

export function drawNeck(paint: AvatarPaint): string {
  const neck = 'M224 300 L224 384 Q256 396 288 384 L288 300Z';
  const shadow = 'M224 310 C236 338 276 338 288 310 L288 344 C272 356 240 356 224 344Z';
  return `<path d="${neck}" fill="${paint.skin}"/><path d="${shadow}" fill="${paint.skinShade}"/>`;
}

export function drawOutfit(outfit: Outfit, paint: AvatarPaint): string {
  const body = `<path d="${TORSO}" fill="${paint.outfit}"/>`;
  const seams = `<path d="M150 1000 L150 512 C152 470 160 440 170 426 M362 1000 L362 512 C360 470 352 440 342 426" fill="none" stroke="${paint.outfitShade}" stroke-width="4" stroke-linecap="round"/>`;
  return body + seams + NECKLINES[outfit](paint);
}

const NECKLINES: Readonly<Record<Outfit, (paint: AvatarPaint) => string>> = {
  'crew-tee': (paint) =>
    `<path d="M222 360 L222 368 C228 398 284 398 290 368 L290 360Z" fill="${paint.skin}"/>` +
    `<path d="M220 368 C226 402 286 402 292 368" fill="none" stroke="${paint.outfitShade}" stroke-width="7" stroke-linecap="round"/>`,
  'v-neck': (paint) =>
    `<path d="M222 360 L222 366 L256 424 L290 366 L290 360Z" fill="${paint.skin}"/>` +
    `<path d="M220 366 L256 428 L292 366" fill="none" stroke="${paint.outfitShade}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
  blazer: (paint) =>
    `<path d="M210 376 L256 470 L302 376Z" fill="${paint.accent}"/>` +
    `<path d="M232 360 L232 368 L256 404 L280 368 L280 360Z" fill="${paint.skin}"/>` +
    `<path d="M226 368 L256 406 L240 418 L220 384Z M286 368 L256 406 L272 418 L292 384Z" fill="${paint.accentShade}"/>` +
    `<path d="M204 380 L256 480 L218 430 L196 400Z M308 380 L256 480 L294 430 L316 400Z" fill="${paint.outfitShade}"/>` +
    `<circle cx="256" cy="492" r="5" fill="${paint.outfitLine}"/>`,
  'collared-shirt': (paint) =>
    `<path d="M232 360 L232 368 L256 404 L280 368 L280 360Z" fill="${paint.skin}"/>` +
    `<path d="M226 364 L256 404 L236 422 L214 382Z M286 364 L256 404 L276 422 L298 382Z" fill="${paint.outfitShade}"/>` +
    `<path d="M256 404 L256 1000" stroke="${paint.outfitShade}" stroke-width="3"/>` +
    `<circle cx="256" cy="440" r="3.5" fill="${paint.outfitLine}"/><circle cx="256" cy="480" r="3.5" fill="${paint.outfitLine}"/><circle cx="256" cy="520" r="3.5" fill="${paint.outfitLine}"/>`,
  turtleneck: (paint) =>
    `<path d="M220 326 Q256 338 292 326 L294 378 Q256 392 218 378Z" fill="${paint.outfitShade}"/>` +
    `<path d="M222 344 Q256 356 290 344 M221 362 Q256 374 291 362" fill="none" stroke="${paint.outfitLine}" stroke-width="2.5" stroke-opacity="0.6"/>`,
};
