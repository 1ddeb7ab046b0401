import { describe, expect, it } from 'vitest';
import {
  CAMERA_CANVAS,
  cameraMoveFor,
  cameraWindow,
  renderCameraFrame,
} from '../src/storyboard/ken-burns';
import { bubblePlacement, faceCrop } from '../src/storyboard/storyboard-bubble';
import { buildCaptionOverlaySvg } from '../src/storyboard/storyboard-captions';
import { planClipTiming } from '../src/storyboard/storyboard-compose';
import {
  buildAssembleAudioArgs,
  buildAssembleVideoArgs,
  buildComposeArgs,
  buildComposeFilterGraph,
  buildSceneConcatList,
  type BubbleLayer,
} from '../src/storyboard/storyboard.args';

const bubble: BubbleLayer = {
  crop: faceCrop(1280, 720),
  ...bubblePlacement(),
  decorationPath: '/w/ring.rgba',
  maskPath: '/w/mask.gray',
};
const valueAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('buildComposeArgs', () => {
  it('presenter: the narration letterboxed to 1280×720 at 25 fps, faded at both ends', () => {
    const args = buildComposeArgs({
      narrationPath: '/w/narration.mp4',
      source: { kind: 'narration' },
      frames: 200,
      bubble,
      outputPath: '/w/scene.mp4',
    });
    expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    expect(
      buildComposeFilterGraph({ ...argsInput(), source: { kind: 'narration' } }),
    ).not.toContain('alphamerge');
    const graph = valueAfter(args, '-filter_complex')!;
    expect(graph).toContain(
      '[0:v]scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25,',
    );
    expect(graph).toContain('[picture]fade=t=in:s=0:n=4,fade=t=out:s=196:n=4[video]');
    expect(graph).toContain(
      '[0:a]aresample=48000,apad,atrim=end=8,asetpts=PTS-STARTPTS,afade=t=in:d=0.02,afade=t=out:st=7.96:d=0.04[audio]',
    );
    expect(valueAfter(args, '-frames:v')).toBe('200');
    expect(valueAfter(args, '-preset')).toBe('veryfast');
    expect(valueAfter(args, '-bf')).toBe('0');
    expect(valueAfter(args, '-vsync')).toBe('cfr');
    expect(args).toContain('+faststart');
    expect(args.at(-1)).toBe('/w/scene.mp4');
  });

  it('shot: the clip cover-cropped, looped and slowed, its sound dropped, the bubble over it', () => {
    const args = buildComposeArgs({
      ...argsInput(),
      source: { kind: 'clip', path: '/w/clip.mp4', loops: 1, stretch: 1.25 },
      features: { fpsMode: true },
    });
    expect(args.slice(args.indexOf('-stream_loop'), args.indexOf('-stream_loop') + 4)).toEqual([
      '-stream_loop',
      '1',
      '-i',
      '/w/clip.mp4',
    ]);
    expect(valueAfter(args, '-fps_mode')).toBe('cfr');
    const graph = valueAfter(args, '-filter_complex')!;
    expect(graph).toContain(
      '[1:v]scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,setsar=1,setpts=(PTS-STARTPTS)*1.25,fps=25,',
    );
    expect(graph).not.toContain('[1:a]');
    expect(graph).toContain('[0:v]fps=25,crop=480:480:400:62,scale=158:158');
    expect(graph).toContain('[ringed][mask]alphamerge[bubble]');
    expect(graph).toContain(`[base][bubble]overlay=${bubble.x}:${bubble.y}:format=yuv420[picture]`);
    // the ring and mask are raw pictures at the bubble's size, repeated for every frame
    expect(args.join(' ')).toContain('-f rawvideo -pix_fmt gray -s 198x198 -i /w/mask.gray');
    expect(graph).toContain('loop=loop=199:size=1:start=0');
  });

  it('still: raw frames from stdin', () => {
    const args = buildComposeArgs({ ...argsInput(), source: { kind: 'frames' } });
    expect(args.join(' ')).toContain(
      '-f rawvideo -pix_fmt yuv420p -s 1280x720 -framerate 25 -i pipe:0',
    );
    expect(valueAfter(args, '-filter_complex')).toContain('[1:v]setpts=N/25/TB[base]');
  });

  it('a scene shorter than two fades fades over half its frames each way', () => {
    const graph = buildComposeFilterGraph({ ...argsInput(), frames: 5, bubble: undefined });
    expect(graph).toContain('fade=t=in:s=0:n=2,fade=t=out:s=3:n=2');
  });
});

function argsInput() {
  return {
    narrationPath: '/w/narration.mp4',
    source: { kind: 'frames' } as const,
    frames: 200,
    bubble,
    outputPath: '/w/scene.mp4',
  };
}

