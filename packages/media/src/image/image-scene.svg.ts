/** Draws a scene graph as SVG: backdrop, subjects standing in it, weather, light and painting style. */
import { darken, lighten, mixColor } from '../core/color';
import { createRandom } from '../core/random';
import { drawNeon } from './art-neon';
import { drawLandscape } from './art-landscape';
import { Scene, circle, path, rect } from './art-svg';
import type { ImageScene, SceneSubject } from './image-scene';
import type { Palette } from './image.types';

function drawInterior(scene: Scene, random: () => number, model: ImageScene): void {
  const size = scene.size;
  const { palette, light } = model;
  const isDark = light === 'night' || light === 'storm';
  const wallBase = mixColor(palette.sky[2], '#efe4d2', 0.55);
  const wall = isDark ? darken(mixColor(wallBase, '#2a2f4a', 0.45), 0.25) : wallBase;
  scene.add(rect(0, 0, size, size, scene.linear([lighten(wall, 0.06), darken(wall, 0.1)])));
  // a window onto the outside light
  const [wx, wy, ww, wh] = [size * 0.58, size * 0.12, size * 0.3, size * 0.38];
  const outside = scene.linear([palette.sky[0], palette.sky[1], palette.sky[2]]);
  scene.add(rect(wx - 10, wy - 10, ww + 20, wh + 20, darken(wall, 0.28), 'rx="6"'));
  scene.add(rect(wx, wy, ww, wh, outside));
  if (light === 'night') {
    scene.add(circle(wx + ww * 0.7, wy + wh * 0.28, ww * 0.1, '#f5f3ce'));
    for (let star = 0; star < 9; star += 1) {
      scene.add(
        circle(wx + random() * ww, wy + random() * wh * 0.8, 1.6, '#ffffff', 'fill-opacity="0.8"'),
      );
    }
  } else if (light !== 'storm') {
    scene.glow(wx + ww * 0.3, wy + wh * 0.3, ww * 0.5, '#fff4cf', 0.7);
  }
  const frame = darken(wall, 0.35);
  scene.add(rect(wx + ww / 2 - 4, wy, 8, wh, frame));
  scene.add(rect(wx, wy + wh / 2 - 4, ww, 8, frame));
  // a shelf of books on the left wall
  const shelfY = size * 0.34;
  scene.add(rect(size * 0.08, shelfY, size * 0.34, 12, darken(wall, 0.4), 'rx="3"'));
  let bookX = size * 0.1;
  while (bookX < size * 0.38) {
    const width = 16 + random() * 14;
    const height = 60 + random() * 40;
    const colour =
      [palette.accents[0], palette.accents[1], palette.accents[2], palette.ground[0]][
        Math.floor(random() * 4)
      ] ?? palette.accents[0];
    scene.add(rect(bookX, shelfY - height, width, height, colour, 'rx="2"'));
    bookX += width + 3;
  }
  // floor and a rug
  const floor = isDark
    ? darken(palette.ground[1], 0.1)
    : mixColor(palette.ground[0], '#b08a64', 0.5);
  scene.add(
    rect(0, size * 0.7, size, size * 0.3, scene.linear([lighten(floor, 0.05), darken(floor, 0.2)])),
  );
  scene.add(
    `<ellipse cx="${size / 2}" cy="${size * 0.87}" rx="${size * 0.4}" ry="${size * 0.07}" fill="${palette.accents[1]}" fill-opacity="0.55"/>`,
  );
  if (isDark) {
    // lamplight: a warm pool where the subject sits
    scene.glow(size * 0.45, size * 0.62, size * 0.45, '#ffcf86', 0.35);
  }
}

function drawStormClouds(scene: Scene, random: () => number, palette: Palette): void {
  const size = scene.size;
  for (let cloud = 0; cloud < 7; cloud += 1) {
    const x = random() * size;
    const y = size * (0.02 + random() * 0.16);
    const colour = darken(palette.sky[1], 0.2 + random() * 0.2);
    scene.add(
      `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(size * (0.18 + random() * 0.14)).toFixed(0)}" ry="${(size * (0.06 + random() * 0.04)).toFixed(0)}" fill="${colour}" fill-opacity="0.85"/>`,
    );
  }
  const x = size * (0.15 + random() * 0.2);
  const bolt = `M${x} ${size * 0.12} l-30 150 h34 l-44 170 l96 -210 h-38 l40 -110 z`;
  scene.add(path(bolt, '#fff6c8', 'fill-opacity="0.92"'));
  scene.glow(x, size * 0.3, size * 0.25, '#e9f0ff', 0.35);
}

function drawWeather(scene: Scene, random: () => number, model: ImageScene): void {
  const size = scene.size;
  if (model.weather === 'rain') {
    const drops = Array.from({ length: 180 }, () => {
      const x = random() * (size + 120) - 60;
      const y = random() * size;
      const length = 18 + random() * 26;
      return `M${x.toFixed(0)} ${y.toFixed(0)} l${(-length * 0.25).toFixed(1)} ${length.toFixed(1)}`;
    }).join(' ');
    scene.add(
      path(
        drops,
        'none',
        'stroke="#dce8f5" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"',
      ),
    );
  } else if (model.weather === 'snow') {
    for (let flake = 0; flake < 160; flake += 1) {
      scene.add(
        circle(
          random() * size,
          random() * size,
          2 + random() * 4,
          '#ffffff',
          `fill-opacity="${(0.55 + random() * 0.4).toFixed(2)}"`,
        ),
      );
    }
  } else if (model.weather === 'fog') {
    const haze = lighten(model.palette.sky[2], 0.4);
    scene.add(
      rect(0, size * 0.45, size, size * 0.55, scene.linear([haze, haze], [0, 0, 0, 1], [0, 0.55])),
    );
  }
}

