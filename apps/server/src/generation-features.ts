import { buffer } from 'node:stream/consumers';
import type { FfmpegBinaries } from '@orato/media';
import {
  avatarChargeCredits,
  avatarSecondsHeld,
  CREDIT_COSTS,
  veoClipCredits,
  LIMITS,
  MESSAGES,
  type FeatureKey,
} from '@orato/shared';
import { GeminiImageGenerator } from './adapters/image-generator/gemini.image-generator';
import type { ImageGenerator } from './adapters/image-generator/image-generator';
import { LocalImageGenerator } from './adapters/image-generator/local.image-generator';
import { OpenAiCompatibleImageGenerator } from './adapters/image-generator/openai-compatible.image-generator';
import type { ResultDownloader } from './adapters/http/result-downloader';
import type { ObjectStorage } from './adapters/object-storage/object-storage';
import { CaptionsVideoGenerator } from './adapters/video-generator/captions.video-generator';
import { HeyGenVideoGenerator } from './adapters/video-generator/heygen.video-generator';
import {
  MirageVideoGenerator,
  type MirageConfig,
} from './adapters/video-generator/mirage.video-generator';
import { LocalAvatarVideoGenerator } from './adapters/video-generator/local-avatar.video-generator';
import { DidVideoGenerator } from './adapters/video-generator/did.video-generator';
import { LocalPhotoVideoGenerator } from './adapters/video-generator/local-photo.video-generator';
import { LocalMotionVideoGenerator } from './adapters/video-generator/local-motion.video-generator';
import { OmniVideoGenerator } from './adapters/video-generator/omni.video-generator';
import { VeoVideoGenerator } from './adapters/video-generator/veo.video-generator';
import {
  GenerationRefused,
  type AvatarVideoGenerator,
  type OwnVoiceRecording,
  type PhotoAvatarVideoGenerator,
  type PhotoAvatarVideoRequest,
} from './adapters/video-generator/video-generator';
import { clipSecondsFor, videoModelApi, type Config } from './config';
import { OpenAiCompatibleSpeechVoice } from './adapters/voice/openai-compatible.speech-voice';
import type { FeatureSpec } from './modules/generation/generation.service';
import { formatFields } from './modules/generation/generation-format';
import type { PhotoAvatarSource } from './modules/photo-avatar/photo-avatar.service';
import type { ClipLengths } from './modules/veo/veo.service';

/**
 * Which engine makes each feature, chosen once from config: the embedded engines by default, the
 * providers when their keys are set. Part of the composition root (container.ts).
 */
