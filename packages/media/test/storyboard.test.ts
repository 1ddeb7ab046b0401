import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAvatar } from '../src/avatar/avatar-catalogue';
import { renderAvatarVideo } from '../src/avatar/avatar-video';
import { locateFfmpeg } from '../src/ffmpeg/ffmpeg-binaries';
import { generateImage } from '../src/image';
import { renderMotionVideo } from '../src/motion';
import { runBinary } from '../src/ffmpeg/process';
import { assembleStoryboard } from '../src/storyboard/storyboard-assemble';
import { composeScene } from '../src/storyboard/storyboard-compose';
import { probeClip } from '../src/storyboard/storyboard-probe';
import type {
  AssembledStoryboard,
  ComposedScene,
  SceneVisualMaterial,
} from '../src/storyboard/storyboard.types';
import { parseWebVtt } from '../src/captions/webvtt';

const binaries = locateFfmpeg();
const LINES = [
  'Hi, I am Emily. This is our plan.',
  'First, we look at the sea.',
  'Then a lighthouse keeps us safe.',
  'That is all. Thanks for watching!',
];

/** Silences (start, end) of at least `minimum` seconds quieter than −40 dBFS. */
async function silences(file: string, minimum: number): Promise<[number, number][]> {
  const { stderr } = await runBinary(binaries.ffmpeg, [
    ...['-hide_banner', '-nostats', '-i', file],
    ...['-af', `silencedetect=n=-40dB:d=${minimum}`, '-f', 'null', '-'],
  ]);
  const starts = [...stderr.matchAll(/silence_start: (-?[\d.]+)/g)].map((match) =>
    Number(match[1]),
  );
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((match) => Number(match[1]));
  return starts.map((start, index) => [start, ends[index] ?? Number.POSITIVE_INFINITY]);
}

async function integratedLufs(file: string): Promise<number> {
  const { stderr } = await runBinary(binaries.ffmpeg, [
    ...['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-'],
  ]);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
}

async function videoStream(file: string) {
  const { stdout } = await runBinary(binaries.ffprobe, [
    ...['-v', 'error', '-select_streams', 'v:0', '-count_frames'],
    ...['-show_entries', 'stream=width,height,r_frame_rate,nb_read_frames,pix_fmt,codec_name'],
    ...['-of', 'json', file],
  ]);
  return (JSON.parse(stdout) as { streams: Record<string, string | number>[] }).streams[0]!;
}

/** Runs the jobs two at a time, as two workers would. */
async function twoAtATime<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    const index = next;
    next += 1;
    if (index >= jobs.length) {
      return;
    }
    results[index] = await jobs[index]!();
    await worker();
  };
  await Promise.all([worker(), worker()]);
  return results;
}

