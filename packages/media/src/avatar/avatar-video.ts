import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeAvatarFrames } from './avatar-frames';
import { planAvatarFrames, swayExpression } from './avatar-motion';
import type { Avatar } from './avatar.types';
import { captionTracks, type CaptionContent } from '../captions/caption-art';
import { buildAvatarVideoArgs, buildPosterArgs, FFMPEG_ALLOCATOR_ENV } from '../ffmpeg/ffmpeg-args';
import { locateFfmpeg, type FfmpegBinaries } from '../ffmpeg/ffmpeg-binaries';
import { ffmpegProgressReader } from '../ffmpeg/ffmpeg-progress';
import { canRenderText } from '../text/fonts';
import { probeMedia } from '../ffmpeg/probe';
import { runBinary } from '../ffmpeg/process';
import { moveFile } from '../files/move-file';
import { hashString } from '../core/random';
import { resolveCaptionStyle, type VideoFormatOptions } from '../frames/media-format';
import { headSpriteBox } from './avatar-scene';
import { avatarLayout } from './avatar-layout';
import type { AvatarLayout } from '../frames/talking-frame.types';
import { normalizeScript, synthesizeSpeech, type Speech, type SpeechInput } from '../speech/speech';
import { withTempDir } from '../files/temp-dir';
import { buildWebVtt } from '../captions/webvtt';

export const VIDEO_FPS = 25;

export interface AvatarVideoInput extends VideoFormatOptions {
  script: string;
  avatar: Avatar;
  /** Where the MP4 goes; the poster (`.poster.jpg`) and captions (`.vtt`) are written beside it. */
  outputPath: string;
  /** Burn captions into the picture (the WebVTT file is written either way). */
  captions: boolean;
  onProgress?: (fraction: number) => void;
  binaries?: FfmpegBinaries;
  wordsPerMinute?: number;
  /** Refuse (SpeechTooLong) when the speech runs longer than this, before anything is drawn. */
  maxSeconds?: number;
  /** Another source of the voice (a neural voice over HTTP); the engine's own voices unless set. */
  speak?: (input: SpeechInput) => Promise<Speech>;
}

/** The spoken script is longer than the video may be: thrown before the picture is rendered. */
export class SpeechTooLong extends Error {
  constructor(
    readonly durationSeconds: number,
    readonly maxSeconds: number,
  ) {
    super(`speech runs ${durationSeconds.toFixed(2)} s, more than ${maxSeconds} s`);
    this.name = 'SpeechTooLong';
  }
}

/** One video frame of slack: the encoded length may round up by a frame. */
const FRAME_SLACK_SECONDS = 0.04;

/** Throws SpeechTooLong when the speech runs longer than the paid-for seconds allow. */
export function assertSpeechFits(durationSeconds: number, maxSeconds: number | undefined): void {
  if (maxSeconds !== undefined && durationSeconds > maxSeconds - FRAME_SLACK_SECONDS) {
    throw new SpeechTooLong(durationSeconds, maxSeconds);
  }
}

export interface AvatarVideo {
  durationSeconds: number;
  posterPath: string;
  vttPath: string;
  width: number;
  height: number;
  /** False when captions were asked for but their script has no shipped font (see assets/fonts). */
  captionsBurnedIn: boolean;
}

export interface StagedFiles {
  video: string;
  poster: string;
  vtt: string;
}

/**
 * Speech → frame plan (visemes, blinks, brows, head drift) → each distinct picture once → one
 * constant-25-fps H.264/AAC encode → poster,
 * WebVTT, probe. Work happens in a temporary folder; the outputs appear only when all succeeded.
 */
export async function renderAvatarVideo(input: AvatarVideoInput): Promise<AvatarVideo> {
  const { avatar } = input;
  const binaries = input.binaries ?? locateFfmpeg();
  const report = input.onProgress ?? (() => undefined);
  const script = normalizeScript(input.script);
  const speech = await (input.speak ?? synthesizeSpeech)({
    text: script,
    voiceId: avatar.voiceId,
    gender: avatar.gender,
    pitch: avatar.voicePitch,
    wordsPerMinute: input.wordsPerMinute,
  });
  assertSpeechFits(speech.durationSeconds, input.maxSeconds);
  report(0.1);
  const layout = avatarLayout(input.format);
  const captions = captionTracks(
    script,
    speech,
    layout.design,
    resolveCaptionStyle(input.captionStyle),
  );
  const captionsBurnedIn = input.captions && captions.lines.every((cue) => canRenderText(cue.text));
  return withTempDir('orato-avatar-render-', async (dir) => {
    const staged = stagedFiles(dir);
    await writeFile(staged.vtt, buildWebVtt(captions.lines));
    const args = await stageEncode(dir, avatar, speech, {
      layout,
      burnedCues: captionsBurnedIn ? captions.burned : [],
      outputPath: staged.video,
      binaries,
    });
    report(0.3);
    const duration = speech.durationSeconds;
    await runBinary(binaries.ffmpeg, args, 300_000, {
      env: FFMPEG_ALLOCATOR_ENV,
      onStdout: ffmpegProgressReader((seconds) =>
        report(0.3 + (duration > 0 ? Math.min(1, seconds / duration) : 0) * 0.6),
      ),
    });
    const { durationSeconds, outputs } = await finishRender(staged, speech, input, binaries);
    report(1);
    return {
      durationSeconds,
      posterPath: outputs.poster,
      vttPath: outputs.vtt,
      width: layout.frame.width,
      height: layout.frame.height,
      captionsBurnedIn,
    };
  });
}

