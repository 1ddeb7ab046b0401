/** A stretch of consecutive video frames that show the same picture. */
export interface FrameRun<Key> {
  key: Key;
  frames: number;
}

/** Collapses per-frame keys into runs, so each distinct picture is handed to ffmpeg once per run. */
export function toFrameRuns<Key>(keys: readonly Key[]): FrameRun<Key>[] {
  const runs: FrameRun<Key>[] = [];
  for (const key of keys) {
    const last = runs.at(-1);
    if (last && last.key === key) {
      last.frames += 1;
    } else {
      runs.push({ key, frames: 1 });
    }
  }
  return runs;
}

/**
 * An ffconcat script showing each file for its run of frames. The last file is listed again
 * without a duration: the concat demuxer otherwise drops the last duration.
 */
export function buildConcatList(runs: readonly FrameRun<string>[], fps: number): string {
  const lines = ['ffconcat version 1.0'];
  for (const run of runs) {
    lines.push(`file ${quoteConcatPath(run.key)}`, `duration ${formatSeconds(run.frames / fps)}`);
  }
  const last = runs.at(-1);
  if (last) {
    lines.push(`file ${quoteConcatPath(last.key)}`);
  }
  return `${lines.join('\n')}\n`;
}

function quoteConcatPath(path: string): string {
  return `'${path.replace(/'/g, "'\\''")}'`;
}

function formatSeconds(seconds: number): string {
  return String(Number(seconds.toFixed(6)));
}

/** For each video frame, the index of the caption on screen at its middle, or -1 for none. */
export function captionIndexPerFrame(
  cues: readonly { start: number; end: number }[],
  frameCount: number,
  fps: number,
): number[] {
  let cue = 0;
  return Array.from({ length: frameCount }, (_, frame) => {
    const time = (frame + 0.5) / fps;
    while (cue < cues.length && (cues[cue]?.end ?? 0) <= time) {
      cue += 1;
    }
    const current = cues[cue];
    return current && current.start <= time ? cue : -1;
  });
}
