import { open } from 'node:fs/promises';
import path from 'node:path';
import { avatarLayout } from '../avatar/avatar-layout';
import type { AvatarLayout } from '../frames/talking-frame.types';
import { captionBandSvg, type CaptionContent } from '../captions/caption-art';
import { fontFilesFor } from '../text/fonts';
import { buildConcatList, captionIndexPerFrame, toFrameRuns } from '../frames/frame-plan';
import { rasterizeSvgRgbaAsync, writePam } from '../frames/frame-raster';
import { asCue, measureCaptions } from '../avatar/avatar-scene';
import { STORYBOARD_FRAME } from './storyboard.types';

const { fps: FPS } = STORYBOARD_FRAME;

/**
 * The caption band laid over the finished picture: the avatar videos' caption look (classic:
 * dark rounded box, white text; word: large outlined words, the spoken one highlighted) on a
 * transparent band, placed for the frame's shape; without a caption, the band is empty.
 */
export function buildCaptionOverlaySvg(
  caption: CaptionContent | string | undefined,
  layout: AvatarLayout = avatarLayout(),
): string {
  return captionBandSvg(caption === undefined ? undefined : asCue(caption), layout);
}

/**
 * Draws each caption's band once and writes the ffconcat list that shows them in turn, frame by
 * frame, over `frames` frames; returns the list and the row the band starts at.
 */
export async function writeCaptionBands(
  dir: string,
  cues: readonly CaptionContent[],
  frames: number,
  layout: AvatarLayout = avatarLayout(),
): Promise<{ listPath: string; top: number }> {
  measureCaptions(cues, layout);
  const runs = toFrameRuns(captionIndexPerFrame(cues, frames, FPS));
  const files = new Map<number, string>();
  for (const { key } of runs) {
    if (files.has(key)) {
      continue;
    }
    const cue = cues[key];
    const picture = await rasterizeSvgRgbaAsync(
      buildCaptionOverlaySvg(cue, layout),
      fontFilesFor(cue?.text ?? ''),
    );
    const filePath = path.join(dir, `caption-${key < 0 ? 'none' : key}.pam`);
    const file = await open(filePath, 'w');
    try {
      await writePam(file, picture);
    } finally {
      await file.close();
    }
    files.set(key, filePath);
  }
  const listPath = path.join(dir, 'captions.ffconcat');
  const list = buildConcatList(
    runs.map((run) => ({ key: files.get(run.key) ?? '', frames: run.frames })),
    FPS,
  );
  const file = await open(listPath, 'w');
  try {
    await file.writeFile(list);
  } finally {
    await file.close();
  }
  return { listPath, top: layout.pixels.captionBand.top };
}
