import sharp from 'sharp';
import type { FaceLandmarks, MeshPoint } from '../src/photo/photo-avatar.types';
import { MESH } from '../src/photo/photo-face.geometry';

/**
 * A drawn portrait and its landmarks, placed where the face is drawn: the points the renderer
 * reads sit on the face's features, the rest at the face's centre. Real analysis gives all 478;
 * the renderer must not need more than these.
 */
export const FACE = {
  width: 800,
  height: 1000,
  center: { x: 400, y: 480 },
  radii: { x: 170, y: 230 },
  eyes: [
    { x: 330, y: 420 },
    { x: 470, y: 420 },
  ],
  eyeHalfWidth: 32,
  mouth: { x: 400, y: 600, halfWidth: 58 },
} as const;

export function syntheticLandmarks(): FaceLandmarks {
  const { center, radii } = FACE;
  const mesh: MeshPoint[] = Array.from({ length: 478 }, () => [center.x, center.y, 0]);
  const set = (index: number, x: number, y: number) => {
    mesh[index] = [x, y, 0];
  };
  MESH.silhouette.forEach((index, step) => {
    const angle = (step / MESH.silhouette.length) * Math.PI * 2;
    set(index, center.x + radii.x * Math.sin(angle), center.y - radii.y * Math.cos(angle));
  });
  const [right, left] = FACE.eyes;
  const half = FACE.eyeHalfWidth;
  for (const [eye, [first, second, top, bottom]] of [
    [right, MESH.rightEye],
    [left, MESH.leftEye],
  ] as const) {
    set(first, eye.x - half, eye.y);
    set(second, eye.x + half, eye.y);
    set(top, eye.x, eye.y - 11);
    set(bottom, eye.x, eye.y + 9);
  }
  const { mouth } = FACE;
  const lip = (indices: readonly number[], bulge: number) =>
    indices.forEach((index, step) => {
      const t = step / (indices.length - 1);
      const x = mouth.x - mouth.halfWidth + 2 * mouth.halfWidth * t;
      set(index, x, mouth.y + bulge * Math.sin(Math.PI * t));
    });
  lip(MESH.upperInnerLip, -1);
  lip(MESH.lowerInnerLip, 1);
  set(MESH.mouthCorners[0], mouth.x - mouth.halfWidth - 4, mouth.y);
  set(MESH.mouthCorners[1], mouth.x + mouth.halfWidth + 4, mouth.y);
  set(172, center.x - 140, 650);
  set(397, center.x + 140, 650);
  return {
    imageWidth: FACE.width,
    imageHeight: FACE.height,
    box: {
      x: center.x - radii.x,
      y: center.y - radii.y,
      width: radii.x * 2,
      height: radii.y * 2,
    },
    mesh,
    rotation: { yaw: 0, pitch: 0, roll: 0 },
  };
}

/** The portrait the landmarks describe: a face with eyes and lips, hair, a patterned wall. */
export function syntheticPortrait(): Promise<Buffer> {
  const { center, radii, mouth } = FACE;
  const eyes = FACE.eyes
    .map(
      (eye) =>
        `<ellipse cx="${eye.x}" cy="${eye.y}" rx="${FACE.eyeHalfWidth}" ry="10" fill="#f4f1ea"/>` +
        `<circle cx="${eye.x}" cy="${eye.y}" r="9" fill="#4a3020"/>` +
        `<path d="M${eye.x - 36} ${eye.y - 34} q36 -14 72 0" stroke="#3a2518" stroke-width="7" fill="none"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FACE.width}" height="${FACE.height}">
    <defs><pattern id="wall" width="40" height="40" patternUnits="userSpaceOnUse">
      <rect width="40" height="40" fill="#6d8fa8"/><rect width="20" height="20" fill="#58778f"/>
    </pattern></defs>
    <rect width="100%" height="100%" fill="url(#wall)"/>
    <ellipse cx="${center.x}" cy="${center.y + 620}" rx="330" ry="300" fill="#2e4a6b"/>
    <rect x="${center.x - 70}" y="${center.y + 150}" width="140" height="260" fill="#d9a884"/>
    <ellipse cx="${center.x}" cy="${center.y - 90}" rx="${radii.x + 30}" ry="${radii.y}" fill="#3b2a1e"/>
    <ellipse cx="${center.x}" cy="${center.y}" rx="${radii.x}" ry="${radii.y}" fill="#e0b08c"/>
    ${eyes}
    <path d="M${center.x} 460 l-16 70 h32 z" fill="#c99674"/>
    <path d="M${mouth.x - mouth.halfWidth} ${mouth.y} q${mouth.halfWidth} -22 ${mouth.halfWidth * 2} 0 q-${mouth.halfWidth} 26 -${mouth.halfWidth * 2} 0z" fill="#b65a5a"/>
    <path d="M${mouth.x - mouth.halfWidth} ${mouth.y} h${mouth.halfWidth * 2}" stroke="#6e2b2b" stroke-width="3"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
