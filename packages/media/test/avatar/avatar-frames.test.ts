import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAvatars } from '../../src/avatar/avatar-catalogue';
import { writeAvatarFrames } from '../../src/avatar/avatar-frames';
import type { AvatarFramePlan } from '../../src/avatar/avatar-motion';
import type { Avatar } from '../../src/avatar/avatar.types';
import { CAPTION_BAND, VIDEO_WIDTH } from '../../src/avatar/avatar-scene';

const withHair = (hairStyle: string) =>
  listAvatars().find((avatar) => avatar.style.hairStyle === hairStyle) as Avatar;

const plan: AvatarFramePlan = {
  fps: 25,
  frames: Array.from({ length: 20 }, (_, frame) => ({
    mouth: { viseme: frame % 2 ? 'open' : 'rest', open: frame % 2 ? 2 : 0 },
    eyesOpen: true,
    browsRaised: false,
  })),
  sway: [],
};
const cues = [
  { start: 0, end: 0.4, text: 'Hello there.' },
  { start: 0.4, end: 0.8, text: 'Bye now.' },
];

/** The files an ffconcat list shows, in order, without the repeated last entry. */
async function listedFiles(listPath: string): Promise<string[]> {
  const list = await readFile(listPath, 'utf8');
  const files = [...list.matchAll(/^file '(.+)'$/gm)].map((match) => match[1] ?? '');
  return files.slice(0, -1);
}

describe('writeAvatarFrames', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'avatar-frames-test-'));
    await Promise.all(['short', 'hijab'].map((name) => mkdir(path.join(dir, name))));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('pastes each caption into its own copy of the still frame when the head stays above the band', async () => {
    const frames = await writeAvatarFrames({
      avatar: withHair('short'),
      tagline: 'English',
      plan,
      cues,
      dir: path.join(dir, 'short'),
    });
    expect(frames.captionBand).toBeUndefined();
    // the head pictures are cut to what they show, and say where the cut starts
    const [head] = await listedFiles(frames.headListPath);
    const pamHeader = (await readFile(head!)).subarray(0, 64).toString('latin1');
    const [width, height] = [/WIDTH (\d+)/, /HEIGHT (\d+)/].map((field) =>
      Number(field.exec(pamHeader)?.[1]),
    );
    expect(width! * height!).toBeLessThan(480 * 500 * 0.6);
    expect((frames.headCrop.x % 2) + (frames.headCrop.y % 2)).toBe(0);
    expect(frames.headCrop.y).toBeGreaterThan(0);
    const stills = await listedFiles(frames.stillListPath);
    expect(stills).toHaveLength(2);
    const [first, second] = await Promise.all(stills.map((file) => readFile(file)));
    const header = first!.indexOf('FRAME\n') + 6;
    const rows = (picture: Buffer, from: number, to: number) =>
      picture.subarray(header + from * VIDEO_WIDTH, header + to * VIDEO_WIDTH);
    // the captions differ only in the band's rows
    expect(rows(first!, 0, CAPTION_BAND.top).equals(rows(second!, 0, CAPTION_BAND.top))).toBe(true);
    expect(rows(first!, CAPTION_BAND.top, 720).equals(rows(second!, CAPTION_BAND.top, 720))).toBe(
      false,
    );
  });

  it('keeps the bands as a layer over the head when a headscarf reaches them', async () => {
    const frames = await writeAvatarFrames({
      avatar: withHair('hijab'),
      tagline: 'English',
      plan,
      cues,
      dir: path.join(dir, 'hijab'),
    });
    expect(frames.captionBand?.top).toBe(CAPTION_BAND.top);
    expect(await listedFiles(frames.stillListPath)).toHaveLength(1);
    expect(await listedFiles(frames.captionBand?.concatListPath ?? '')).toHaveLength(2);
  });
});
