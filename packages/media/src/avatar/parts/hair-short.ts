import type { AvatarPaint } from './paint';

/** Hair drawn in two layers: `back` behind the head and body, `front` over the forehead. */
export interface HairLayers {
  back: string;
  front: string;
}

const fill = (path: string, color: string, extra = '') =>
  `<path d="${path}" fill="${color}"${extra}/>`;

export function shortHair(paint: AvatarPaint): HairLayers {
  const cap =
    'M166 224 C160 146 198 90 256 90 C314 90 352 146 346 224 L338 224 C337 192 332 170 322 154 C304 150 284 148 266 152 C246 158 220 164 194 166 C182 178 176 198 174 224Z';
  return { back: '', front: fill(cap, paint.hair) + shine(paint, 'M212 110 Q250 98 292 108') };
}

export function sidePartHair(paint: AvatarPaint): HairLayers {
  const cap =
    'M165 226 C157 144 200 86 262 88 C322 90 355 146 347 226 L339 226 C338 190 331 166 316 152 C284 160 246 154 222 136 C212 154 194 166 180 172 C176 190 174 206 174 226Z';
  const part = `<path d="M222 136 Q214 114 218 96" fill="none" stroke="${paint.hairShade}" stroke-width="3" stroke-linecap="round"/>`;
  return {
    back: '',
    front: fill(cap, paint.hair) + part + shine(paint, 'M240 104 Q280 98 314 116'),
  };
}

export function buzzHair(paint: AvatarPaint): HairLayers {
  const cap =
    'M170 214 C168 142 206 100 256 100 C306 100 344 142 342 214 L336 214 C334 188 328 172 320 162 C290 168 222 168 192 162 C184 172 178 188 176 214Z';
  return { back: '', front: fill(cap, paint.hair, ' fill-opacity="0.9"') };
}

export function quiffHair(paint: AvatarPaint): HairLayers {
  const cap =
    'M166 224 C156 140 190 74 264 72 C334 72 362 132 346 224 L338 224 C336 190 328 168 316 156 C284 160 242 152 210 140 C194 160 178 190 174 224Z';
  const wave = `<path d="M210 140 C230 110 270 96 316 104" fill="none" stroke="${paint.hairShade}" stroke-width="3" stroke-linecap="round"/>`;
  return { back: '', front: fill(cap, paint.hair) + wave + shine(paint, 'M236 86 Q278 78 318 96') };
}

export function curlyShortHair(paint: AvatarPaint): HairLayers {
  const curls = arcCircles(256, 168, 86, 200, 340, 9, 19, paint.hair);
  const cap =
    'M168 222 C162 148 200 96 256 96 C312 96 350 148 344 222 L336 222 C334 192 328 174 318 162 C300 158 280 156 262 160 C242 164 218 168 194 166 C184 176 178 196 176 222Z';
  return { back: '', front: fill(cap, paint.hair) + curls };
}

export function baldHair(paint: AvatarPaint): HairLayers {
  const sides = [-1, 1]
    .map((side) => {
      const edge = (offset: number) => 256 + side * offset;
      return fill(
        `M${edge(80)} 168 C${edge(88)} 190 ${edge(88)} 216 ${edge(84)} 240 L${edge(76)} 238 C${edge(79)} 214 ${edge(79)} 192 ${edge(74)} 172Z`,
        paint.hair,
      );
    })
    .join('');
  return { back: '', front: sides + shine(paint, 'M222 118 Q250 110 280 116', '#ffffff', 0.22) };
}

export function afroHair(paint: AvatarPaint): HairLayers {
  const back =
    `<circle cx="256" cy="176" r="124" fill="${paint.hair}"/>` +
    arcCircles(256, 176, 116, 0, 360, 22, 18, paint.hair);
  const hairline =
    'M168 212 C162 134 204 94 256 94 C308 94 350 134 344 212 C332 182 314 164 292 158 C270 164 242 164 220 158 C198 164 180 182 168 212Z';
  return { back, front: fill(hairline, paint.hair) };
}

/** Circles along an arc: the scalloped edge of curly hair. */
export function arcCircles(
  cx: number,
  cy: number,
  radius: number,
  fromDegrees: number,
  toDegrees: number,
  count: number,
  circleRadius: number,
  color: string,
): string {
  return Array.from({ length: count }, (_, index) => {
    const angle =
      ((fromDegrees + ((toDegrees - fromDegrees) * index) / Math.max(1, count - 1)) * Math.PI) /
      180;
    const x = (cx + radius * Math.cos(angle)).toFixed(1);
    const y = (cy + radius * Math.sin(angle)).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${circleRadius}" fill="${color}"/>`;
  }).join('');
}

export function shine(
  paint: AvatarPaint,
  path: string,
  color = paint.hairShine,
  opacity = 0.55,
): string {
  return `<path d="${path}" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-opacity="${opacity}"/>`;
}
