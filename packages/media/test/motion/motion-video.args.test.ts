import { describe, expect, it } from 'vitest';
import {
  buildAudioGraph,
  buildMotionFilterGraph,
  buildMotionPosterArgs,
  buildMotionVideoArgs,
  type MotionLayer,
  type MotionVideoSpec,
} from '../../src/motion';

const backdrop: MotionLayer = {
  kind: 'backdrop',
  pan: -96,
  source: { file: '/w/00-backdrop.rgba', width: 1376, height: 720 },
};
const hills: MotionLayer = {
  kind: 'scroll',
  x: 0,
  y: 480,
  axis: 'x',
  speed: 32,
  phase: 100,
  sway: 0,
  bob: 0,
  source: { file: '/w/01-hills.rgba', width: 1280, height: 240 },
};
const snow: MotionLayer = {
  kind: 'scroll',
  x: 0,
  y: 0,
  axis: 'y',
  speed: 42,
  phase: 7,
  sway: 10,
  bob: 0,
  source: { file: '/w/02-snow.rgba', width: 1300, height: 720 },
};
const word: MotionLayer = {
  kind: 'reveal',
  x: 400,
  y: 200,
  start: 0.4,
  duration: 0.8,
  rise: 36,
  source: { file: '/w/03-title.rgba', width: 300, height: 180 },
};
const vignette: MotionLayer = {
  kind: 'still',
  source: { file: '/w/04-vignette.rgba', width: 320, height: 180 },
};

const spec: MotionVideoSpec = {
  layers: [backdrop, hills, snow, word, vignette],
  audio: null,
  outputPath: '/out/clip.mp4',
};

const loop = 'loop=loop=191:size=1:start=0,setpts=N/24/TB';

describe('buildMotionFilterGraph', () => {
  it('loops each still once prepared, moves it and stacks it into the video', () => {
    expect(buildMotionFilterGraph(spec).split(';')).toEqual([
      `[0:v]format=yuv420p,${loop},crop=1280:720:x='96-12*t':y=0:exact=1[v0]`,
      `[1:v]format=yuva420p,split[d1][e1]`,
      `[d1][e1]hstack,${loop},crop=1280:240:x='mod(100+32*t,1280)':y=0:exact=1[l1]`,
      `[v0][l1]overlay=x='0':y='480'[v1]`,
      `[2:v]format=yuva420p,split[d2][e2]`,
      `[d2][e2]vstack,${loop},crop=1300:720:x=0:y='720-mod(7+42*t,720)':exact=1[l2]`,
      `[v1][l2]overlay=x='-10+10*sin(2*PI*t/6.5+2)':y='0'[v2]`,
      `[3:v]format=yuva420p,${loop},fade=t=in:st=0.4:d=0.8:alpha=1[l3]`,
      `[v2][l3]overlay=x=400:y='200+36*pow(1-min(1,max(0,(t-0.4)/0.8)),3)':enable='gte(t,0.4)'[v3]`,
      `[4:v]scale=1280:720,format=yuva420p,${loop}[l4]`,
      `[v3][l4]overlay[video]`,
    ]);
  });

  it('slides the other way for negative speeds and rising particles', () => {
    const leftwards = { ...hills, speed: -14 } as MotionLayer;
    const rising = { ...snow, speed: -84, sway: 0 } as MotionLayer;
    const graph = buildMotionFilterGraph({ ...spec, layers: [backdrop, leftwards, rising] });
    expect(graph).toContain(`crop=1280:240:x='1280-mod(100+14*t,1280)':y=0:exact=1[l1]`);
    expect(graph).toContain(`crop=1300:720:x=0:y='mod(7+84*t,720)':exact=1[l2]`);
    expect(graph).toContain(`[v1][l2]overlay=x='0':y='0'[video]`);
  });

  it('insists on a backdrop underneath', () => {
    expect(() => buildMotionFilterGraph({ ...spec, layers: [hills] })).toThrow(/backdrop/);
  });
});

describe('buildAudioGraph', () => {
  it('mixes detuned sines under swelling brown noise, faded at both ends', () => {
    expect(
      buildAudioGraph({ seed: 42, lowpassHz: 520, swellSeconds: 4, chordHz: [110, 220] }).split(
        ';',
      ),
    ).toEqual([
      'sine=f=110:r=48000:d=8[tone0]',
      'sine=f=110.44:r=48000:d=8[tone1]',
      'sine=f=220:r=48000:d=8[tone2]',
      'sine=f=220.88:r=48000:d=8[tone3]',
      '[tone0][tone1][tone2][tone3]amix=inputs=4,volume=0.5[pad]',
      "anoisesrc=d=8:c=brown:r=48000:a=0.5:seed=42,lowpass=f=520,volume='0.55+0.45*sin(2*PI*t/4)':eval=frame[noise]",
      '[noise][pad]amix=inputs=2:duration=first,afade=t=in:d=1.2,afade=t=out:st=6.5:d=1.5[audio]',
    ]);
  });
});

describe('buildMotionVideoArgs', () => {
  it('reads raw layers and writes a faststart H.264 MP4, and nothing else', () => {
    const args = buildMotionVideoArgs({ ...spec, layers: [backdrop, vignette] });
    expect(args).toEqual([
      ...[
        '-hide_banner',
        '-nostdin',
        '-loglevel',
        'error',
        '-nostats',
        '-progress',
        'pipe:1',
        '-y',
      ],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', '1376x720', '-framerate', '24'],
      ...['-i', '/w/00-backdrop.rgba'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', '320x180', '-framerate', '24'],
      ...['-i', '/w/04-vignette.rgba'],
      '-filter_complex',
      buildMotionFilterGraph({ ...spec, layers: [backdrop, vignette] }),
      ...['-map', '[video]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20'],
      ...['-x264-params', 'me=dia:subme=1:rc-lookahead=5:sync-lookahead=0:bframes=1'],
      ...['-threads', '2', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-r', '24'],
      ...['-t', '8', '-movflags', '+faststart', '/out/clip.mp4'],
    ]);
  });

  it('reads the 1 s poster back from the finished MP4 in a run of its own', () => {
    expect(buildMotionPosterArgs('/w/video.mp4', '/w/poster.jpg')).toEqual([
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-ss', '1', '-i', '/w/video.mp4', '-frames:v', '1', '-q:v', '3', '/w/poster.jpg'],
    ]);
  });

  it('adds the ambient track as AAC when asked', () => {
    const audio = { seed: 1, lowpassHz: 360, swellSeconds: 6, chordHz: [98] };
    const args = buildMotionVideoArgs({ ...spec, audio });
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph?.endsWith(buildAudioGraph(audio))).toBe(true);
    expect(args.slice(args.indexOf('-r') + 2, args.indexOf('-t'))).toEqual([
      ...['-map', '[audio]', '-c:a', 'aac', '-b:a', '96k'],
    ]);
  });
});
