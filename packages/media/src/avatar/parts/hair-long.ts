import { arcCircles, shine, type HairLayers } from './hair-short';
import type { AvatarPaint } from './paint';

const fill = (path: string, color: string) => `<path d="${path}" fill="${color}"/>`;

/** Side locks that frame the face down to the jaw, leaving the eyes clear. */
const FRAMING_FRONT =
  'M160 232 C150 130 200 82 258 82 C318 82 362 130 352 232 L346 304 C340 256 338 214 328 184 C300 174 268 160 248 138 C236 162 206 178 182 186 C176 212 172 256 166 304Z';

export function longStraightHair(paint: AvatarPaint): HairLayers {
  const back = 'M150 196 C144 112 196 76 256 76 C316 76 368 112 362 196 L372 430 L140 430Z';
  return {
    back: fill(back, paint.hairShade),
    front: fill(FRAMING_FRONT, paint.hair) + shine(paint, 'M214 98 Q256 86 300 98'),
  };
}

export function longWavyHair(paint: AvatarPaint): HairLayers {
  const back =
    'M148 196 C140 110 196 74 256 74 C316 74 372 110 364 196 C374 250 358 290 376 340 C392 390 366 420 372 440 L140 440 C146 420 120 390 136 340 C154 290 138 250 148 196Z';
  return {
    back: fill(back, paint.hairShade),
    front: fill(FRAMING_FRONT, paint.hair) + shine(paint, 'M214 98 Q256 86 300 98'),
  };
}

export function bobHair(paint: AvatarPaint): HairLayers {
  const back =
    'M152 200 C146 114 198 78 256 78 C314 78 366 114 360 200 L364 322 C340 334 172 334 148 322Z';
  const front =
    'M160 252 C154 130 202 84 256 84 C310 84 358 130 352 252 L346 322 L338 214 C334 196 328 184 320 178 C290 168 222 168 192 178 C184 184 178 196 174 214 L166 322Z';
  return {
    back: fill(back, paint.hairShade),
    front: fill(front, paint.hair) + shine(paint, 'M208 104 Q256 92 304 104'),
  };
}

export function bunHair(paint: AvatarPaint): HairLayers {
  const cap =
    'M166 224 C158 142 202 90 256 90 C310 90 354 142 346 224 L338 224 C336 188 326 166 308 154 C288 146 264 148 256 156 C248 148 224 146 204 154 C186 166 176 188 174 224Z';
  return {
    back: `<circle cx="256" cy="74" r="38" fill="${paint.hairShade}"/>`,
    front: fill(cap, paint.hair) + shine(paint, 'M214 108 Q236 98 252 102'),
  };
}

/** Long hair pulled behind the ears: the length shows behind the shoulders. */
export function tuckedHair(paint: AvatarPaint): HairLayers {
  const back = 'M156 196 C150 116 198 82 256 82 C314 82 362 116 356 196 L366 420 L146 420Z';
  return { back: fill(back, paint.hairShade), front: bunHair(paint).front };
}

export function pixieHair(paint: AvatarPaint): HairLayers {
  const cap =
    'M164 230 C156 140 200 86 258 86 C320 86 356 140 348 230 L340 230 C338 200 334 180 326 168 C306 176 282 178 262 170 C240 160 226 150 218 146 C206 162 192 176 180 184 C176 198 174 214 172 230Z';
  return { back: '', front: fill(cap, paint.hair) + shine(paint, 'M226 100 Q268 92 308 108') };
}

export function curlyLongHair(paint: AvatarPaint): HairLayers {
  const mass = 'M150 200 C140 116 194 74 256 74 C318 74 372 116 362 200 L370 392 L142 392Z';
  const back =
    fill(mass, paint.hairShade) +
    arcCircles(256, 186, 108, 160, 380, 14, 20, paint.hairShade) +
    arcCircles(256, 392, 104, 180, 360, 8, 18, paint.hairShade);
  const hairline =
    'M164 232 C156 136 204 90 256 90 C308 90 356 136 348 232 L340 270 C338 222 330 190 316 172 C290 164 222 164 196 172 C182 190 174 222 172 270Z';
  return {
    back,
    front: fill(hairline, paint.hair) + arcCircles(256, 176, 84, 205, 335, 8, 17, paint.hair),
  };
}

/** A headscarf: the drape sits over the neck and shoulders, the hood frames the face. */
export function hijab(accent: string, accentShade: string): HairLayers {
  const drape =
    'M124 1000 L124 512 C118 430 146 388 170 352 C150 300 146 236 150 192 C152 112 200 72 256 72 C312 72 360 112 362 192 C366 236 362 300 342 352 C366 388 394 430 388 512 L388 1000Z';
  const opening =
    'M256 136 C306 136 334 178 334 236 C334 296 302 346 256 348 C210 346 178 296 178 236 C178 178 206 136 256 136Z';
  const fold = `<path d="M178 300 C196 352 230 372 256 374 C282 372 316 352 334 300" fill="none" stroke="${accentShade}" stroke-width="4" stroke-linecap="round"/>`;
  return {
    back: '',
    front: `<path d="${drape} ${opening}" fill="${accent}" fill-rule="evenodd"/>${fold}`,
  };
}
