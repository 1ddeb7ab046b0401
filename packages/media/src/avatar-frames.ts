import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Avatar, MouthShape } from './avatar-types';
import type { CaptionCue } from './captions';
import { fontFilesFor } from './fonts';
import { rasterizeSvg, writeY4m, type YuvImage } from './frame-raster';
import { buildConcatList, captionIndexPerFrame, toFrameRuns } from './frame-plan';
import { CAPTION_BAND, measureCaptions, renderSceneSvg } from './scene';

export interface AvatarFramesInput {
  avatar: Avatar;
  tagline: string;
  mouth: readonly MouthShape[];
  eyesClosed: readonly boolean[];
  /** Captions to burn in; empty for none. */
  cues: readonly CaptionCue[];
  fps: number;
  dir: string;
}

export interface AvatarFrames {
  /** ffconcat list of whole frames, one entry per change of pose or caption. */
  posesListPath: string;
  /** ffconcat list of caption bands to lay over the frames' bottom rows, when captions are burned in. */
  captionBand?: { concatListPath: string; top: number };
}

/**
 * Writes each pose (mouth × eyes) and each caption band once as a raw picture, with ffconcat lists
 * that show them in time; ffmpeg lays the band over the pose. A minute of video needs about 40
 * pictures (20 MB) this way, against 150 (200 MB) if every pose × caption pair were a file.
 */
export async function writeAvatarFrames(input: AvatarFramesInput): Promise<AvatarFrames> {
  const { mouth, eyesClosed, cues, fps, dir } = input;
  const poses = mouth.map((shape, frame) => `${shape}${eyesClosed[frame] ? 'c' : 'o'}`);
  const captionAt = captionIndexPerFrame(cues, mouth.length, fps);
  // split pose runs where the caption changes too, so each caption change meets a new frame
  const runs = toFrameRuns(poses.map((pose, frame) => `${pose}/${captionAt[frame]}`));
  const poseRuns = runs.map((run) => ({ key: run.key.slice(0, 2), frames: run.frames }));
  const posesListPath = await writeConcatList(dir, 'poses', poseRuns, fps, (pose) =>
    renderPose(input, pose),
  );
  if (!cues.length) {
    return { posesListPath };
  }
  const captionRuns = toFrameRuns(captionAt.map(String));
  measureCaptions(cues.map((cue) => cue.text));
  const concatListPath = await writeConcatList(dir, 'captions', captionRuns, fps, (cue) =>
    renderCaptionBand(input, cues[Number(cue)]?.text),
  );
  return { posesListPath, captionBand: { concatListPath, top: CAPTION_BAND.top } };
}

/** Writes each distinct picture of the runs once, and the list that shows them in order. */
async function writeConcatList(
  dir: string,
  name: string,
  runs: readonly { key: string; frames: number }[],
  fps: number,
  render: (key: string) => YuvImage,
): Promise<string> {
  const files = new Map<string, string>();
  for (const { key } of runs) {
    if (files.has(key)) {
      continue;
    }
    const filePath = path.join(dir, `${name}-${key}.y4m`);
    const file = await open(filePath, 'w');
    try {
      await writeY4m(file, render(key), fps);
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

/** `pose` is the mouth shape's digit and `o` or `c` for open or closed eyes. */
function renderPose({ avatar, tagline }: AvatarFramesInput, pose: string): YuvImage {
  const mouth = Number(pose[0]) as MouthShape;
  const svg = renderSceneSvg(avatar, { mouth, eyesOpen: pose[1] === 'o' }, { tagline });
  return rasterizeSvg(svg, fontFilesFor(avatar.name + tagline));
}

/**
 * The band with a caption, or without one: every frame gets a band, so the few edge pixels where
 * the band's anti-aliasing differs from the full frame's never change between frames.
 */
function renderCaptionBand(
  { avatar, tagline }: AvatarFramesInput,
  caption: string | undefined,
): YuvImage {
  const pose = { mouth: 0, eyesOpen: true } as const;
  const svg = renderSceneSvg(avatar, pose, { tagline, caption, isBandOnly: true });
  return rasterizeSvg(svg, fontFilesFor(caption ?? ''));
}