describe('a four-scene storyboard from the local engines', () => {
  let dir: string;
  let scenes: ComposedScene[];
  let narrationSeconds: number[];
  let storyboard: AssembledStoryboard;
  const progress: number[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storyboard-test-'));
    const avatar = getAvatar('emily');
    const narrations = LINES.map((line, index) => ({
      videoPath: path.join(dir, `narration-${index}.mp4`),
      vttPath: path.join(dir, `narration-${index}.vtt`),
      line,
    }));
    const shotPath = path.join(dir, 'shot.mp4');
    const stillPath = path.join(dir, 'still.jpg');
    const rendered = await twoAtATime<number | void>([
      ...narrations.map(({ videoPath, line }) => async () => {
        const video = await renderAvatarVideo({
          script: line,
          avatar,
          outputPath: videoPath,
          captions: false,
          binaries,
        });
        return video.durationSeconds;
      }),
      async () => {
        await renderMotionVideo({
          prompt: 'A calm ocean at sunset',
          outputPath: shotPath,
          binaries,
        });
      },
      async () => {
        const image = await generateImage({ prompt: 'lighthouse in a storm', inputs: [] });
        // a portrait photo-sized still: the camera must cover-crop it
        await writeFile(stillPath, await sharp(image.png).resize(900, 1200).jpeg().toBuffer());
      },
    ]);
    narrationSeconds = rendered.slice(0, 4) as number[];
    const visuals: SceneVisualMaterial[] = [
      { kind: 'presenter' },
      { kind: 'shot', clipPath: shotPath },
      { kind: 'still', imagePath: stillPath },
      { kind: 'presenter' },
    ];
    scenes = await twoAtATime(
      narrations.map(
        (narration, index) => () =>
          composeScene({
            binaries,
            narrationPath: narration.videoPath,
            // the first scene's captions come from the line alone
            narrationCaptionsPath: index === 0 ? undefined : narration.vttPath,
            line: narration.line,
            visual: visuals[index]!,
            bubble: true,
            index,
            outputPath: path.join(dir, `scene-${index}.mp4`),
          }),
      ),
    );
    storyboard = await assembleStoryboard({
      binaries,
      scenes,
      burnCaptions: false,
      workDir: path.join(dir, 'out'),
      onProgress: (fraction) => progress.push(fraction),
    });
  }, 300_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('composes each scene at 1280×720 25 fps, as long as its narration to the frame', async () => {
    for (const [index, scene] of scenes.entries()) {
      const stream = await videoStream(scene.clipPath);
      expect(stream).toMatchObject({ width: 1280, height: 720, r_frame_rate: '25/1' });
      expect(Number(stream.nb_read_frames)).toBe(Math.round(scene.durationSeconds * 25));
      expect(Math.abs(scene.durationSeconds - narrationSeconds[index]!)).toBeLessThanOrEqual(0.021);
      const probe = await probeClip(scene.clipPath, binaries);
      expect(probe.audio?.codec).toBe('aac');
      expect(Math.abs(probe.audio!.durationSeconds - scene.durationSeconds)).toBeLessThan(0.07);
    }
  });

  it('assembles one H.264/AAC MP4 as long as the scenes together, at 1280×720 25 fps', async () => {
    const total = scenes.reduce((sum, scene) => sum + scene.durationSeconds, 0);
    expect(storyboard.durationSeconds).toBeCloseTo(total, 6);
    const probe = await probeClip(storyboard.mediaPath, binaries);
    expect(Math.abs(probe.durationSeconds - total)).toBeLessThanOrEqual(0.2);
    expect(probe.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', fps: 25 });
    expect(Math.abs(probe.audio!.durationSeconds - total)).toBeLessThanOrEqual(0.2);
    const stream = await videoStream(storyboard.mediaPath);
    expect(stream).toMatchObject({ width: 1280, height: 720, r_frame_rate: '25/1' });
    expect(Number(stream.nb_read_frames)).toBe(Math.round(total * 25));
    const file = await readFile(storyboard.mediaPath);
    expect(file.indexOf('moov')).toBeLessThan(file.indexOf('mdat'));
  });

  it('has narration throughout: no silence over 0.6 s inside a scene, at the house loudness', async () => {
    const bounds = scenes.reduce<number[]>(
      (edges, scene) => [...edges, edges.at(-1)! + scene.durationSeconds],
      [0],
    );
    for (const [start, end] of await silences(storyboard.mediaPath, 0.6)) {
      // a pause may only run across a cut (one line's last breath, the next one's first)
      expect(bounds.some((edge) => edge >= start - 0.05 && edge <= end + 0.05)).toBe(true);
    }
    expect(Math.abs((await integratedLufs(storyboard.mediaPath)) + 16)).toBeLessThanOrEqual(1);
  });

  it('writes WebVTT and SRT captions whose cues, scene by scene, are the lines', async () => {
    const cues = parseWebVtt(await readFile(storyboard.vttPath, 'utf8'));
    let start = 0;
    for (const [index, scene] of scenes.entries()) {
      const end = start + scene.durationSeconds;
      const inScene = cues.filter((cue) => cue.start >= start - 1e-6 && cue.start < end - 1e-6);
      expect(inScene.map((cue) => cue.text).join(' ')).toBe(LINES[index]);
      inScene.forEach((cue) => expect(cue.end).toBeLessThanOrEqual(end + 0.001));
      start = end;
    }
    const srt = await readFile(storyboard.srtPath, 'utf8');
    expect(srt.match(/ --> /g)).toHaveLength(cues.length);
    expect(srt).toContain('00:00:00,000 --> ');
    const poster = await readFile(storyboard.posterPath);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(progress.at(-1)).toBe(1);
  });

  it('burns the captions into the picture when asked, keeping the length', async () => {
    const two = scenes.slice(1, 3);
    const burned = await assembleStoryboard({
      binaries,
      scenes: two,
      burnCaptions: true,
      workDir: path.join(dir, 'burned'),
    });
    const total = two[0]!.durationSeconds + two[1]!.durationSeconds;
    expect(
      Math.abs((await probeClip(burned.mediaPath, binaries)).durationSeconds - total),
    ).toBeLessThanOrEqual(0.2);
    // the caption (dark box, white text) changes the band's middle while a cue is on screen
    const at = two[0]!.cues[0]!.start + 0.5;
    const band = async (file: string) => {
      const { stderr } = await runBinary(binaries.ffmpeg, [
        ...['-hide_banner', '-nostats', '-ss', String(at), '-i', file, '-frames:v', '1'],
        ...[
          '-vf',
          'crop=200:40:540:642,signalstats,metadata=mode=print:key=lavfi.signalstats.YAVG',
        ],
        ...['-f', 'null', '-'],
      ]);
      return Number(/signalstats\.YAVG=([\d.]+)/.exec(stderr)?.[1]);
    };
    const [withCaption, without] = [await band(burned.mediaPath), await band(two[0]!.clipPath)];
    expect(Math.abs(withCaption - without)).toBeGreaterThan(10);
  });

  it('refuses a narration that is not a video with sound, leaving nothing behind', async () => {
    const outputPath = path.join(dir, 'broken.mp4');
    await expect(
      composeScene({
        binaries,
        narrationPath: path.join(dir, 'still.jpg'),
        line: 'Nothing to hear.',
        visual: { kind: 'presenter' },
        bubble: false,
        index: 0,
        outputPath,
      }),
    ).rejects.toThrow('The narration is not a video with sound');
    await expect(readFile(outputPath)).rejects.toThrow();
  });
});