export function createGenerationFeatures(
  config: Config,
  parts: {
    binaries: FfmpegBinaries;
    storage: ObjectStorage;
    avatarGenerator: AvatarVideoGenerator;
    photoAvatarGenerator: PhotoAvatarVideoGenerator;
    /** The portrait, landmarks and voice of a photo avatar; undefined once it was deleted. */
    photoAvatarSource: (id: string) => Promise<PhotoAvatarSource | undefined>;
    downloader: ResultDownloader;
  },
): Record<FeatureKey, FeatureSpec> {
  const { binaries, storage, avatarGenerator, photoAvatarGenerator } = parts;
  const gemini = config.providers.gemini;
  const imageGenerator = createImageGenerator(config, parts.downloader);
  return {
    'ai-avatar': {
      generator: avatarGenerator,
      extension: 'mp4',
      deadlineSeconds: 20 * 60,
      charge: (media, hold) =>
        media.durationSeconds === undefined ? hold : avatarChargeCredits(media.durationSeconds),
      prepareRequest: async (input, hold) => {
        const { recordingKey, ...rest } = input;
        return {
          ...rest,
          ...(await recordingOf(storage, recordingKey)),
          maxSeconds: avatarSecondsHeld(hold),
        };
      },
      firstStage: 'voice',
      // until its own jobs are measured: our engine renders faster than real time, a provider slower
      typicalThroughput:
        avatarGenerator.kind === 'inline'
          ? { perOutputSecond: 0.6, perJob: 20 }
          : { perOutputSecond: 4, perJob: 180 },
      refuseDelivery: (media, hold) => avatarOverHold(media.durationSeconds, hold),
    },
    // priced, held, timed and listed exactly like the drawn avatars' videos
    'photo-avatar': {
      generator: photoAvatarGenerator,
      extension: 'mp4',
      deadlineSeconds: 20 * 60,
      charge: (media, hold) =>
        media.durationSeconds === undefined ? hold : avatarChargeCredits(media.durationSeconds),
      prepareRequest: async (input, hold): Promise<PhotoAvatarVideoRequest> => {
        const source = await parts.photoAvatarSource(String(input.photoAvatarId));
        if (!source) {
          throw new GenerationRefused(MESSAGES.photoAvatar.deletedBeforeRender);
        }
        return {
          script: String(input.script),
          ...source,
          ...(await recordingOf(storage, input.recordingKey)),
          // a translation speaks through the same portrait with a voice of its language
          ...(typeof input.voice === 'string' && { voice: input.voice }),
          maxSeconds: avatarSecondsHeld(hold),
          ...formatFields(input),
        };
      },
      firstStage: 'voice',
      typicalThroughput:
        photoAvatarGenerator.kind === 'inline'
          ? { perOutputSecond: 0.8, perJob: 20 }
          : { perOutputSecond: 4, perJob: 180 },
      refuseDelivery: (media, hold) => avatarOverHold(media.durationSeconds, hold),
      libraryFeature: 'ai-avatar',
    },
    'veo3-videos': {
      generator: gemini ? clipGenerator(gemini) : new LocalMotionVideoGenerator(binaries),
      extension: 'mp4',
      deadlineSeconds: 20 * 60,
      // Omni may deliver another length than asked: the clip is paid by what came, capped at the hold
      charge: (media, hold) =>
        media.durationSeconds === undefined ? hold : veoClipCredits(media.durationSeconds),
      typicalThroughput: { perJob: gemini ? 180 : 20 },
      outputSeconds: clipLengths(config).defaultSeconds,
      prepareRequest: async (input) => ({
        prompt: input.prompt,
        negativePrompt: input.negativePrompt,
        ...(typeof input.durationSeconds === 'number' && {
          durationSeconds: input.durationSeconds,
        }),
        ...(typeof input.startImageKey === 'string' && {
          startImage: await readObject(storage, input.startImageKey),
        }),
        ...formatFields(input),
      }),
    },
    'nano-banana': {
      generator: imageGenerator,
      extension: 'png',
      deadlineSeconds: 5 * 60,
      charge: () => CREDIT_COSTS.image,
      typicalThroughput: {
        perJob: { local: 5, gemini: 15, 'openai-compatible': 30 }[config.engines.image],
      },
      prepareRequest: async (input) => ({
        prompt: input.prompt,
        inputs: await Promise.all(
          (input.inputKeys as string[]).map((key) => readObject(storage, key)),
        ),
        ...formatFields(input),
      }),
    },
  };
}

function createImageGenerator(config: Config, downloader: ResultDownloader): ImageGenerator {
  const { gemini, openai } = config.providers;
  if (config.engines.image === 'openai-compatible' && openai?.image) {
    return new OpenAiCompatibleImageGenerator(openai.image, downloader);
  }
  if (config.engines.image === 'gemini' && gemini) {
    return new GeminiImageGenerator({
      apiKey: gemini.apiKey,
      baseUrl: gemini.baseUrl,
      model: gemini.imageModel,
    });
  }
  return new LocalImageGenerator();
}

/** A video longer than 60 s, or than its hold pays for, is not delivered: it would be seconds for free. */
function avatarOverHold(durationSeconds: number | undefined, hold: number): string | undefined {
  if (durationSeconds === undefined) {
    return undefined;
  }
  const seconds = Math.ceil(durationSeconds - 1e-6);
  if (durationSeconds > LIMITS.avatarVideoMaxSeconds + 1e-6) {
    return MESSAGES.avatar.spokenTooLong(seconds);
  }
  return avatarChargeCredits(durationSeconds) > hold
    ? MESSAGES.avatar.spokenOverHold(seconds, avatarSecondsHeld(hold))
    : undefined;
}