describe('assembly arguments', () => {
  it('cuts or pads each scene’s sound to its length and joins them as 48 kHz mono', () => {
    const args = buildAssembleAudioArgs({
      clipPaths: ['/w/a.mp4', '/w/b.mp4'],
      durations: [4.2, 3],
      outputPath: '/w/raw.wav',
    });
    const graph = valueAfter(args, '-filter_complex')!;
    expect(graph).toContain('[0:a]aresample=48000,apad,atrim=end=4.2,asetpts=PTS-STARTPTS[a0]');
    expect(graph).toContain(
      '[a0][a1]concat=n=2:v=0:a=1,aformat=sample_fmts=s16:sample_rates=48000:channel_layouts=mono[audio]',
    );
    expect(valueAfter(args, '-c:a')).toBe('pcm_s16le');
  });

  it('lists each clip with its exact length, quoting paths', () => {
    expect(
      buildSceneConcatList([
        { clipPath: "/w/it's.mp4", durationSeconds: 4.2 },
        { clipPath: '/w/b.mp4', durationSeconds: 3 },
      ]),
    ).toBe(
      "ffconcat version 1.0\nfile '/w/it'\\''s.mp4'\nduration 4.2\nfile '/w/b.mp4'\nduration 3\n",
    );
  });

  it('copies the scenes’ pictures, or re-encodes them under the caption band', () => {
    const base = {
      sceneListPath: '/w/scenes.ffconcat',
      audioPath: '/w/narration.wav',
      durationSeconds: 7.2,
      outputPath: '/w/out.mp4',
    };
    const copy = buildAssembleVideoArgs(base);
    expect(copy.join(' ')).toContain('-map 0:v:0 -c:v copy -map 1:a:0 -c:a aac');
    expect(copy).not.toContain('-filter_complex');
    expect(valueAfter(copy, '-t')).toBe('7.2');
    const burned = buildAssembleVideoArgs({
      ...base,
      captions: { listPath: '/w/captions.ffconcat', top: 600 },
    });
    expect(valueAfter(burned, '-filter_complex')).toBe(
      '[0:v][2:v]overlay=0:600:format=yuv420[video]',
    );
    expect(valueAfter(burned, '-c:v')).toBe('libx264');
    expect(burned.join(' ')).toContain('-f concat -safe 0 -i /w/captions.ffconcat');
  });

  it('draws the caption band transparent, with the avatar videos’ caption box', () => {
    expect(buildCaptionOverlaySvg(undefined)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="120" viewBox="0 600 1280 120"></svg>',
    );
    const svg = buildCaptionOverlaySvg('Fish & chips');
    expect(svg).toContain('fill="#0b1020"');
    expect(svg).toContain('Fish &amp; chips');
  });
});

describe('clip timing and bubble geometry', () => {
  it('cuts a long clip, slows a slightly short one, and repeats a much shorter one', () => {
    expect(planClipTiming(8, 6)).toEqual({ loops: 0, stretch: 1 });
    expect(planClipTiming(8, 10)).toEqual({ loops: 0, stretch: 1.25 });
    expect(planClipTiming(8, 12)).toEqual({ loops: 0, stretch: 1.5 });
    const long = planClipTiming(8, 30);
    expect(long.loops).toBe(2);
    expect(8 * (long.loops + 1) * long.stretch).toBeCloseTo(30, 6);
  });

  it('frames the face in the narration and keeps the bubble inside the frame, bottom-right', () => {
    expect(faceCrop(1280, 720)).toEqual({ x: 400, y: 62, side: 480 });
    expect(faceCrop(720, 1280).side).toBe(480);
    const place = bubblePlacement();
    const box = place.diameter + 2 * place.margin;
    expect(place.diameter / 720).toBeCloseTo(0.22, 2);
    expect(place.x + box).toBeLessThanOrEqual(1280);
    expect(place.y + box).toBeLessThanOrEqual(720);
    expect(place.x).toBeGreaterThan(1000);
    expect([place.x % 2, place.y % 2, box % 2]).toEqual([0, 0, 0]);
  });
});

describe('the still’s camera move', () => {
  it('varies the move with the scene index', () => {
    expect([0, 1, 2, 3, 4].map(cameraMoveFor)).toEqual([
      'push-in',
      'pan-right',
      'pull-out',
      'pan-left',
      'push-in',
    ]);
  });

  it('moves the window smoothly, in the frame’s shape, never outside the canvas', () => {
    for (const move of ['push-in', 'pan-right', 'pull-out', 'pan-left'] as const) {
      let previous = cameraWindow(move, 0);
      for (let frame = 0; frame <= 250; frame += 1) {
        const window = cameraWindow(move, frame / 250);
        expect(window.x).toBeGreaterThanOrEqual(0);
        expect(window.y).toBeGreaterThanOrEqual(0);
        expect(window.x + window.width).toBeLessThanOrEqual(CAMERA_CANVAS.width + 1e-9);
        expect(window.y + window.height).toBeLessThanOrEqual(CAMERA_CANVAS.height + 1e-9);
        expect(window.width / window.height).toBeCloseTo(16 / 9, 6);
        // no step between frames bigger than a fraction of a pixel's worth of motion
        expect(Math.abs(window.x - previous.x)).toBeLessThan(1.2);
        expect(Math.abs(window.y - previous.y)).toBeLessThan(1.2);
        expect(Math.abs(window.width - previous.width)).toBeLessThan(1.2);
        previous = window;
      }
    }
    const start = cameraWindow('push-in', 0);
    const end = cameraWindow('push-in', 1);
    expect(end.width).toBeLessThan(start.width * 0.9);
  });

  it('resamples the window: a flat canvas stays flat, a gradient is read at fractional positions', () => {
    const width = 8;
    const height = 4;
    const data = Buffer.alloc(width * height * 1.5, 128);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        data[y * width + x] = x * 32;
      }
    }
    const canvas = { width, height, data };
    const frame = renderCameraFrame(canvas, { x: 0.5, y: 0, width: 4, height: 2 }, 4, 2);
    // output pixel centres land on source x = 0.5, 1.5, 2.5, 3.5: between two source pixels
    expect([...frame.subarray(0, 4)]).toEqual([16, 48, 80, 112]);
    expect([...frame.subarray(8)]).toEqual([128, 128, 128, 128]);
  });
});
