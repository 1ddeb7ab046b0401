import { open, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { headPoseKey, parseHeadPoseKey, type AvatarFramePlan } from './avatar-motion';
import type { Avatar } from './avatar.types';
import type { CaptionContent } from '../captions/caption-art';
import { avatarLayout } from './avatar-layout';
import type { AvatarLayout } from '../frames/talking-frame.types';
import { fontFilesFor } from '../text/fonts';
import {
  cropRgba,
  pasteRows,
  rasterizeSvgAsync,
  rasterizeSvgRgbaAsync,
  writePam,
  writeY4m,
  type PixelBox,
  type RgbaImage,
  visibleBox,
  type YuvImage,
} from '../frames/frame-raster';
import {
  buildConcatList,
  captionIndexPerFrame,
  toFrameRuns,
  type FrameRun,
} from '../frames/frame-plan';
import {
  headSpriteBox,
  measureCaptions,
  renderHeadSpriteSvg,
  renderSceneSvg,
} from './avatar-scene';

export interface AvatarFramesInput {
  avatar: Avatar;
  tagline: string;
  plan: AvatarFramePlan;
  /** Captions to burn in (classic lines or word groups); empty for none. */
  cues: readonly CaptionContent[];
  dir: string;
  /** The frame's shape and size; the landscape 720p frame unless set. */
  layout?: AvatarLayout;
}

type LaidOutFrames = AvatarFramesInput & { layout: AvatarLayout };

export interface AvatarFrames {
  /** ffconcat list of the still frame (set, body, name card), with each caption pasted in when it is. */
  stillListPath: string;
  /** ffconcat list of head pictures (RGBA), one entry per change of mouth, eyes or brows. */
  headListPath: string;
  /**
   * Where the head pictures' top-left corner sits in the head sprite's box: they are cut to
   * what any of them shows, so ffmpeg blends (and reads) less than half of the box each frame.
   */
  headCrop: { x: number; y: number };
  /** ffconcat list of caption bands to lay over the frames' bottom rows, when captions are burned in. */
  captionBand?: { concatListPath: string; top: number };
}

/**
 * Writes the still frame once, each distinct head picture once and each caption band once, with
 * ffconcat lists that show them in time; ffmpeg moves the head over the still frame. A minute of
 * video needs about 30 head pictures this way. Captions are pasted into copies of the still
 * frame, one per caption, unless the head layer reaches the caption band: then ffmpeg lays the
 * bands over the finished frames, which costs it a blend of the band's rows in every frame.
 */
export async function writeAvatarFrames(framesInput: AvatarFramesInput): Promise<AvatarFrames> {
  const input: LaidOutFrames = { ...framesInput, layout: framesInput.layout ?? avatarLayout() };
  const { plan, cues, dir } = input;
  const { fps, frames } = plan;
  const headRuns = toFrameRuns(frames.map(headPoseKey));
  const captionRuns = toFrameRuns(captionIndexPerFrame(cues, frames.length, fps).map(String));
  measureCaptions(cues, input.layout);
  const bandTop = input.layout.pixels.captionBand.top;
  // all at once: resvg draws them on libuv's threads, side by side on every core
  const [heads, still, bands] = await Promise.all([
    renderEach(headRuns, (key) => stageHead(input, key)),
    renderStill(input),
    renderEach(cues.length ? captionRuns : [], (cue) =>
      renderCaptionBand(input, cues[Number(cue)]),
    ),
  ]);
  const crop = unionBox([...heads.values()].map((head) => head.box));
  const headListPath = await writeConcatList(dir, 'head', headRuns, fps, 'pam', async (file, key) =>
    writePam(file, await unstageHead(heads.get(key)!, crop)),
  );
  const headCrop = { x: crop?.x ?? 0, y: crop?.y ?? 0 };
  const writeStill = (runs: readonly FrameRun<string>[], picture: (key: string) => YuvImage) =>
    writeConcatList(dir, 'still', runs, fps, 'y4m', (file, key) =>
      writeY4m(file, picture(key), fps),
    );
  const stillRun = [{ key: 'still', frames: frames.length }];
  if (!cues.length) {
    return { stillListPath: await writeStill(stillRun, () => still), headListPath, headCrop };
  }
  if (!headReachesBand(input.avatar, input.layout)) {
    const stillListPath = await writeStill(captionRuns, (cue) =>
      pasteRows(still, bands.get(cue)!, bandTop),
    );
    return { stillListPath, headListPath, headCrop };
  }
  const stillListPath = await writeStill(stillRun, () => still);
  const concatListPath = await writeConcatList(
    dir,
    'captions',
    captionRuns,
    fps,
    'y4m',
    (file, cue) => writeY4m(file, bands.get(cue)!, fps),
  );
  return {
    stillListPath,
    headListPath,
    headCrop,
    captionBand: { concatListPath, top: bandTop },
  };
}

/** Draws each distinct picture of the runs once. */
async function renderEach<Picture>(
  runs: readonly FrameRun<string>[],
  render: (key: string) => Promise<Picture>,
): Promise<Map<string, Picture>> {
  const keys = [...new Set(runs.map((run) => run.key))];
  const pictures = new Map<string, Picture>();
  // as many at once as libuv has threads to draw them: more would only queue finished pixmaps
  // (several megabytes each at 1080p) while the main thread is busy
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let key = keys[next++]; key !== undefined; key = keys[next++]) {
      pictures.set(key, await render(key));
    }
  };
  await Promise.all(Array.from({ length: DRAWING_THREADS }, worker));
  return new Map(keys.map((key) => [key, pictures.get(key)!]));
}

