import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSpeechFits, finishRender, stagedFiles, VIDEO_FPS } from '../avatar/avatar-video';
import type { Gender } from '../core/presenter.types';
import { avatarLayout } from '../avatar/avatar-layout';
import { captionTracks } from '../captions/caption-art';
import { captionIndexPerFrame } from '../frames/frame-plan';
import { buildPhotoAvatarVideoArgs, FFMPEG_ALLOCATOR_ENV } from '../ffmpeg/ffmpeg-args';
import { locateFfmpeg, type FfmpegBinaries } from '../ffmpeg/ffmpeg-binaries';
import { canRenderText } from '../text/fonts';
import { runBinary } from '../ffmpeg/process';
import { hashString } from '../core/random';
import { resolveCaptionStyle, type VideoFormatOptions } from '../frames/media-format';
import { normalizeScript, synthesizeSpeech, type Speech, type SpeechInput } from '../speech/speech';
import { withTempDir } from '../files/temp-dir';
import { baseLanguage, isKnownVoice, listVoices } from '../speech/voices';
import { buildWebVtt } from '../captions/webvtt';
import type { FaceLandmarks } from './photo-avatar.types';
import { blendCaption, renderCaptionOverlays } from './photo-captions';
import { planPhotoFrames, type PhotoFrame } from './photo-frame.plan';
import { placePortraitFor } from './photo-layout';
import { composeStillFrame } from './photo-still';
import { PhotoFrameWarper } from './photo-warp.frame';
import { buildWarpRig } from './photo-warp.rig';

export interface PhotoAvatarVideoInput extends VideoFormatOptions {
  /** The stored portrait (PNG, JPEG or WebP) the landmarks were found in. */
  portraitPath: string;
  landmarks: FaceLandmarks;
  script: string;
  /** The engine's voice id, optionally with the timbre: `en-us` or `en-us/male`. */
  voice: string;
  /** BCP 47; picks a voice of that language when `voice` is not one of ours. */
  language: string;
  /** Burn captions into the picture (the WebVTT file is written either way). */
  captions: boolean;
  /** Refuse (SpeechTooLong) when the speech runs longer than this, before anything is drawn. */
  maxSeconds?: number;
  /** Where the MP4 goes; the poster (`.poster.jpg`) and captions (`.vtt`) are written beside it. */
  outputPath: string;
  onProgress?: (fraction: number) => void;
  binaries?: FfmpegBinaries;
  /** Another source of the voice (a neural voice over HTTP); the engine's own voices unless set. */
  speak?: (input: SpeechInput) => Promise<Speech>;
}

export interface PhotoAvatarVideo {
  mediaPath: string;
  posterPath: string;
  captionsPath: string;
  durationSeconds: number;
  /** False when captions were asked for but their script has no shipped font. */
  captionsBurnedIn: boolean;
  width: number;
  height: number;
}

/** Share of the progress bar reached once the voice is spoken and the still frame drawn. */
const PREPARED = 0.1;
const DRAWN = 0.95;

/**
 * Speech → per-frame jaw, lips, blinks and head motion → each frame warped from the still
 * portrait and piped raw to one H.264/AAC encode → poster, WebVTT, probe. Work happens in a
 * temporary folder; the outputs appear only when all succeeded.
 */