/** How the light falls on the subjects: a colour matrix per light, so night reads as night. */
const SUBJECT_LIGHT: Record<ImageScene['light'], string | null> = {
  day: null,
  night: '0.55 0 0 0 0.02  0 0.6 0 0 0.04  0 0 0.8 0 0.1  0 0 0 1 0',
  sunset: '1 0.08 0 0 0.04  0 0.9 0 0 0.02  0 0 0.75 0 0  0 0 0 1 0',
  storm: '0.6 0.1 0.1 0 0  0.1 0.6 0.1 0 0  0.1 0.1 0.7 0 0.02  0 0 0 1 0',
};

function subjectFilter(scene: Scene, model: ImageScene): string {
  const matrix = SUBJECT_LIGHT[model.light];
  const glow =
    model.style === 'neon'
      ? `<feGaussianBlur in="SourceAlpha" stdDeviation="6" result="b"/><feFlood flood-color="${model.palette.accents[1]}"/><feComposite in2="b" operator="in" result="g"/><feMerge><feMergeNode in="g"/><feMergeNode in="g"/><feMergeNode in="SourceGraphic"/></feMerge>`
      : '';
  if (!matrix && !glow) {
    return '';
  }
  const id = scene.define(
    (name) =>
      `<filter id="${name}" x="-20%" y="-20%" width="140%" height="140%">${matrix ? `<feColorMatrix type="matrix" values="${matrix}"/>` : ''}${glow}</filter>`,
  );
  return `filter="url(#${id})"`;
}

function drawSubject(scene: Scene, subject: SceneSubject, filter: string, grounded: boolean): void {
  const { illustration } = subject;
  subject.boxes.forEach((box) => {
    if (grounded) {
      scene.add(
        `<ellipse cx="${box.x + box.size / 2}" cy="${box.y + box.size * 0.97}" rx="${box.size * 0.36}" ry="${box.size * 0.05}" fill="#000" fill-opacity="0.22"/>`,
      );
    }
    const flip = box.mirrored
      ? ` transform="translate(${box.x * 2 + box.size} 0) scale(-1 1)"`
      : '';
    scene.add(
      `<g data-subject="${subject.word}" data-icon="${illustration.name}"${flip} ${filter}><svg x="${box.x}" y="${box.y}" width="${box.size}" height="${box.size}" viewBox="0 0 32 32">${illustration.body}</svg></g>`,
    );
  });
}

function styleFilter(scene: Scene, model: ImageScene): string {
  if (model.style === 'watercolor') {
    const id = scene.define(
      (name) =>
        `<filter id="${name}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="2" seed="${model.seed % 997}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="12" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="1.6" result="s"/><feColorMatrix in="s" type="matrix" values="0.9 0 0 0 0.09  0 0.9 0 0 0.09  0 0 0.9 0 0.08  0 0 0 1 0"/></filter>`,
    );
    return `filter="url(#${id})"`;
  }
  if (model.style === 'oil') {
    const id = scene.define(
      (name) =>
        `<filter id="${name}" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="0.035 0.09" numOctaves="2" seed="${model.seed % 991}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="14" xChannelSelector="R" yChannelSelector="B"/></filter>`,
    );
    return `filter="url(#${id})"`;
  }
  return '';
}

/** The scene's SVG; subjects carry `data-subject` and `data-icon`, so the picture can be checked. */
export function buildSceneSvg(model: ImageScene): string {
  const backdrop = new Scene();
  const random = createRandom(model.seed);
  const size = backdrop.size;
  if (model.setting.kind === 'indoor') {
    drawInterior(backdrop, random, model);
  } else if (model.style === 'neon') {
    drawNeon(backdrop, random, model.palette);
  } else {
    const celestial =
      model.light === 'night' ? 'moon' : model.light === 'storm' || model.weather ? 'none' : 'sun';
    drawLandscape(
      backdrop,
      random,
      {
        kind: 'landscape',
        terrain: model.setting.terrain,
        celestial,
        hasStars: model.light === 'night',
      },
      model.palette,
    );
  }
  if (model.light === 'storm' && model.setting.kind === 'outdoor') {
    drawStormClouds(backdrop, random, model.palette);
  }
  const filter = subjectFilter(backdrop, model);
  const sky = model.subjects.filter((subject) => subject.illustration.placement === 'sky');
  const grounded = model.subjects.filter((subject) => subject.illustration.placement !== 'sky');
  // nearer (lower) subjects last, so they overlap the ones behind
  [...grounded].reverse().forEach((subject) => drawSubject(backdrop, subject, filter, true));
  sky.forEach((subject) => drawSubject(backdrop, subject, filter, false));
  drawWeather(backdrop, random, model);
  const vignette = backdrop.radial(
    '#000000',
    model.palette.isDark ? 0.45 : 0.2,
    [0, 0, 0.35, 1],
    0.7,
  );
  backdrop.add(rect(0, 0, size, size, vignette));
  const style = styleFilter(backdrop, model);
  if (style) {
    backdrop.wrapAll(style);
    // the paint filter pulls colour in from past the edges: give it the sky's colour to pull
    backdrop.underlay(rect(0, 0, size, size, model.palette.sky[1]));
  }
  return backdrop.toSvg(model.view);
}
