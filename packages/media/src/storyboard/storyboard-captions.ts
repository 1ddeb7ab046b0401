import { open } from 'node:fs/promises';
import path from 'node:path';
import type { CaptionCue } from '../captions';
import { fontFilesFor } from '../fonts';
import { buildConcatList, captionIndexPerFrame, toFrameRuns } from '../frame-plan';
import { rasterizeSvgRgbaAsync, writePam } from '../frame-raster';
import { CAPTION_BAND, captionBox, measureCaptions } from '../scene';
import { STORYBOARD_FRAME } from './storyboard.types';

const { width: WIDTH, fps: FPS } = STORYBOARD_FRAME;

/**
 * The caption band laid over the finished picture: the avatar videos' caption look (dark
 * rounded box, white text) on a transparent band; without a caption, the band is empty.
 */
export function buildCaptionOverlaySvg(caption: string | undefined): string {
  const { top, height } = CAPTION_BAND;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 ${top} ${WIDTH} ${height}">`,
    caption ? captionBox(caption) : '',
    '</svg>',
  ].join('');
}

/**
 * Draws each caption's band once and writes the ffconcat list that shows them in turn, frame by
 * frame, over `frames` frames; returns the list and the row the band starts at.
 */
export async function writeCaptionBands(
  dir: string,
  cues: readonly CaptionCue[],
  frames: number,
): Promise<{ listPath: string; top: number }> {
  measureCaptions(cues.map((cue) => cue.text));
  const runs = toFrameRuns(captionIndexPerFrame(cues, frames, FPS));
  const files = new Map<number, string>();
  for (const { key } of runs) {
    if (files.has(key)) {
      continue;
    }
    const text = cues[key]?.text;
    const picture = await rasterizeSvgRgbaAsync(
      buildCaptionOverlaySvg(text),
      fontFilesFor(text ?? ''),
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
  return { listPath, top: CAPTION_BAND.top };
}
