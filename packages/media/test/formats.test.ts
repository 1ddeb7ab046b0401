import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CaptionStyle, VideoFormat } from '@orato/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAvatar } from '../src/avatar/avatar-catalogue';
import { avatarLayout, figureBox } from '../src/avatar/avatar-layout';
import type { Box } from '../src/frames/talking-frame.types';
import { renderAvatarVideo } from '../src/avatar/avatar-video';
import { locateFfmpeg } from '../src/ffmpeg/ffmpeg-binaries';
import { renderMotionVideo } from '../src/motion';
import { fromBottom, motionFrame } from '../src/motion/motion-layout';
import { planMotionSprites } from '../src/motion/motion-subjects';
import { renderPhotoAvatarVideo } from '../src/photo/photo-avatar-video';
import { placePortraitFor } from '../src/photo/photo-layout';
import type { FaceLandmarks } from '../src/photo/photo-avatar.types';
import { runBinary } from '../src/ffmpeg/process';
import { assembleStoryboard } from '../src/storyboard/storyboard-assemble';
import { composeScene } from '../src/storyboard/storyboard-compose';
import { placedBox } from '../src/storyboard/storyboard-layout';

const binaries = locateFfmpeg();
const PORTRAITS = path.resolve(import.meta.dirname, '../../../test-support/portraits');
const LANDMARKS = JSON.parse(
  readFileSync(path.join(PORTRAITS, 'portrait.landmarks.json'), 'utf8'),
) as FaceLandmarks;
const SCRIPT = 'Keep your sentences short and clear.';

interface Streams {
  video: { codec: string; width: number; height: number; fps: number };
  audio: { codec: string } | undefined;
}

async function streams(file: string): Promise<Streams> {
  const { stdout } = await runBinary(binaries.ffprobe, [
    ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height,r_frame_rate'],
    ...['-of', 'json', file],
  ]);
  const all = (JSON.parse(stdout) as { streams: Record<string, string | number>[] }).streams;
  const video = all.find((stream) => stream.codec_type === 'video')!;
  const audio = all.find((stream) => stream.codec_type === 'audio');
  const [numerator, denominator] = String(video.r_frame_rate).split('/').map(Number);
  return {
    video: {
      codec: String(video.codec_name),
      width: Number(video.width),
      height: Number(video.height),
      fps: numerator! / denominator!,
    },
    audio: audio ? { codec: String(audio.codec_name) } : undefined,
  };
}

/** One decoded frame as RGB. */
let frames = 0;
async function frameAt(file: string, seconds: number): Promise<{ rgb: Buffer; width: number }> {
  const { video } = await streams(file);
  const output = path.join(dir, `frame-${(frames += 1)}.rgb`);
  await runBinary(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', output],
  ]);
  return { rgb: await readFile(output), width: video.width };
}

const hexToRgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** Mean colour of a box. */
function meanColour(frame: { rgb: Buffer; width: number }, box: Box): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.height); y += 1) {
    for (let x = Math.round(box.x); x < Math.round(box.x + box.width); x += 1) {
      const at = (y * frame.width + x) * 3;
      sum[0]! += frame.rgb[at]!;
      sum[1]! += frame.rgb[at + 1]!;
      sum[2]! += frame.rgb[at + 2]!;
      count += 1;
    }
  }
  return sum.map((value) => value / count) as [number, number, number];
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** The box of the pixels that differ between two frames of the same size. */
function differenceBox(a: Buffer, b: Buffer, width: number): Box | undefined {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let pixel = 0; pixel < a.length / 3; pixel += 1) {
    const at = pixel * 3;
    const change = Math.max(
      Math.abs(a[at]! - b[at]!),
      Math.abs(a[at + 1]! - b[at + 1]!),
      Math.abs(a[at + 2]! - b[at + 2]!),
    );
    if (change > 40) {
      const [x, y] = [pixel % width, Math.floor(pixel / width)];
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x),
        Math.min(top, y),
        Math.max(bottom, y),
      ];
    }
  }
  return right < 0
    ? undefined
    : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'formats-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const AVATAR_CASES: [VideoFormat, CaptionStyle, [number, number]][] = [
  [{ aspect: '9:16', resolution: '1080p' }, 'word', [1080, 1920]],
  [{ aspect: '1:1', resolution: '720p' }, 'classic', [720, 720]],
];

