/** Abstract scenes: soft colour fields (flow) and quiet poster compositions (minimal). */
import { darken, lighten, luminance, mixColor } from '../core/color';
import { createRandom, pick } from '../core/random';
import { type Scene, circle, path, rect, sineRidge, smoothLine } from './art-svg';
import type { Palette } from './image.types';

/** A crisp accent over the colour field: a glass orb, contour lines or rings. */
function addFlowAccent(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const ink = luminance(palette.sky[1]) > 0.55 ? darken(palette.ground[1], 0.15) : '#ffffff';
  const x = size * (0.32 + random() * 0.36);
  const y = size * (0.32 + random() * 0.36);
  const accent = pick(random, ['orb', 'contours', 'rings'] as const);
  if (accent === 'orb') {
    const radius = size * (0.16 + random() * 0.08);
    scene.glow(
      x + radius * 0.25,
      y + radius * 0.35,
      radius * 1.5,
      darken(palette.sky[0], 0.3),
      0.35,
    );
    const glass = scene.linear(['#ffffff', '#ffffff'], [0.2, 0, 0.8, 1], [0.45, 0.06]);
    scene.add(
      circle(x, y, radius, glass, 'stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"'),
    );
    return;
  }
  const stroke = `stroke="${ink}" stroke-width="2"`;
  let lines = '';
  if (accent === 'contours') {
    const wave = { amplitude: 40 + random() * 50, waves: 0.8 + random(), steps: 24 };
    const lineSeed = Math.floor(random() * 2 ** 32);
    for (let index = 0; index < 14; index += 1) {
      const points = sineRidge(createRandom(lineSeed), { base: y - 180 + index * 26, ...wave });
      lines += path(smoothLine(points), 'none', `${stroke} stroke-opacity="0.38"`);
    }
  } else {
    for (let index = 0; index < 6; index += 1) {
      const opacity = (0.5 - index * 0.07).toFixed(2);
      lines += circle(
        x,
        y,
        size * 0.08 + index * 34,
        'none',
        `${stroke} stroke-opacity="${opacity}"`,
      );
    }
  }
  scene.add(lines);
}

/** Overlapping soft blobs like a mesh gradient, with one crisp accent on top. */
export function drawFlow(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const angle = random() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle) / 2, Math.sin(angle) / 2];
  const background = scene.linear(palette.sky, [0.5 - dx, 0.5 - dy, 0.5 + dx, 0.5 + dy]);
  scene.add(rect(0, 0, size, size, background));
  const [first, second, third, fourth] = palette.accents;
  const colours = [first, second, palette.ground[1], third, fourth, palette.sky[1], first];
  for (const colour of colours) {
    const radius = size * (0.3 + random() * 0.35);
    const x = size * (random() * 1.2 - 0.1);
    const y = size * (random() * 1.2 - 0.1);
    const opacity = colour === palette.ground[1] ? 0.55 : 0.85 + random() * 0.15;
    scene.add(circle(x, y, radius, scene.radial(colour, opacity, [1, 0.85, 0.45, 0])));
  }
  addFlowAccent(scene, random, palette);
}

function drawSunOverBand(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const horizon = size * (0.6 + random() * 0.1);
  const radius = size * (0.17 + random() * 0.08);
  const x = size * (0.35 + random() * 0.3);
  scene.glow(x, horizon - radius * 0.3, radius * 2.2, palette.accents[0], 0.18);
  scene.add(circle(x, horizon - radius * 0.3, radius, palette.accents[0]));
  scene.add(
    rect(
      0,
      horizon,
      size,
      size - horizon,
      scene.linear([palette.ground[0], darken(palette.ground[0], 0.15)]),
    ),
  );
  for (let index = 1; index < 5; index += 1) {
    const y = horizon + index * index * 9;
    const width = radius * (1.6 - index * 0.25);
    scene.add(
      rect(
        x - width / 2,
        y,
        width,
        3 + index,
        palette.accents[0],
        `rx="3" fill-opacity="${(0.7 - index * 0.12).toFixed(2)}"`,
      ),
    );
  }
}

function drawArches(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const x = size * (0.5 + (random() - 0.5) * 0.2);
  const foot = size * 0.78;
  const colours = [palette.accents[0], palette.accents[2], palette.accents[1], palette.ground[0]];
  colours.forEach((colour, index) => {
    const width = size * (0.5 - index * 0.1);
    const top = foot - width * 1.05;
    const arch = `M${x - width / 2} ${foot} L${x - width / 2} ${top + width / 2} A${width / 2} ${width / 2} 0 0 1 ${x + width / 2} ${top + width / 2} L${x + width / 2} ${foot} Z`;
    scene.add(path(arch, colour));
  });
  scene.add(rect(size * 0.12, foot, size * 0.76, 3, darken(palette.ground[1], 0.1)));
  scene.add(circle(x + size * 0.24, foot - size * 0.5, size * 0.035, palette.accents[1]));
}

function drawOffsetCircles(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const radius = size * (0.2 + random() * 0.05);
  const x = size * 0.5;
  const y = size * (0.45 + random() * 0.1);
  const shift = radius * (0.6 + random() * 0.3);
  scene.add(circle(x - shift / 2, y - shift / 3, radius, palette.accents[0], 'fill-opacity="0.9"'));
  scene.add(
    circle(
      x + shift / 2,
      y + shift / 3,
      radius,
      palette.accents[1],
      'opacity="0.75" style="mix-blend-mode:multiply"',
    ),
  );
  scene.add(rect(size * 0.2, size * 0.86, size * 0.6, 2, palette.ground[1], 'fill-opacity="0.7"'));
}

/** Lots of calm space, one or two shapes, one line. */
export function drawMinimal(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  const paper = mixColor(palette.sky[2], '#ffffff', palette.name === 'mono' ? 0 : 0.35);
  scene.add(
    rect(0, 0, size, size, scene.linear([lighten(paper, 0.1), paper, darken(paper, 0.05)])),
  );
  const variant = pick(random, ['sun', 'arches', 'circles'] as const);
  if (variant === 'sun') {
    drawSunOverBand(scene, random, palette);
  } else if (variant === 'arches') {
    drawArches(scene, random, palette);
  } else {
    drawOffsetCircles(scene, random, palette);
  }
}