/** Writes the pictures, their ffconcat list and the speech WAV; returns the ffmpeg arguments. */
async function stageEncode(
  dir: string,
  avatar: Avatar,
  speech: Speech,
  encode: {
    layout: AvatarLayout;
    burnedCues: CaptionContent[];
    outputPath: string;
    binaries: FfmpegBinaries;
  },
): Promise<string[]> {
  const { layout, burnedCues, outputPath, binaries } = encode;
  const plan = planAvatarFrames({
    visemes: speech.visemes,
    words: speech.words,
    samples: speech.samples,
    sampleRate: speech.sampleRate,
    fps: VIDEO_FPS,
    seed: hashString(avatar.id),
    isHeadStill: avatar.style.hairStyle === 'hijab',
  });
  const frames = await writeAvatarFrames({
    avatar,
    tagline: speech.voice.label,
    plan,
    cues: burnedCues,
    dir,
    layout,
  });
  // the drift is designed in 720p pixels: a larger frame moves the head as far, in proportion
  const sway = plan.sway.map((term) => ({
    ...term,
    amplitude: term.amplitude * layout.frame.scale,
  }));
  const head = headSpriteBox(avatar, layout);
  const audioPath = path.join(dir, 'speech.wav');
  await writeFile(audioPath, speech.wav);
  return buildAvatarVideoArgs({
    stillListPath: frames.stillListPath,
    headListPath: frames.headListPath,
    headPosition: {
      x: swayExpression(sway, 'x', head.x + frames.headCrop.x),
      y: swayExpression(sway, 'y', head.y + frames.headCrop.y),
    },
    captionBand: frames.captionBand,
    audioPath,
    outputPath,
    fps: VIDEO_FPS,
    features: binaries.features,
  });
}

/** Where a render writes its files before they are published. */
export function stagedFiles(dir: string): StagedFiles {
  return {
    video: path.join(dir, 'video.mp4'),
    poster: path.join(dir, 'poster.jpg'),
    vtt: path.join(dir, 'captions.vtt'),
  };
}

/**
 * The end of every talking-head render: a poster frame from the encoded video (at 1 s, or halfway
 * through shorter speech), the video's real length, then the three files moved into place.
 */
export async function finishRender(
  staged: StagedFiles,
  speech: { durationSeconds: number },
  input: { outputPath: string },
  binaries: FfmpegBinaries,
): Promise<{ durationSeconds: number; outputs: StagedFiles }> {
  const posterAt = Math.min(1, speech.durationSeconds / 2);
  await runBinary(
    binaries.ffmpeg,
    buildPosterArgs({ input: staged.video, atSeconds: posterAt, output: staged.poster }),
  );
  const { durationSeconds } = await probeMedia(staged.video, binaries);
  return { durationSeconds, outputs: await publish(staged, input.outputPath) };
}

/** The poster and captions sit beside the video: `talk.mp4`, `talk.poster.jpg`, `talk.vtt`. */
export function outputPaths(videoPath: string): StagedFiles {
  const base = videoPath.replace(/\.mp4$/i, '');
  return { video: videoPath, poster: `${base}.poster.jpg`, vtt: `${base}.vtt` };
}

/** Moves the finished files into place; if any move fails, none of them is left behind. */
async function publish(staged: StagedFiles, videoPath: string): Promise<StagedFiles> {
  const outputs = outputPaths(videoPath);
  const moves = (['video', 'poster', 'vtt'] as const).map(
    (kind) => [staged[kind], outputs[kind]] as const,
  );
  try {
    await mkdir(path.dirname(videoPath), { recursive: true });
    for (const [from, to] of moves) {
      await moveFile(from, to);
    }
  } catch (error) {
    await Promise.all(moves.map(([, to]) => rm(to, { force: true })));
    throw error;
  }
  return outputs;
}
