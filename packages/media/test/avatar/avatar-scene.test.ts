import { describe, expect, it } from 'vitest';
import { listAvatars } from '../../src/avatar/avatar-catalogue';
import type { Avatar } from '../../src/avatar/avatar.types';
import { fontFilesFor } from '../../src/text/fonts';
import { rasterizeSvg } from '../../src/frames/frame-raster';
import {
  CAPTION_BAND,
  renderSceneSvg,
  VIDEO_HEIGHT,
  VIDEO_WIDTH,
} from '../../src/avatar/avatar-scene';

const avatars = listAvatars();
const withHair = (hairStyle: string) =>
  avatars.find((avatar) => avatar.style.hairStyle === hairStyle) as Avatar;

describe('scene', () => {
  it('renders a full 1280×720 frame', () => {
    const avatar = withHair('bob');
    const frame = rasterizeSvg(
      renderSceneSvg(avatar, { mouth: 2, eyesOpen: true }, { tagline: 'Dutch' }),
      fontFilesFor(avatar.name),
    );
    expect([frame.width, frame.height]).toEqual([VIDEO_WIDTH, VIDEO_HEIGHT]);
  });

  it.each(['hijab', 'long-wavy', 'curly-long', 'afro', 'short'])(
    'draws the caption band as the full frame draws those rows, up to edge anti-aliasing (%s)',
    (hairStyle) => {
      const avatar = withHair(hairStyle);
      const caption = 'Captions sit on the chest';
      const options = { tagline: 'English (US)', caption };
      const fonts = fontFilesFor(caption + avatar.name);
      const full = rasterizeSvg(
        renderSceneSvg(avatar, { mouth: 1, eyesOpen: false }, options),
        fonts,
      );
      const band = rasterizeSvg(
        renderSceneSvg(avatar, { mouth: 0, eyesOpen: true }, { ...options, layer: 'band' }),
        fonts,
      );
      expect([band.width, band.height]).toEqual([VIDEO_WIDTH, CAPTION_BAND.height]);
      const offset = CAPTION_BAND.top * VIDEO_WIDTH;
      const differences = Array.from({ length: VIDEO_WIDTH * CAPTION_BAND.height }, (_, index) =>
        Math.abs((full.data[offset + index] ?? 0) - (band.data[index] ?? 0)),
      ).filter((difference) => difference > 0);
      expect(Math.max(0, ...differences)).toBeLessThanOrEqual(32);
      expect(differences.length).toBeLessThan(VIDEO_WIDTH * CAPTION_BAND.height * 0.005);
    },
  );
});