describe.each(AVATAR_CASES)(
  'a drawn avatar video at %o with %s captions',
  (format, captionStyle, size) => {
    const avatar = getAvatar('emily');
    const layout = avatarLayout(format);
    let captioned: string;
    let plain: string;

    beforeAll(async () => {
      const name = `${format.aspect.replace(':', 'x')}-${format.resolution}`;
      [captioned, plain] = [path.join(dir, `${name}.mp4`), path.join(dir, `${name}-plain.mp4`)];
      const common = { script: SCRIPT, avatar, format, captionStyle, binaries };
      const [video] = await Promise.all([
        renderAvatarVideo({ ...common, outputPath: captioned, captions: true }),
        renderAvatarVideo({ ...common, outputPath: plain, captions: false }),
      ]);
      expect([video.width, video.height]).toEqual(size);
    }, 120_000);

    it('is H.264/AAC at 25 fps and exactly the platform size', async () => {
      const { video, audio } = await streams(captioned);
      expect(video).toEqual({ codec: 'h264', width: size[0], height: size[1], fps: 25 });
      expect(audio?.codec).toBe('aac');
    });

    it('draws the captions inside the safe area and the face where the layout puts it', async () => {
      const [withCaptions, without] = await Promise.all([frameAt(captioned, 1), frameAt(plain, 1)]);
      const ink = differenceBox(withCaptions.rgb, without.rgb, size[0]);
      expect(ink).toBeDefined();
      const band = {
        x: 0,
        y: layout.pixels.captionBand.top,
        width: size[0],
        height: layout.pixels.captionBand.height,
      };
      expect(inside(ink!, layout.pixels.safe)).toBe(true);
      expect(inside(ink!, band)).toBe(true);
      // the cheek (left of the nose, below the eye) is skin, where the layout says the face is
      const cheek = figureBox(layout.design, { x: 196, y: 250, width: 16, height: 12 });
      const k = layout.frame.scale;
      const pixels = {
        x: cheek.x * k,
        y: cheek.y * k,
        width: cheek.width * k,
        height: cheek.height * k,
      };
      expect(inside(pixels, layout.pixels.face)).toBe(true);
      expect(distance(meanColour(without, pixels), hexToRgb(avatar.style.skinTone))).toBeLessThan(
        40,
      );
    });
  },
);

const PHOTO_CASES: [VideoFormat, CaptionStyle, [number, number]][] = [
  [{ aspect: '9:16', resolution: '720p' }, 'word', [720, 1280]],
  [{ aspect: '1:1', resolution: '1080p' }, 'classic', [1080, 1080]],
];

describe.each(PHOTO_CASES)(
  'a photo avatar video at %o with %s captions',
  (format, captionStyle, size) => {
    let video: string;

    beforeAll(async () => {
      video = path.join(dir, `photo-${format.aspect.replace(':', 'x')}.mp4`);
      const result = await renderPhotoAvatarVideo({
        portraitPath: path.join(PORTRAITS, 'portrait.jpg'),
        landmarks: LANDMARKS,
        script: SCRIPT,
        voice: 'en-us',
        language: 'en',
        captions: true,
        outputPath: video,
        binaries,
        format,
        captionStyle,
      });
      expect([result.width, result.height]).toEqual(size);
    }, 120_000);

    it('is H.264/AAC at 25 fps and exactly the platform size', async () => {
      const { video: stream, audio } = await streams(video);
      expect(stream).toEqual({ codec: 'h264', width: size[0], height: size[1], fps: 25 });
      expect(audio?.codec).toBe('aac');
    });

    it('frames the face inside the frame above the captions, the photo filling the frame there', async () => {
      const layout = avatarLayout(format);
      const placement = placePortraitFor(LANDMARKS, layout);
      const { box } = LANDMARKS;
      const face = {
        x: placement.x + box.x * placement.scale,
        y: placement.y + box.y * placement.scale,
        width: box.width * placement.scale,
        height: box.height * placement.scale,
      };
      expect(inside(face, { x: 0, y: 0, width: size[0], height: size[1] })).toBe(true);
      expect(face.y + face.height).toBeLessThanOrEqual(layout.pixels.captionBand.top);
      // the forehead in the frame is the forehead of the photo (not its blurred copy)
      const patch = {
        x: box.x + box.width * 0.4,
        y: box.y + box.height * 0.12,
        width: box.width * 0.2,
        height: box.height * 0.08,
      };
      const { data, info } = await sharp(path.join(PORTRAITS, 'portrait.jpg'))
        .rotate()
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const photo = meanColour({ rgb: data, width: info.width }, patch);
      const frame = await frameAt(video, 0);
      const shown = meanColour(frame, {
        x: placement.x + patch.x * placement.scale,
        y: placement.y + patch.y * placement.scale,
        width: patch.width * placement.scale,
        height: patch.height * placement.scale,
      });
      expect(distance(shown, photo)).toBeLessThan(30);
    });
  },
);

