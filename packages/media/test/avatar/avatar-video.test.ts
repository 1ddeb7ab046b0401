import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAvatar } from '../../src/avatar/avatar-catalogue';
import { renderAvatarVideo, type AvatarVideo } from '../../src/avatar/avatar-video';
import { locateFfmpeg } from '../../src/ffmpeg/ffmpeg-binaries';
import { probeMedia } from '../../src/ffmpeg/probe';
import { runBinary } from '../../src/ffmpeg/process';
import { synthesizeSpeech } from '../../src/speech/speech';

const SCRIPT =
  'Hello, I am Emily. In the next few seconds, I will show you how Orato turns a short script into a video. Let us begin.';

/** Cue times in seconds from a WebVTT file. */
function parseVttCues(vtt: string): { start: number; end: number; text: string }[] {
  const seconds = (stamp: string) => {
    const [hours, minutes, rest] = stamp.split(':');
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(rest);
  };
  return [...vtt.matchAll(/(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)/g)].map(
    (match) => ({
      start: seconds(match[1] ?? ''),
      end: seconds(match[2] ?? ''),
      text: match[3] ?? '',
    }),
  );
}

const tempDirs = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('orato-avatar-render-'));

describe('renderAvatarVideo', () => {
  let dir: string;
  let video: AvatarVideo;
  let speechSeconds: number;
  const progress: number[] = [];
  let tempDirsBefore: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
    tempDirsBefore = tempDirs();
    const avatar = getAvatar('emily');
    video = await renderAvatarVideo({
      script: SCRIPT,
      avatar,
      outputPath: path.join(dir, 'emily.mp4'),
      captions: true,
      onProgress: (fraction) => progress.push(fraction),
    });
    const speech = await synthesizeSpeech({
      text: SCRIPT,
      voiceId: avatar.voiceId,
      gender: avatar.gender,
      pitch: avatar.voicePitch,
    });
    speechSeconds = speech.durationSeconds;
  }, 60_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('encodes a 1280×720 H.264/AAC MP4 as long as the speech', async () => {
    expect(speechSeconds).toBeGreaterThan(7);
    expect(speechSeconds).toBeLessThan(13);
    const probe = await probeMedia(path.join(dir, 'emily.mp4'));
    expect(probe).toMatchObject({
      width: 1280,
      height: 720,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(Math.abs(probe.durationSeconds - speechSeconds)).toBeLessThanOrEqual(0.3);
    expect(video).toMatchObject({ width: 1280, height: 720, captionsBurnedIn: true });
    expect(video.durationSeconds).toBeCloseTo(probe.durationSeconds, 3);
  });

  it('plays at a constant 25 frames a second with the voice at -16 LUFS', async () => {
    const file = path.join(dir, 'emily.mp4');
    const { stdout } = await runBinary(locateFfmpeg().ffprobe, [
      ...['-v', 'error', '-select_streams', 'v:0', '-count_frames'],
      ...[
        '-show_entries',
        'stream=r_frame_rate,avg_frame_rate,nb_read_frames',
        '-of',
        'json',
        file,
      ],
    ]);
    const [stream] = (JSON.parse(stdout) as { streams: Record<string, string>[] }).streams;
    expect(stream).toMatchObject({ r_frame_rate: '25/1', avg_frame_rate: '25/1' });
    expect(
      Math.abs(Number(stream?.nb_read_frames) - video.durationSeconds * 25),
    ).toBeLessThanOrEqual(2);
    const { stderr } = await runBinary(locateFfmpeg().ffmpeg, [
      ...['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    ]);
    const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
    expect(Math.abs(Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]) + 16)).toBeLessThanOrEqual(1);
  });

  it('puts the moov atom first, so playback starts before the download ends', async () => {
    const head = await readFile(path.join(dir, 'emily.mp4'));
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
  });

  it('writes a JPEG poster and WebVTT captions within the video', async () => {
    expect(video.posterPath).toBe(path.join(dir, 'emily.poster.jpg'));
    const poster = await readFile(video.posterPath);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const vtt = await readFile(video.vttPath, 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    const cues = parseVttCues(vtt);
    expect(cues.length).toBeGreaterThanOrEqual(3);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(SCRIPT);
    cues.forEach((cue, index) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]?.end ?? 0);
      expect(cue.end).toBeLessThanOrEqual(video.durationSeconds + 0.05);
    });
  });

  it('reports progress up to 1 and cleans up its temporary folder', () => {
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(tempDirs()).toEqual(tempDirsBefore);
  });

  it('keeps captions it cannot draw in the WebVTT file only', async () => {
    const outputPath = path.join(dir, 'yui.mp4');
    const script = 'こんにちは。きょうは いい てんき ですね。';
    const result = await renderAvatarVideo({
      script,
      avatar: getAvatar('yui'),
      outputPath,
      captions: true,
    });
    expect(result.captionsBurnedIn).toBe(false);
    expect(await probeMedia(outputPath)).toMatchObject({
      width: 1280,
      height: 720,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    const cues = parseVttCues(await readFile(result.vttPath, 'utf8'));
    expect(cues.map((cue) => cue.text).join('')).toBe(script);
  });

  it('leaves no output behind when rendering fails', async () => {
    const outputPath = path.join(dir, 'broken.mp4');
    const binaries = { ...locateFfmpeg(), ffmpeg: '/bin/false' };
    await expect(
      renderAvatarVideo({
        script: 'Short.',
        avatar: getAvatar('julien'),
        outputPath,
        captions: false,
        binaries,
      }),
    ).rejects.toThrow(/failed/);
    expect(existsSync(outputPath)).toBe(false);
    expect(existsSync(path.join(dir, 'broken.vtt'))).toBe(false);
    expect(tempDirs()).toEqual(tempDirsBefore);
  });
});
