import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  normalizeScript,
  renderPhotoAvatarVideo,
  speechFromOwnVoice,
  speechFromRecording,
  SpeechTooLong,
  type FfmpegBinaries,
  type Speech,
  type SpeechInput,
} from '@orato/media';
import type { SpeechVoice } from '../voice/speech-voice';
import { refusalFor } from './local-avatar.video-generator';
import type {
  GenerationContext,
  InlineGenerator,
  PhotoAvatarVideoRequest,
  RenderedMedia,
} from './video-generator';

export interface LocalPhotoOptions {
  binaries: FfmpegBinaries;
  /** Burn the spoken words into the picture (a WebVTT file is always written too). */
  captions: boolean;
  /** A neural voice server: the photo avatar's voice is then one of its voice names. */
  neuralVoice?: SpeechVoice;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The embedded photo avatar engine: the user's portrait warped frame by frame from its stored
 * landmarks, speaking with the engine's own voices (or the configured neural voice).
 */
export class LocalPhotoVideoGenerator implements InlineGenerator<PhotoAvatarVideoRequest> {
  readonly kind = 'inline';
  readonly provider = 'local';
  readonly speaksRecordings = true;

  constructor(private readonly options: LocalPhotoOptions) {}

  async render(
    request: PhotoAvatarVideoRequest,
    workDir: string,
    onProgress: (fraction: number, stage?: string) => Promise<void>,
    context?: GenerationContext,
  ): Promise<RenderedMedia> {
    const extension = EXTENSIONS[request.portrait.contentType] ?? 'img';
    const portraitPath = path.join(workDir, `portrait.${extension}`);
    await writeFile(portraitPath, request.portrait.data);
    let reported = 0;
    // progress writes run one after another and the render waits for the last, so none lands late
    let writes = Promise.resolve();
    const result = await renderPhotoAvatarVideo({
      portraitPath,
      landmarks: request.landmarks,
      script: request.script,
      voice: request.voice,
      language: request.language,
      captions: this.options.captions,
      ...(request.format && { format: request.format }),
      ...(request.captionStyle && { captionStyle: request.captionStyle }),
      maxSeconds: request.maxSeconds,
      outputPath: path.join(workDir, 'photo-avatar.mp4'),
      binaries: this.options.binaries,
      speak: this.speechSource(request, context?.deadline),
      onProgress: (fraction) => {
        if (fraction - reported >= 0.1 || fraction === 1) {
          reported = fraction;
          const stage = fraction < 0.1 ? 'voice' : fraction < 1 ? 'rendering' : 'encoding';
          writes = writes.then(() => onProgress(fraction, stage)).catch(() => undefined);
        }
      },
    })
      .catch((error: unknown) => {
        throw error instanceof SpeechTooLong ? refusalFor(error) : error;
      })
      .finally(() => writes);
    return {
      mediaPath: result.mediaPath,
      contentType: 'video/mp4',
      posterPath: result.posterPath,
      captionsPath: result.captionsPath,
      durationSeconds: result.durationSeconds,
    };
  }

  /**
   * The user's own recording or the neural voice, made into the Speech lip sync needs; undefined:
   * the engine's own voices.
   */
  private speechSource(
    request: PhotoAvatarVideoRequest,
    deadline?: Date,
  ): ((input: SpeechInput) => Promise<Speech>) | undefined {
    const { recording } = request;
    if (recording) {
      // the user's own recording, lips from its sound
      return async (input) =>
        speechFromOwnVoice({ wav: recording.wav, words: input.text, language: request.language });
    }
    const neural = this.options.neuralVoice;
    if (!neural) {
      return undefined;
    }
    return async (input) =>
      speechFromRecording({
        text: input.text,
        wav: await neural.speak(normalizeScript(input.text), request.voice, deadline),
        voice: {
          engine: 'recorded',
          name: request.voice,
          language: request.language,
          label: request.voice,
        },
      });
  }
}