/** The user's own recording a job speaks, if it has one; refused if it was deleted meanwhile. */
async function recordingOf(
  storage: ObjectStorage,
  key: unknown,
): Promise<{ recording?: OwnVoiceRecording }> {
  if (typeof key !== 'string') {
    return {};
  }
  if (!(await storage.statObject(key))) {
    throw new GenerationRefused(MESSAGES.ownVoice.deletedBeforeRender);
  }
  return {
    recording: {
      wav: (await readObject(storage, key)).data,
      // long enough for a provider to fetch it while the job is queued and submitted
      url: await storage.getDownloadUrl(key, { ttlSeconds: 60 * 60 }),
    },
  };
}

async function readObject(storage: ObjectStorage, key: string) {
  const object = await storage.getObject(key);
  return { data: await buffer(object.body), contentType: object.contentType };
}

/** What our own avatar renderers share: ffmpeg, the caption style and the neural voice if one is set. */
function localAvatarRendering(config: Config, binaries: FfmpegBinaries) {
  const settings = config.providers.openai?.voice;
  return {
    binaries,
    captions: config.media.avatarCaptions,
    speech: settings && {
      voice: new OpenAiCompatibleSpeechVoice(settings),
      voices: settings.voices,
    },
  };
}

export function createAvatarGenerator(
  config: Config,
  binaries: FfmpegBinaries,
): AvatarVideoGenerator {
  const captions = config.providers.captions;
  if (captions?.api === 'mirage') {
    return new MirageVideoGenerator(mirageConfig(captions));
  }
  if (captions) {
    return new CaptionsVideoGenerator(captions);
  }
  const heygen = config.providers.heygen;
  if (heygen) {
    return new HeyGenVideoGenerator(heygen);
  }
  const { speech, ...rendering } = localAvatarRendering(config, binaries);
  return new LocalAvatarVideoGenerator({
    ...rendering,
    thumbnailBaseUrl: '/api/creators',
    neuralVoice: speech,
  });
}

/** The Mirage Video API's settings: Captions' key, poll pace and result hosts, Mirage's base and voice. */
export function mirageConfig(captions: NonNullable<Config['providers']['captions']>): MirageConfig {
  return {
    apiKey: captions.apiKey,
    baseUrl: captions.mirage.baseUrl,
    voiceId: captions.mirage.voiceId,
    pollIntervalSeconds: captions.pollIntervalSeconds,
    resultHosts: captions.resultHosts,
    thumbnailBaseUrl: '/api/creators',
  };
}

/** Photo avatars: D-ID's Talks API when its key is set, else our own warp renderer. */
export function createPhotoAvatarGenerator(
  config: Config,
  binaries: FfmpegBinaries,
): PhotoAvatarVideoGenerator {
  const did = config.providers.did;
  if (did) {
    return new DidVideoGenerator(did);
  }
  const { speech, ...rendering } = localAvatarRendering(config, binaries);
  return new LocalPhotoVideoGenerator({ ...rendering, neuralVoice: speech?.voice });
}

/** The VEO tool's clip lengths: the video model's, or the offline engine's one 8 s clip. */
export function clipLengths(config: Config): ClipLengths {
  const veo = config.providers.gemini?.veo;
  return veo
    ? { defaultSeconds: veo.durationSeconds, allowedSeconds: clipSecondsFor(veo.model) }
    : {
        defaultSeconds: LIMITS.veoClipDefaultSeconds,
        allowedSeconds: [LIMITS.veoClipDefaultSeconds],
      };
}

/** The VEO tool's engine on the Gemini API: Veo's long-running predict or an Omni interaction. */
function clipGenerator(gemini: NonNullable<Config['providers']['gemini']>) {
  const config = { apiKey: gemini.apiKey, baseUrl: gemini.baseUrl, ...gemini.veo };
  return videoModelApi(gemini.veo.model) === 'interactions'
    ? new OmniVideoGenerator(config)
    : new VeoVideoGenerator(config);
}
