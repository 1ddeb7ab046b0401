import type { FfmpegBinaries } from '@orato/media';
import { LIMITS } from '@orato/shared';
import { GeminiImageGenerator } from './adapters/image-generator/gemini.image-generator';
import type { ImageGenerator } from './adapters/image-generator/image-generator';
import { LocalImageGenerator } from './adapters/image-generator/local.image-generator';
import { OpenAiCompatibleImageGenerator } from './adapters/image-generator/openai-compatible.image-generator';
import type { ResultDownloader } from './adapters/http/result-downloader';
import { GeminiScriptWriter } from './adapters/script-writer/gemini.script-writer';
import { GeminiTranslator } from './adapters/script-writer/gemini.translator';
import { LocalScriptWriter } from './adapters/script-writer/local.script-writer';
import { OpenAiCompatibleScriptWriter } from './adapters/script-writer/openai-compatible.script-writer';
import { OpenAiCompatibleTranslator } from './adapters/script-writer/openai-compatible.translator';
import type { ScriptWriter } from './adapters/script-writer/script-writer';
import { ApertiumTranslator, locateApertium } from './adapters/translator/apertium.translator';
import type { Translator } from './adapters/translator/translator';
import { CaptionsVideoGenerator } from './adapters/video-generator/captions.video-generator';
import { DidVideoGenerator } from './adapters/video-generator/did.video-generator';
import { HeyGenVideoGenerator } from './adapters/video-generator/heygen.video-generator';
import { LocalAvatarVideoGenerator } from './adapters/video-generator/local-avatar.video-generator';
import { LocalMotionVideoGenerator } from './adapters/video-generator/local-motion.video-generator';
import { LocalPhotoVideoGenerator } from './adapters/video-generator/local-photo.video-generator';
import {
  MirageVideoGenerator,
  type MirageConfig,
} from './adapters/video-generator/mirage.video-generator';
import { OmniVideoGenerator } from './adapters/video-generator/omni.video-generator';
import { VeoVideoGenerator } from './adapters/video-generator/veo.video-generator';
import type {
  AvatarVideoGenerator,
  PhotoAvatarVideoGenerator,
} from './adapters/video-generator/video-generator';
import { OpenAiCompatibleSpeechVoice } from './adapters/voice/openai-compatible.speech-voice';
import { GoogleOidcIdentityProvider } from './adapters/identity/google-oidc.identity-provider';
import { SmtpMailer } from './adapters/mailer/smtp.mailer';
import { StripePaymentGateway } from './adapters/payments/stripe.payment-gateway';
import type { ProbeTargets } from './modules/health/provider-doctor.service';
import { clipSecondsFor, videoModelApi, type Config } from './config';
import type { Engines } from './modules/generation/features/features';
import type { ClipLengths } from './modules/generation/features/veo3-videos.feature';

/**
 * Which engine makes each tool, chosen once from config: the embedded engines by default, the
 * providers when their keys are set. Part of the composition root; what a tool charges, holds and
 * refuses is its feature file's (`modules/generation/features/`).
 */
export function createEngines(
  config: Config,
  binaries: FfmpegBinaries,
  parts: {
    downloader: ResultDownloader;
    avatar?: AvatarVideoGenerator;
    photoAvatar?: PhotoAvatarVideoGenerator;
  },
): Engines {
  const gemini = config.providers.gemini;
  return {
    avatar: parts.avatar ?? createAvatarGenerator(config, binaries),
    photoAvatar: parts.photoAvatar ?? createPhotoAvatarGenerator(config, binaries),
    clip: gemini ? clipGenerator(gemini) : new LocalMotionVideoGenerator(binaries),
    image: createImageGenerator(config, parts.downloader),
    clipLengths: clipLengths(config),
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

/**
 * The configured writer translates when one is set (any language to any); else Apertium's installed
 * pairs, found at start as ffmpeg is. Without either, nothing translates, and the Translate menu
 * says which packages would change that.
 */
export function createTranslator(config: Config): Translator {
  const { gemini, openai } = config.providers;
  if (config.engines.script === 'openai-compatible' && openai?.script) {
    return new OpenAiCompatibleTranslator(openai.script);
  }
  if (config.engines.script === 'gemini' && gemini) {
    return new GeminiTranslator({
      apiKey: gemini.apiKey,
      baseUrl: gemini.baseUrl,
      model: gemini.textModel,
    });
  }
  const binary = config.media.apertiumPath ?? 'apertium';
  return new ApertiumTranslator(locateApertium(binary) ?? { binary, modes: [], missing: true });
}

export function createScriptWriter(config: Config): ScriptWriter {
  const { gemini, openai } = config.providers;
  if (config.engines.script === 'openai-compatible' && openai?.script) {
    return new OpenAiCompatibleScriptWriter(openai.script);
  }
  if (config.engines.script === 'gemini' && gemini) {
    return new GeminiScriptWriter({
      apiKey: gemini.apiKey,
      baseUrl: gemini.baseUrl,
      model: gemini.textModel,
    });
  }
  return new LocalScriptWriter();
}

/**
 * What the provider doctor's probes ask (`doctor-probes.ts`), one per configured provider: the
 * same adapters the server would use, built here so that the probes build nothing.
 */
export function probeTargets(config: Config): ProbeTargets {
  const { captions, heygen, did } = config.providers;
  const { payments, mail } = config;
  return {
    ...(heygen && { heygen: new HeyGenVideoGenerator(heygen) }),
    ...(did && { did: new DidVideoGenerator(did) }),
    ...(captions && {
      captions: {
        creator: new CaptionsVideoGenerator(captions),
        mirage: new MirageVideoGenerator(mirageConfig(captions)),
      },
    }),
    ...(payments.driver === 'stripe' && { stripe: new StripePaymentGateway(payments) }),
    ...(mail.driver === 'smtp' && { smtp: () => new SmtpMailer(mail.url, mail.from) }),
    ...(config.auth.google && { google: new GoogleOidcIdentityProvider(config.auth.google) }),
    apertiumModes: (binary) => locateApertium(binary)?.modes,
  };
}