export async function renderPhotoAvatarVideo(
  input: PhotoAvatarVideoInput,
): Promise<PhotoAvatarVideo> {
  const binaries = input.binaries ?? locateFfmpeg();
  const report = input.onProgress ?? (() => undefined);
  const script = normalizeScript(input.script);
  // an outside voice takes the voice name as it is; ours need an id and a timbre
  const [voiceId, gender] = input.speak
    ? [input.voice, 'female' as const]
    : resolvePhotoVoice(input.voice, input.language);
  const speech = await (input.speak ?? synthesizeSpeech)({ text: script, voiceId, gender });
  assertSpeechFits(speech.durationSeconds, input.maxSeconds);
  const layout = avatarLayout(input.format);
  const { width, height } = layout.frame;
  const captions = captionTracks(
    script,
    speech,
    layout.design,
    resolveCaptionStyle(input.captionStyle),
  );
  const captionsBurnedIn = input.captions && captions.lines.every((cue) => canRenderText(cue.text));
  const cues = captionsBurnedIn ? captions.burned : [];
  const portrait = await readFile(input.portraitPath);
  const { landmarks } = input;
  const placement = placePortraitFor(landmarks, layout);
  const [still, overlays] = await Promise.all([
    composeStillFrame(portrait, placement, width, height),
    renderCaptionOverlays(cues, layout),
  ]);
  const rig = buildWarpRig(landmarks, placement, width, height);
  const frames = planPhotoFrames({
    visemes: speech.visemes,
    words: speech.words,
    samples: speech.samples,
    sampleRate: speech.sampleRate,
    fps: VIDEO_FPS,
    seed: hashString(input.portraitPath.split(path.sep).at(-1) ?? '') ^ speech.samples.length,
  });
  const captionOf = captionIndexPerFrame(cues, frames.length, VIDEO_FPS);
  report(PREPARED);
  return withTempDir('orato-photo-render-', async (dir) => {
    const staged = stagedFiles(dir);
    const audioPath = path.join(dir, 'speech.wav');
    await Promise.all([
      writeFile(staged.vtt, buildWebVtt(captions.lines)),
      writeFile(audioPath, speech.wav),
    ]);
    const warper = new PhotoFrameWarper(rig, still.data);
    const args = buildPhotoAvatarVideoArgs({
      width,
      height,
      fps: VIDEO_FPS,
      audioPath,
      outputPath: staged.video,
      features: binaries.features,
    });
    await runBinary(binaries.ffmpeg, args, 600_000, {
      env: FFMPEG_ALLOCATOR_ENV,
      stdin: drawnFrames(frames, width * height * 1.5, (frame, index, out) => {
        warper.draw(frame, out);
        const overlay = overlays[captionOf[index] ?? -1];
        if (overlay) {
          blendCaption(out, width, height, overlay);
        }
        if (index % VIDEO_FPS === 0) {
          report(PREPARED + ((DRAWN - PREPARED) * index) / frames.length);
        }
      }),
    });
    const { durationSeconds, outputs } = await finishRender(staged, speech, input, binaries);
    report(1);
    return {
      mediaPath: outputs.video,
      posterPath: outputs.poster,
      captionsPath: outputs.vtt,
      durationSeconds,
      captionsBurnedIn,
      width,
      height,
    };
  });
}

/**
 * Each frame drawn into a fresh buffer as ffmpeg asks for it: the pipe's backpressure keeps a few
 * frames (1.4 MB each at 720p, 3.1 MB at 1080p) in flight, so drawing and encoding run side by
 * side and memory stays flat.
 */
function* drawnFrames(
  frames: readonly PhotoFrame[],
  frameSize: number,
  draw: (frame: PhotoFrame, index: number, out: Buffer) => void,
): Generator<Buffer> {
  for (const [index, frame] of frames.entries()) {
    const out = Buffer.allocUnsafe(frameSize);
    draw(frame, index, out);
    yield out;
  }
}

/** A voice id of ours (with its timbre), or the first voice of the language. */
export function resolvePhotoVoice(voice: string, language: string): [string, Gender] {
  const [id = '', timbre] = voice.split('/');
  const gender: Gender = timbre === 'male' ? 'male' : 'female';
  if (isKnownVoice(id)) {
    return [id, gender];
  }
  const base = baseLanguage(language);
  const fallback = listVoices().find((candidate) => baseLanguage(candidate.language) === base);
  if (!fallback) {
    throw new Error(`no voice speaks ${language}`);
  }
  return [fallback.id, gender];
}
