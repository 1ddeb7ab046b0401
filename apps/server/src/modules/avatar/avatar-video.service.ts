import { buffer } from 'node:stream/consumers';
import { randomInt } from 'node:crypto';
import {
  detectLanguage,
  languageName,
  MESSAGES,
  photoAvatarIdOf,
  ownVoiceTitle,
  type AvatarQuote,
  type AvatarQuoteInput,
  type AvatarVideoInput,
  type GenerationStatusResponse,
  type OwnVoiceQuoteInput,
  type OwnVoiceVideoInput,
  type QuoteResponse,
  type ScriptBrief,
  type ScriptWriterResponse,
} from '@orato/shared';
import type { ObjectRead, ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { ScriptWriter } from '../../adapters/script-writer/script-writer';
import type { AvatarVideoGenerator, Creator } from '../../adapters/video-generator/video-generator';
import { AppError } from '../../lib/app-error';
import type { GenerationService } from '../generation/generation.service';
import { resolveVideoFormat } from '../generation/generation-format';
import { assertAvatarWithinLimit, quoteAvatar } from '../generation/features/ai-avatar.feature';
import { ownVoiceHold } from '../generation/features/own-voice.feature';
import type { LibraryRepository } from '../library/library.repository';
import { ProviderRefused, ProviderUnavailable } from '../../adapters/http/provider-errors';
import type { SpeakingRateService } from '../speech/speaking-rate.service';
import { PresenterCatalogue } from './presenter-catalogue';

/** How many more drafts a Regenerate asks for when one repeats the script it replaces. */
const REGENERATE_TRIES = 4;

/** A user's own portrait as a presenter (the photo avatar service's view of it). */
interface OwnPhotoAvatar {
  id: string;
  name: string;
  voice: string;
}
export interface PhotoAvatarLookup {
  /** The caller's own photo avatar; NOT_FOUND for anyone else's or a missing one. */
  requireOwned(userId: string, id: string): Promise<OwnPhotoAvatar>;
}

/** The caller's own voice recordings (uploads), and which engines can speak them. */
export interface OwnVoiceRecordings {
  /** The caller's own recording by its link: its key and exact length; NOT_FOUND otherwise. */
  ownRecording(userId: string, url: string): Promise<{ key: string; seconds: number }>;
  /** Marks uploads as a generation's input: they no longer expire. */
  markUsed(userId: string, keys: string[]): Promise<void>;
  /** The provider's name when the engine of drawn (`ai-avatar`) or photo avatars cannot. */
  refusingProvider: Readonly<Record<'ai-avatar' | 'photo-avatar', string | undefined>>;
}

/** What a translation's render carries beyond an avatar video's own input. */
export interface TranslationOf {
  language: string;
  /** The Library item it is a version of. */
  originalId: string;
  /** The original's other settings (its format, its caption style), kept as they were. */
  settings: Record<string, unknown>;
  /** A photo avatar's voice in the new language. */
  voice?: string;
}

/** What the avatar tool shares with its neighbours, given at construction. */
export interface AvatarLinks {
  /** The presenters, listed once for the wizard, the storyboard tool and the voice measurements. */
  presenters?: PresenterCatalogue;
  /** The caller's own storyboard as a job's status (a storyboard is a job too), else undefined. */
  storyboardStatus?: (userId: string, id: string) => Promise<GenerationStatusResponse | undefined>;
}

/** Where the portraits of the built-in presenters are kept: catalogue files, not anyone's media. */
export const CREATOR_THUMBNAILS_PREFIX = 'catalogue/avatars/';
const creatorThumbnailKey = (id: string) => `${CREATOR_THUMBNAILS_PREFIX}${id}.png`;

/** Script → presenter → video: the avatar wizard's rules; the pipeline does the work. */
export class AvatarVideoService {
  private readonly presenters: PresenterCatalogue;

  constructor(
    private readonly generator: AvatarVideoGenerator,
    private readonly scriptWriter: ScriptWriter,
    private readonly generations: GenerationService,
    private readonly library: LibraryRepository,
    private readonly storage: ObjectStorage,
    private readonly speakingRates: SpeakingRateService,
    private readonly photoAvatars?: PhotoAvatarLookup,
    private readonly recordings?: OwnVoiceRecordings,
    private readonly links: AvatarLinks = {},
  ) {
    this.presenters = links.presenters ?? new PresenterCatalogue(generator);
  }

  /** The voices of the presenters this engine speaks itself, each once. */
  voices(): Promise<{ key: string; language: string }[]> {
    return this.presenters.voices();
  }

  /**
   * Length and credits of a script in the presenter's voice, at its measured pace; before a
   * presenter is chosen, in the voice the wizard suggests first (one speaking the script's language).
   */
  async quote(
    input: AvatarQuoteInput,
    userId?: string,
    voice?: string,
  ): Promise<AvatarQuote & { measured: boolean; presenter?: string }> {
    const owned = await this.photoAvatarOf(input.creatorName, userId);
    // a translation speaks through the same portrait in another language's voice
    const photo = owned && voice ? { ...owned, voice } : owned;
    if (photo) {
      const { rate, measured } = await this.speakingRates.rateFor(await this.measuredVoice(photo));
      return { ...quoteAvatar(input.script, rate), measured, presenter: photo.name };
    }
    const creators = await this.listCreators();
    const creator = input.creatorName
      ? creators.find((each) => each.name === input.creatorName)
      : defaultCreatorFor(creators, input.script);
    if (input.creatorName && !creator) {
      throw new AppError('BAD_REQUEST', MESSAGES.avatar.selectAvatar);
    }
    const { rate, measured } = await this.speakingRates.rateFor(creator?.voice);
    return { ...quoteAvatar(input.script, rate), measured, presenter: creator?.name };
  }

  /** A script with its language, and a note when it is not in the idea's language. */
  async writeScript(
    topic: string,
    brief: ScriptBrief = {},
    previous?: string,
  ): Promise<{ script: string; language?: string; note?: string }> {
    let script: string;
    try {
      script = await this.scriptWriter.writeScript(topic, randomInt(1_000_000), brief);
      // Regenerate: a variation can land on the same words (the offline writer has few
      // structures per language); a few more tries make a different script all but certain
      for (let retry = 0; retry < REGENERATE_TRIES && script === previous; retry++) {
        script = await this.scriptWriter.writeScript(topic, randomInt(1_000_000), brief);
      }
    } catch (error) {
      throw new AppError('UNAVAILABLE', scriptFailure(error), { cause: error });
    }
    const ideaLanguage = detectLanguage(topic);
    const language = detectLanguage(script) ?? ideaLanguage;
    const isOtherLanguage = ideaLanguage && language && ideaLanguage !== language;
    // a writer with a list of languages keeps the words of any other as they were written
    const isKeptAsWritten =
      ideaLanguage &&
      this.scriptWriter.languages &&
      !this.scriptWriter.languages.includes(ideaLanguage) &&
      !isOtherLanguage;
    return {
      script,
      ...(language ? { language } : {}),
      ...(isKeptAsWritten
        ? { note: MESSAGES.avatar.scriptWordsKeptNote(languageName(ideaLanguage)) }
        : {}),
      ...(isOtherLanguage
        ? {
            note: MESSAGES.avatar.scriptLanguageNote(
              languageName(ideaLanguage),
              languageName(language),
            ),
          }
        : {}),
    };
  }

  /** Which writer drafts scripts here, and in which languages (null: the idea's, whatever it is). */
  scriptWriterInfo(): ScriptWriterResponse {
    const { provider, languages } = this.scriptWriter;
    return { provider, languages: languages ? [...languages] : null };
  }

  listCreators(): Promise<Creator[]> {
    return this.presenters.list();
  }

  /**
   * Draws the portrait of every presenter the engine draws itself into storage, replacing only
   * what changed. Workers run it when they start, so an API process never renders.
   */
  async publishCreatorThumbnails(): Promise<number> {
    if (!this.generator.creatorThumbnail) {
      return 0;
    }
    let published = 0;
    for (const { thumbnailId } of await this.generator.listCreators()) {
      const image = thumbnailId ? await this.generator.creatorThumbnail(thumbnailId) : undefined;
      if (!thumbnailId || !image) {
        continue;
      }
      const key = creatorThumbnailKey(thumbnailId);
      const stored = await this.readIfStored(key);
      if (!stored?.equals(image)) {
        await this.storage.putObject(key, image, 'image/png');
        published += 1;
      }
    }
    return published;
  }

  /** A presenter's portrait as a worker stored it; NOT_FOUND before any worker has. */
  async creatorThumbnail(creatorId: string): Promise<ObjectRead> {
    const creators = await this.listCreators();
    if (!creators.some((creator) => creator.thumbnailId === creatorId)) {
      throw new AppError('NOT_FOUND', MESSAGES.server.noSuchAvatar);
    }
    return this.storage.getObject(creatorThumbnailKey(creatorId));
  }

  private async readIfStored(key: string): Promise<Buffer | undefined> {
    if (!(await this.storage.statObject(key))) {
      return undefined;
    }
    return buffer((await this.storage.getObject(key)).body);
  }

  /** The Generate button's quote: expected and most credits, length and wait. */
  async quoteForButton(
    input: AvatarQuoteInput,
    userId?: string,
    voice?: string,
  ): Promise<QuoteResponse> {
    const feature = featureOf(input.creatorName);
    // the same check as the start: a quote for a format the engine does not make is refused too
    const format = this.formatFor(feature, input.format);
    const quote = await this.quote(input, userId, voice);
    return {
      credits: quote.estimateCredits,
      hold_credits: quote.holdCredits,
      seconds: quote.seconds,
      wait_seconds: await this.generations.expectedWait(feature, quote.seconds, format.resolution),
      over_limit: quote.overLimit,
      ...(quote.presenter ? { presenter: quote.presenter } : {}),
    };
  }

  /** The job's format, checked against the engine of its kind (a photo avatar's may differ). */
  private formatFor(feature: 'ai-avatar' | 'photo-avatar', requested: AvatarQuoteInput['format']) {
    const { support, engine } = this.generations.supportFor(feature);
    return resolveVideoFormat(support, engine, requested);
  }

  async start(
    userId: string,
    input: AvatarVideoInput,
    translation?: TranslationOf,
  ): Promise<{ operationId: string; operation_id: string }> {
    const format = this.formatFor(featureOf(input.creatorName), input.format);
    const quote = await this.quote(input, userId, translation?.voice);
    assertAvatarWithinLimit(quote);
    const photo = await this.photoAvatarOf(input.creatorName, userId);
    // a photo avatar's render is keyed by its id, a drawn presenter's by its name
    const kind = photo
      ? {
          feature: 'photo-avatar' as const,
          input: { photoAvatarId: photo.id, script: input.script },
          avatar: photo.name,
        }
      : {
          feature: 'ai-avatar' as const,
          input: { creatorName: input.creatorName, script: input.script },
          avatar: input.creatorName,
        };
    const row = await this.generations.start({
      userId,
      ...kind,
      // a translation keeps its original's settings and names its language and original
      ...(translation && {
        input: {
          ...translation.settings,
          ...kind.input,
          language: translation.language,
          translationOf: translation.originalId,
          ...(photo && translation.voice && { voice: translation.voice }),
        },
      }),
      holdCredits: quote.holdCredits,
      expectedSeconds: quote.seconds,
      format,
      captionStyle: input.captionStyle ?? null,
      title: input.topic?.trim() || input.script.split(/\s+/).slice(0, 8).join(' '),
    });
    return { operationId: row.id, operation_id: row.id };
  }

  /**
   * A recording's quote is exact: the video is as long as the recording, so what is held is what
   * is taken.
   */
  async quoteOwnVoice(userId: string, input: OwnVoiceQuoteInput): Promise<QuoteResponse> {
    const { seconds } = await this.requireRecordings().ownRecording(userId, input.recording_url);
    const credits = ownVoiceHold(seconds);
    const feature = featureOf(input.creatorName);
    const format = this.formatFor(feature, input.format);
    return {
      credits,
      hold_credits: credits,
      seconds: Math.ceil(seconds),
      wait_seconds: await this.generations.expectedWait(
        feature,
        Math.ceil(seconds),
        format.resolution,
      ),
      over_limit: false,
    };
  }

  /** A presenter speaking the caller's own recording; its words, if any, are the captions. */
  async startOwnVoice(
    userId: string,
    input: OwnVoiceVideoInput,
  ): Promise<{ operationId: string; operation_id: string }> {
    const recordings = this.requireRecordings();
    const recording = await recordings.ownRecording(userId, input.recording_url);
    const photo = await this.photoAvatarOf(input.creatorName, userId);
    if (!photo && !(await this.listCreators()).some((one) => one.name === input.creatorName)) {
      throw new AppError('BAD_REQUEST', MESSAGES.avatar.selectAvatar);
    }
    const feature = photo ? ('photo-avatar' as const) : ('ai-avatar' as const);
    const refusing = recordings.refusingProvider[feature];
    if (refusing) {
      throw new AppError('BAD_REQUEST', MESSAGES.ownVoice.providerCannot(refusing));
    }
    const format = this.formatFor(feature, input.format);
    const words = input.words?.trim() ?? '';
    const common = { script: words, recordingKey: recording.key };
    const row = await this.generations.start({
      userId,
      feature,
      input: photo
        ? { photoAvatarId: photo.id, ...common }
        : { creatorName: input.creatorName, ...common },
      avatar: photo ? photo.name : input.creatorName,
      holdCredits: ownVoiceHold(recording.seconds),
      expectedSeconds: Math.ceil(recording.seconds),
      format,
      captionStyle: input.captionStyle ?? null,
      title: input.topic?.trim() || ownVoiceTitle(words),
    });
    // once a generation has it, it is the video's input and no longer expires
    await recordings.markUsed(userId, [recording.key]);
    return { operationId: row.id, operation_id: row.id };
  }

  private requireRecordings(): OwnVoiceRecordings {
    if (!this.recordings) {
      throw new AppError('NOT_FOUND', MESSAGES.ownVoice.notFound);
    }
    return this.recordings;
  }

  /** The caller's photo avatar a `photo:<id>` presenter names; undefined for a drawn presenter. */
  private async photoAvatarOf(
    creatorName: string | undefined,
    userId: string | undefined,
  ): Promise<OwnPhotoAvatar | undefined> {
    const id = creatorName ? photoAvatarIdOf(creatorName) : undefined;
    if (id === undefined) {
      return undefined;
    }
    if (!userId || !this.photoAvatars) {
      throw new AppError('NOT_FOUND', MESSAGES.photoAvatar.notFound);
    }
    return this.photoAvatars.requireOwned(userId, id);
  }

  /** A photo avatar's voice as measured for a drawn presenter with the same one, if any. */
  private async measuredVoice(photo: OwnPhotoAvatar) {
    const creators = await this.listCreators();
    return creators.find((creator) => creator.voice?.key === photo.voice)?.voice;
  }

  async status(userId: string, operationId: string): Promise<GenerationStatusResponse> {
    try {
      return await this.generations.describe(userId, operationId);
    } catch (error) {
      // a storyboard is a job too, though no generation: its id answers the same way
      const board =
        error instanceof AppError && error.code === 'NOT_FOUND'
          ? await this.links.storyboardStatus?.(userId, operationId)
          : undefined;
      if (!board) {
        throw error;
      }
      return board;
    }
  }

  /** The spec's client saves after polling; the server already did, so this only confirms ownership. */
  async saveVideo(userId: string, videoUrl: string): Promise<{ message: string }> {
    const key = this.storage.keyFromDownloadUrl(videoUrl);
    const item = key ? await this.library.findByMediaKey(key) : undefined;
    if (!item || item.userId !== userId) {
      throw new AppError('NOT_FOUND', MESSAGES.server.videoNotYours);
    }
    return { message: MESSAGES.avatar.saved };
  }
}

/** The user's words for a script that could not be written. */
function scriptFailure(error: unknown): string {
  if (error instanceof ProviderRefused) {
    return MESSAGES.providers.scriptRefused(error.reason);
  }
  if (error instanceof ProviderUnavailable) {
    return MESSAGES.providers.toolUnavailable;
  }
  return MESSAGES.avatar.scriptFailed;
}

/** A `photo:<id>` presenter is the user's own portrait, made by the photo avatar engine. */
function featureOf(creatorName: string | undefined): 'ai-avatar' | 'photo-avatar' {
  return creatorName && photoAvatarIdOf(creatorName) !== undefined ? 'photo-avatar' : 'ai-avatar';
}

/** The presenter a script gets by default: the first who speaks its language, else the first. */
function defaultCreatorFor(creators: Creator[], script: string): Creator | undefined {
  const language = detectLanguage(script);
  return creators.find((creator) => creator.language === language) ?? creators[0];
}
