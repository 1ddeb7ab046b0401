import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildWebVtt,
  probeMedia,
  runBinary,
  type AssembleStoryboardInput,
  type ComposeSceneInput,
  type StoryboardComposer,
} from '@orato/media';

/**
 * A quick storyboard engine for pipeline tests: a scene is its narration as it is, the whole is
 * the scenes joined end to end. `failScene` makes the composition of a line fail.
 */
export class TestStoryboardComposer implements StoryboardComposer {
  /** The real engine, while set: scenes and the whole are made as in production. */
  engine: StoryboardComposer | undefined;
  composed: string[] = [];
  assembled = 0;
  failScene: ((line: string) => boolean) | undefined;
  private stalled:
    { match: (line: string) => boolean; reached: () => void; release: Promise<void> } | undefined;

  /**
   * The next composition of a matching line stops until released, as a worker that died
   * mid-scene would leave it: claimed, never finished.
   */
  stall(match: (line: string) => boolean) {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    this.stalled = { match, reached, release: new Promise<void>((resolve) => (release = resolve)) };
    return { reached: reachedPromise, release };
  }

  async composeScene(input: ComposeSceneInput) {
    if (this.failScene?.(input.line)) {
      throw new Error('composition failure for the test');
    }
    const stalled = this.stalled;
    if (stalled?.match(input.line)) {
      this.stalled = undefined;
      stalled.reached();
      await stalled.release;
    }
    if (this.engine) {
      this.composed.push(input.line);
      return this.engine.composeScene(input);
    }
    await copyFile(input.narrationPath, input.outputPath);
    const { durationSeconds } = await probeMedia(input.outputPath, input.binaries);
    this.composed.push(input.line);
    return {
      clipPath: input.outputPath,
      durationSeconds,
      cues: [{ start: 0, end: durationSeconds, text: input.line }],
    };
  }

  async assemble(input: AssembleStoryboardInput) {
    this.assembled += 1;
    if (this.engine) {
      return this.engine.assemble(input);
    }
    const list = path.join(input.workDir, 'list.txt');
    await writeFile(list, input.scenes.map((scene) => `file '${scene.clipPath}'`).join('\n'));
    const mediaPath = path.join(input.workDir, 'storyboard.mp4');
    const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
    await runBinary(input.binaries.ffmpeg, [
      ...quiet,
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-c',
      'copy',
      mediaPath,
    ]);
    const posterPath = path.join(input.workDir, 'poster.jpg');
    await runBinary(input.binaries.ffmpeg, [
      ...quiet,
      '-i',
      mediaPath,
      '-frames:v',
      '1',
      posterPath,
    ]);
    let offset = 0;
    const cues = input.scenes.flatMap((scene) => {
      const shifted = scene.cues.map((cue) => ({
        ...cue,
        start: cue.start + offset,
        end: cue.end + offset,
      }));
      offset += scene.durationSeconds;
      return shifted;
    });
    const vttPath = path.join(input.workDir, 'storyboard.vtt');
    await writeFile(vttPath, buildWebVtt(cues));
    const srtPath = path.join(input.workDir, 'storyboard.srt');
    await writeFile(
      srtPath,
      cues
        .map(
          (cue, index) =>
            `${index + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}\n`,
        )
        .join('\n'),
    );
    return { mediaPath, posterPath, vttPath, srtPath, durationSeconds: offset };
  }
}

function srtTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}
