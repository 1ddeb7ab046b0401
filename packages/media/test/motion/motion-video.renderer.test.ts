import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg, runBinary } from '../../src/index';
import { renderMotionVideo } from '../../src/motion';

const binaries = locateFfmpeg();
const RENDER_TIMEOUT = 120_000;

interface ProbeStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  r_frame_rate?: string;
}

async function probe(file: string) {
  const { stdout } = await runBinary(binaries.ffprobe, [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]);
  return JSON.parse(stdout) as { format: { duration: string }; streams: ProbeStream[] };
}

/** The frame at `seconds` as raw 8-bit RGB. */
async function frameAt(file: string, seconds: number): Promise<Buffer> {
  const target = `${file}.${seconds}.rgb`;
  await runBinary(binaries.ffmpeg, [
    ...['-v', 'error', '-y', '-ss', String(seconds), '-i', file, '-frames:v', '1'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', target],
  ]);
  return readFile(target);
}

function meanColor(frame: Buffer): [number, number, number] {
  const sums = [0, 0, 0];
  for (let index = 0; index < frame.length; index += 1) {
    sums[index % 3] = (sums[index % 3] ?? 0) + (frame[index] ?? 0);
  }
  const pixels = frame.length / 3;
  return [(sums[0] ?? 0) / pixels, (sums[1] ?? 0) / pixels, (sums[2] ?? 0) / pixels];
}

function meanAbsoluteDifference(first: Buffer, second: Buffer): number {
  let total = 0;
  for (let index = 0; index < first.length; index += 1) {
    total += Math.abs((first[index] ?? 0) - (second[index] ?? 0));
  }
  return total / first.length;
}

const workDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('orato-motion-'));

describe('renderMotionVideo', () => {
  let directory = '';
  const progress: number[] = [];
  let ocean = '';
  let poster = '';

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'orato-motion-test-'));
    ocean = path.join(directory, 'ocean.mp4');
    const result = await renderMotionVideo({
      prompt: 'A calm ocean at sunset',
      outputPath: ocean,
      binaries,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result).toMatchObject({ durationSeconds: 8, width: 1280, height: 720 });
    poster = result.posterPath;
  }, RENDER_TIMEOUT);

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('writes an 8 s 1280×720 24 fps H.264 MP4 with a soft AAC track', async () => {
    const info = await probe(ocean);
    expect(Number(info.format.duration)).toBeCloseTo(8, 1);
    const video = info.streams.find((stream) => stream.codec_type === 'video');
    expect(video).toMatchObject({
      codec_name: 'h264',
      width: 1280,
      height: 720,
      pix_fmt: 'yuv420p',
      r_frame_rate: '24/1',
    });
    expect(info.streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');
  });

  it('writes a 1280×720 poster JPEG beside it and reports progress up to 1', async () => {
    expect(poster).toBe(path.join(directory, 'ocean.poster.jpg'));
    const info = await probe(poster);
    expect(info.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 1280, height: 720 });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('the poster is the clip at 1 s', async () => {
    const still = await sharp(poster).removeAlpha().raw().toBuffer();
    const [atOne, atFive] = [await frameAt(ocean, 1), await frameAt(ocean, 5)];
    // JPEG against the decoded frame: close, and closer than a frame 4 s later
    expect(meanAbsoluteDifference(still, atOne)).toBeLessThan(3);
    expect(meanAbsoluteDifference(still, atOne)).toBeLessThan(
      meanAbsoluteDifference(still, atFive),
    );
  });

  it(
    'draws the same frames for the same prompt and clearly different ones for another',
    async () => {
      const again = path.join(directory, 'ocean-again.mp4');
      const city = path.join(directory, 'city.mp4');
      await renderMotionVideo({ prompt: 'A calm ocean at sunset', outputPath: again, binaries });
      await renderMotionVideo({
        prompt: 'Neon city night traffic, energetic',
        outputPath: city,
        binaries,
      });
      const [first, second, other] = await Promise.all([
        frameAt(ocean, 2),
        frameAt(again, 2),
        frameAt(city, 2),
      ]);
      expect(first.length).toBe(1280 * 720 * 3);
      expect(first.equals(second)).toBe(true);
      expect(meanAbsoluteDifference(first, other)).toBeGreaterThan(20);
      const [oceanColor, cityColor] = [meanColor(first), meanColor(other)];
      expect(
        Math.hypot(...oceanColor.map((value, index) => value - (cityColor[index] ?? 0))),
      ).toBeGreaterThan(15);
    },
    RENDER_TIMEOUT,
  );

  it.each([
    ['cannot start', 'no-such-ffmpeg'],
    ['exits with an error', '/bin/false'],
  ])('leaves no output and no work folder when ffmpeg %s', async (_case, ffmpeg) => {
    const before = workDirs().length;
    const broken = path.join(directory, 'broken.mp4');
    await expect(
      renderMotionVideo({
        prompt: 'Snowy forest morning',
        outputPath: broken,
        binaries: { ...binaries, ffmpeg: path.resolve(directory, ffmpeg) },
      }),
    ).rejects.toThrow();
    expect(existsSync(broken)).toBe(false);
    expect(existsSync(path.join(directory, 'broken.poster.jpg'))).toBe(false);
    expect(workDirs().length).toBe(before);
  });

  it(
    'paints a start image as the backdrop, the scene moving over it',
    async () => {
      // pure magenta: no palette of the drawn skies comes close to it
      const backdropImage = await sharp({
        create: { width: 320, height: 180, channels: 3, background: { r: 255, g: 0, b: 255 } },
      })
        .png()
        .toBuffer();
      const output = path.join(directory, 'backdrop.mp4');
      await renderMotionVideo({
        prompt: 'A calm ocean at sunset',
        outputPath: output,
        binaries,
        withAudio: false,
        backdropImage,
      });
      // the top tenth of the frame is sky: the picture there, not the drawn sunset
      const top = (frame: Buffer) => frame.subarray(0, 1280 * 72 * 3);
      const [r, g, b] = meanColor(top(await frameAt(output, 1)));
      const [sunsetR, sunsetG, sunsetB] = meanColor(top(await frameAt(ocean, 1)));
      expect(Math.min(r, b) - g).toBeGreaterThan(80);
      expect(Math.min(sunsetR, sunsetB) - sunsetG).toBeLessThan(40);
    },
    RENDER_TIMEOUT,
  );
});