describe('offline VEO clips composed for the shape', () => {
  it.each([
    [{ aspect: '9:16', resolution: '720p' } as VideoFormat, [720, 1280]],
    [{ aspect: '1:1', resolution: '1080p' } as VideoFormat, [1080, 1080]],
  ])(
    'renders %o at exactly its size, H.264/AAC',
    async (format, size) => {
      const output = path.join(dir, `motion-${format.aspect.replace(':', 'x')}.mp4`);
      const result = await renderMotionVideo({
        prompt: 'A deer walking through a snowy forest',
        outputPath: output,
        binaries,
        format,
      });
      expect([result.width, result.height]).toEqual(size);
      const { video, audio } = await streams(output);
      expect(video).toEqual({ codec: 'h264', width: size[0], height: size[1], fps: 24 });
      expect(audio?.codec).toBe('aac');
      const poster = await sharp(result.posterPath).metadata();
      expect([poster.width, poster.height]).toEqual(size);
    },
    120_000,
  );

  it('stands walkers on the tall frame’s ground and keeps them across its width', () => {
    const frame = motionFrame('9:16');
    const [deer] = planMotionSprites('a deer walking', 7, frame);
    expect(deer!.y + deer!.size).toBe(Math.round(fromBottom(720 - 36, frame)));
    expect(deer!.y + deer!.size).toBeGreaterThan(frame.height * 0.85);
    expect(deer!.x).toBeGreaterThanOrEqual(-deer!.size / 2);
    expect(deer!.x + deer!.size / 2).toBeLessThanOrEqual(frame.width);
  });
});

describe('a vertical storyboard mixing a landscape clip and a vertical still', () => {
  const format: VideoFormat = { aspect: '9:16', resolution: '720p' };
  const [width, height] = [720, 1280];
  let mediaPath: string;
  let shotSeconds: number;

  beforeAll(async () => {
    const narrations = await Promise.all(
      ['Here is the sea from the shore.', 'And here is our poster.'].map(async (line, index) => {
        const videoPath = path.join(dir, `narration-${index}.mp4`);
        await renderAvatarVideo({
          script: line,
          avatar: getAvatar('emily'),
          outputPath: videoPath,
          captions: false,
          format,
          binaries,
        });
        return { videoPath, line };
      }),
    );
    const clipPath = path.join(dir, 'landscape.mp4');
    await runBinary(binaries.ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=3'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', clipPath],
    ]);
    // a vertical still: red above, blue below, so filling (not placing) shows at the edges
    const stillPath = path.join(dir, 'vertical.png');
    const half = (colour: string) =>
      sharp({ create: { width, height: height / 2, channels: 3, background: colour } })
        .png()
        .toBuffer();
    await writeFile(
      stillPath,
      await sharp({ create: { width, height, channels: 3, background: '#000000' } })
        .composite([
          { input: await half('#d02020'), left: 0, top: 0 },
          { input: await half('#2030d0'), left: 0, top: height / 2 },
        ])
        .png()
        .toBuffer(),
    );
    const visuals = [
      { kind: 'shot', clipPath },
      { kind: 'still', imagePath: stillPath },
    ] as const;
    const scenes = await Promise.all(
      narrations.map((narration, index) =>
        composeScene({
          binaries,
          narrationPath: narration.videoPath,
          line: narration.line,
          visual: visuals[index]!,
          bubble: false,
          index: 1,
          outputPath: path.join(dir, `scene-${index}.mp4`),
          format,
        }),
      ),
    );
    shotSeconds = scenes[0]!.durationSeconds;
    const result = await assembleStoryboard({
      binaries,
      scenes,
      burnCaptions: true,
      workDir: path.join(dir, 'storyboard'),
      format,
      captionStyle: 'word',
    });
    mediaPath = result.mediaPath;
  }, 180_000);

  it('is a 720×1280 25 fps H.264/AAC video', async () => {
    const { video, audio } = await streams(mediaPath);
    expect(video).toEqual({ codec: 'h264', width, height, fps: 25 });
    expect(audio?.codec).toBe('aac');
  });

  it('places the landscape clip whole over a blurred fill, never stretched', async () => {
    const frame = await frameAt(mediaPath, shotSeconds / 2);
    const placed = placedBox({ width: 1280, height: 720 }, { width, height });
    expect(placed).toEqual({ x: 0, y: 438, width: 720, height: 406 });
    // the test card's hard edges inside the placed box; none in the blurred fill above it
    const edges = (box: Box) => {
      let count = 0;
      for (let y = box.y; y < box.y + box.height; y += 1) {
        for (let x = box.x + 1; x < box.x + box.width; x += 1) {
          const at = (y * width + x) * 3;
          count += Math.abs(frame.rgb[at + 1]! - frame.rgb[at - 2]!) > 60 ? 1 : 0;
        }
      }
      return count;
    };
    const fill = { x: 0, y: 40, width, height: 360 };
    const clip = { x: 0, y: placed.y + 20, width, height: placed.height - 40 };
    expect(edges(clip)).toBeGreaterThan(1000);
    expect(edges(fill)).toBeLessThan(edges(clip) / 20);
    expect(Math.max(...meanColour(frame, fill))).toBeGreaterThan(24);
  });

  it('fills the frame with the vertical still, edge to edge', async () => {
    const frame = await frameAt(mediaPath, shotSeconds + 0.8);
    const top = meanColour(frame, { x: 0, y: 8, width, height: 60 });
    const bottom = meanColour(frame, { x: 0, y: height - 68, width, height: 60 });
    expect(top[0]).toBeGreaterThan(top[2] + 80);
    expect(bottom[2]).toBeGreaterThan(bottom[0] + 80);
  });
});