/** libuv's default thread pool, where resvg draws. */
const DRAWING_THREADS = 4;

/** A headscarf's drape reaches the caption rows: the band must then be laid over the head. */
function headReachesBand(avatar: Avatar, layout: AvatarLayout): boolean {
  const box = headSpriteBox(avatar, layout);
  return box.y + box.height > layout.pixels.captionBand.top;
}

/** Writes each distinct picture of the runs once, and the list that shows them in order. */
async function writeConcatList(
  dir: string,
  name: string,
  runs: readonly FrameRun<string>[],
  fps: number,
  extension: 'y4m' | 'pam',
  write: (file: FileHandle, key: string) => Promise<void>,
): Promise<string> {
  const files = new Map<string, string>();
  for (const { key } of runs) {
    if (files.has(key)) {
      continue;
    }
    const filePath = path.join(dir, `${name}-${key}.${extension}`);
    const file = await open(filePath, 'w');
    try {
      await write(file, key);
    } finally {
      await file.close();
    }
    files.set(key, filePath);
  }
  const listPath = path.join(dir, `${name}.ffconcat`);
  const list = await open(listPath, 'w');
  try {
    await list.writeFile(
      buildConcatList(
        runs.map((run) => ({ key: files.get(run.key) ?? '', frames: run.frames })),
        fps,
      ),
    );
  } finally {
    await list.close();
  }
  return listPath;
}

function renderStill({ avatar, tagline, layout }: LaidOutFrames): Promise<YuvImage> {
  const pose = { mouth: 0, eyesOpen: true } as const;
  const svg = renderSceneSvg(avatar, pose, { tagline, layer: 'still', layout });
  return rasterizeSvgAsync(svg, fontFilesFor(avatar.name + tagline));
}

/** A head picture waiting on disk, cut to what it shows, until every head's extent is known. */
interface StagedHead {
  path: string;
  /** What it shows, in the sprite's box; undefined when nothing. */
  box: PixelBox | undefined;
}

/**
 * Draws one head picture and parks what it shows on disk: at 1080p the sprite is 2.7 MB, and a
 * minute needs dozens of them, so holding them all until their common extent is known would cost
 * more memory than the encode.
 */
async function stageHead(input: LaidOutFrames, key: string): Promise<StagedHead> {
  const { avatar, layout, dir } = input;
  const head = await rasterizeSvgRgbaAsync(
    renderHeadSpriteSvg(avatar, parseHeadPoseKey(key), layout),
    [],
  );
  const box = visibleBox([head]);
  const stagedPath = path.join(dir, `head-staged-${key}.rgba`);
  await writeFile(stagedPath, box ? cropRgba(head, box).data : new Uint8Array(0));
  return { path: stagedPath, box };
}

/** The staged head placed in the common box (transparent around it); its file is removed. */
async function unstageHead(head: StagedHead, crop: PixelBox | undefined): Promise<RgbaImage> {
  const staged = await readFile(head.path);
  await rm(head.path, { force: true });
  const frame = crop ?? { x: 0, y: 0, width: 2, height: 2 };
  const data = new Uint8Array(frame.width * frame.height * 4);
  const { box } = head;
  if (box) {
    for (let row = 0; row < box.height; row += 1) {
      const to = ((box.y - frame.y + row) * frame.width + (box.x - frame.x)) * 4;
      data.set(staged.subarray(row * box.width * 4, (row + 1) * box.width * 4), to);
    }
  }
  return { width: frame.width, height: frame.height, data };
}

/** The smallest box holding all the boxes; undefined when there are none. */
function unionBox(boxes: readonly (PixelBox | undefined)[]): PixelBox | undefined {
  const present = boxes.filter((box): box is PixelBox => box !== undefined);
  if (!present.length) {
    return undefined;
  }
  const left = Math.min(...present.map((box) => box.x));
  const top = Math.min(...present.map((box) => box.y));
  const right = Math.max(...present.map((box) => box.x + box.width));
  const bottom = Math.max(...present.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The band with a caption, or without one: every frame gets a band, so the few edge pixels where
 * the band's anti-aliasing differs from the full frame's never change between frames.
 */
function renderCaptionBand(
  { avatar, tagline, layout }: LaidOutFrames,
  caption: CaptionContent | undefined,
): Promise<YuvImage> {
  const pose = { mouth: 0, eyesOpen: true } as const;
  const svg = renderSceneSvg(avatar, pose, { tagline, caption, layer: 'band', layout });
  return rasterizeSvgAsync(svg, fontFilesFor(caption?.text ?? ''));
}
