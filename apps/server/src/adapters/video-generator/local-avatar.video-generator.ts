import path from 'node:path';
import {
  baseLanguage,
  findAvatar,
  listAvatars,
  renderAvatarThumbnail,
  renderAvatarVideo,
  normalizeScript,
  resolveVoice,
  speechFromOwnVoice,
  speechFromRecording,
  SpeechTooLong,
  synthesizeSpeech,
  type Avatar,
  type FfmpegBinaries,
  type Gender,
  type Speech,
  type SpeechInput,
} from '@orato/media';
import { avatarLengthRefusal } from '../../modules/generation/features/ai-avatar.feature';
import { chooseVoice, type SpeechVoice, type VoiceMap } from '../voice/speech-voice';
import {
  GenerationRefused,
  type AvatarVideoRequest,
  type Creator,
  type GenerationContext,
  type InlineGenerator,
  type RenderedMedia,
} from './video-generator';

const ownVoiceKeyOf = (avatar: Avatar) => `${avatar.voiceId}/${avatar.gender}`;
const voiceOf = (avatar: Avatar) => resolveVoice(avatar.voiceId, avatar.gender);

export interface LocalAvatarOptions {
  binaries: FfmpegBinaries;
  /** Burn the spoken words into the picture (a WebVTT file is always written too). */
  captions: boolean;
  /** Where the thumbnails are served: `<base>/<id>/thumbnail.png`. */
  thumbnailBaseUrl: string;
  /** A neural voice server that speaks instead of Flite and eSpeak NG, and which voice is whose. */
  neuralVoice?: { voice: SpeechVoice; voices: VoiceMap };
}

/**
 * The embedded avatar engine: stylised presenters, Flite (English) and eSpeak NG voices, lips from the phonemes,
 * encoded by ffmpeg. Offered under each avatar's name, as a provider's creators are.
 */
export class LocalAvatarVideoGenerator implements InlineGenerator<AvatarVideoRequest> {
  readonly kind = 'inline';
  readonly provider = 'local';
  readonly speaksRecordings = true;
  private readonly byName = new Map<string, Avatar>(
    listAvatars().map((avatar) => [avatar.name, avatar]),
  );

  /** Set for a neural voice: its takes vary in length, so a timed sentence cannot identify it. */
  readonly voiceEngine: string | undefined;

  constructor(private readonly options: LocalAvatarOptions) {
    this.voiceEngine = options.neuralVoice?.voice.identity;
  }

  async listCreators(): Promise<Creator[]> {
    return listAvatars().map((avatar) => ({
      name: avatar.name,
      imageUrl: `${this.options.thumbnailBaseUrl}/${avatar.id}/thumbnail.png`,
      thumbnailId: avatar.id,
      language: baseLanguage(voiceOf(avatar).language),
      voice: { key: this.voiceKeyOf(avatar), language: voiceOf(avatar).language },
    }));
  }

  /** Measured through the same voice the videos speak with, neural or our own. */
  async speak(voiceKey: string, text: string): Promise<number> {
    const [voiceId = '', gender] = voiceKey.split('/');
    const avatar = listAvatars().find((candidate) => this.voiceKeyOf(candidate) === voiceKey);
    if (!avatar && this.options.neuralVoice) {
      throw new Error(`no avatar speaks with the voice ${voiceKey}`);
    }
    const speak = (avatar && this.speechSource(avatar)) ?? synthesizeSpeech;
    const speech = await speak({
      text,
      voiceId,
      gender: gender as Gender,
      pitch: avatar?.voicePitch,
    });
    return speech.durationSeconds;
  }

  /** Our voices are one per voice id and gender; a neural voice is its name in the avatar's language. */
  private voiceKeyOf(avatar: Avatar): string {
    const neural = this.options.neuralVoice;
    return neural
      ? `${neural.voice.provider}/${this.neuralVoiceName(avatar, neural.voices)}/${voiceOf(avatar).language}`
      : ownVoiceKeyOf(avatar);
  }

  private neuralVoiceName(avatar: Avatar, voices: VoiceMap): string {
    return chooseVoice(voices, {
      avatarId: avatar.id,
      language: voiceOf(avatar).language,
      gender: avatar.gender,
    });
  }

  /** The neural voice for this avatar, made into the Speech lip sync needs; undefined: our own. */
  private speechSource(
    avatar: Avatar,
    deadline?: Date,
  ): ((input: SpeechInput) => Promise<Speech>) | undefined {
    const neural = this.options.neuralVoice;
    if (!neural) {
      return undefined;
    }
    const own = voiceOf(avatar);
    const name = this.neuralVoiceName(avatar, neural.voices);
    return async (input) =>
      speechFromRecording({
        text: input.text,
        wav: await neural.voice.speak(normalizeScript(input.text), name, deadline),
        voice: { engine: 'recorded', name, language: own.language, label: own.label },
      });
  }

  async creatorThumbnail(creatorId: string): Promise<Buffer | undefined> {
    const avatar = findAvatar(creatorId);
    return avatar ? renderAvatarThumbnail(avatar) : undefined;
  }

  async render(
    request: AvatarVideoRequest,
    workDir: string,
    onProgress: (fraction: number, stage?: string) => Promise<void>,
    context?: GenerationContext,
  ): Promise<RenderedMedia> {
    const avatar = this.byName.get(request.creatorName);
    if (!avatar) {
      throw new Error(`no local avatar named ${request.creatorName}`);
    }
    const mediaPath = path.join(workDir, 'avatar.mp4');
    let reported = 0;
    // progress writes run one after another, and the render returns only after the last one, so
    // none is left behind to fail on its own (a dropped connection) or land after the result
    let writes = Promise.resolve();
    const result = await renderAvatarVideo({
      // the user's own recording, lips from its sound; else the presenter's voice
      speak: request.recording
        ? async (input) =>
            speechFromOwnVoice({
              wav: request.recording!.wav,
              words: input.text,
              language: voiceOf(avatar).language,
            })
        : this.speechSource(avatar, context?.deadline),
      maxSeconds: request.maxSeconds,
      script: request.script,
      avatar,
      outputPath: mediaPath,
      captions: this.options.captions,
      binaries: this.options.binaries,
      // laid out for the job's shape, not a crop of the landscape frame
      ...(request.format && { format: request.format }),
      ...(request.captionStyle && { captionStyle: request.captionStyle }),
      onProgress: (fraction) => {
        // progress lands in the database: a write every tenth is plenty
        if (fraction - reported >= 0.1) {
          reported = fraction;
          writes = writes
            .then(() => onProgress(fraction, stageAt(fraction)))
            .catch(() => undefined);
        }
      },
    })
      .catch((error: unknown) => {
        throw error instanceof SpeechTooLong ? refusalFor(error) : error;
      })
      .finally(() => writes);
    return {
      mediaPath,
      contentType: 'video/mp4',
      posterPath: result.posterPath,
      captionsPath: result.vttPath,
      durationSeconds: result.durationSeconds,
    };
  }
}

/** renderAvatarVideo reports 0.1 once the voice is spoken and 0.3 once the frames are drawn. */
function stageAt(fraction: number): string {
  return fraction < 0.3 ? 'rendering' : 'encoding';
}

/** A script that speaks longer than the video may be, in the avatar tools' own words. */
export function refusalFor(error: SpeechTooLong): GenerationRefused {
  return new GenerationRefused(avatarLengthRefusal(error.durationSeconds, error.maxSeconds));
}
