import {
  type CaptionStyle,
  type VideoFormat,
  detectLanguage,
  LANGUAGE_NAMES,
  languageName,
  MESSAGES,
  photoAvatarIdOf,
  photoCreatorName,
  type PhotoAvatarVoice,
  type QuoteResponse,
  type SceneVisual,
  type TranslationDraftResponse,
  type TranslationInput,
  type TranslationLanguage,
  type TranslationOptionsResponse,
} from '@orato/shared';
import type { Translator } from '../../adapters/translator/translator';
import type { Creator } from '../../adapters/video-generator/video-generator';
import { AppError } from '../../lib/app-error';
import type { AvatarVideoService, TranslationOf } from '../avatar/avatar-video.service';
import { formatFields } from '../generation/generation-format';
import type { GenerationRow } from '../generation/generation.repository';
import type { LibraryItemRow, LibraryRepository } from '../library/library.repository';
import type { ResolvedVisual } from '../storyboard/storyboard-plan';
import type {
  PartRow,
  SceneRow,
  StoryboardRepository,
  StoryboardRow,
} from '../storyboard/storyboard.repository';
import type { StoryboardService } from '../storyboard/storyboard.service';

const M = MESSAGES.translation;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What an avatar render's input names itself; everything else is a setting a translation keeps. */
const OWN_KEYS = new Set([
  'script',
  'creatorName',
  'photoAvatarId',
  'title',
  'avatar',
  'language',
  'translationOf',
  'voice',
]);

interface Dependencies {
  library: Pick<LibraryRepository, 'findOwnedById' | 'setLanguageIfUnset'>;
  generations: { find(id: string): Promise<GenerationRow | undefined> };
  translator: Translator;
  avatarVideo: Pick<AvatarVideoService, 'listCreators' | 'start' | 'quoteForButton'>;
  /** The voices a photo avatar may speak with. */
  photoVoices: () => PhotoAvatarVoice[];
  storyboards: Pick<
    StoryboardRepository,
    'deliveredByMediaKey' | 'scenesOf' | 'partsOf' | 'sceneByClip'
  >;
  storyboard: Pick<StoryboardService, 'quote' | 'start'>;
}

/** A finished video as a translation sees it: what it says, in which language, by whom. */
interface Source {
  item: LibraryItemRow;
  /** The item its versions hang from: the original, also when translating a translation. */
  originalId: string;
  from: string;
  scenes: string[];
  /** A drawn presenter's name; undefined for a photo avatar. */
  creatorName?: string;
  photoAvatarId?: string;
  photoVoice?: string;
  settings: Record<string, unknown>;
  /** A storyboard: its scenes, and the material each shows (reused, never generated again). */
  storyboard?: { row: StoryboardRow; scenes: SceneRow[]; visuals: (ResolvedVisual | undefined)[] };
}

/** Reuses of reuses a translation follows to the file: more than a storyboard's scenes is a loop. */
const MAX_REUSE_HOPS = 12;

const baseOf = (language: string) => language.toLowerCase().split(/[-_]/)[0]!;

/**
 * The same video in another language: the script is translated for the user to edit (nothing held),
 * then rendered through the avatar tool's own start, so the quote, hold, capture and refund are
 * the ones every avatar video has. The new video is a language version of the original.
 */
export class TranslationService {
  constructor(private readonly deps: Dependencies) {}

  /** The languages this video can be translated into, and what would enable the others. */
  async options(userId: string, itemId: string): Promise<TranslationOptionsResponse> {
    const source = await this.source(userId, itemId);
    const { translator } = this.deps;
    const languages: TranslationLanguage[] = [];
    for (const code of await this.voicedLanguages(source)) {
      if (code === source.from) {
        continue;
      }
      const name = languageName(code);
      if (translator.canTranslate(source.from, code)) {
        languages.push({ code, name, available: true });
        continue;
      }
      const packages = translator.enabler?.(source.from, code);
      // a language nothing could open is not listed at all
      if (packages) {
        languages.push({ code, name, available: false, enable: M.installHint(packages, code) });
      }
    }
    languages.sort((a, b) => Number(b.available) - Number(a.available));
    return { from: source.from, translator: translator.provider, languages };
  }

  /** The script translated scene by scene, for the user to edit; nothing is held or charged. */
  async draft(userId: string, itemId: string, language: string): Promise<TranslationDraftResponse> {
    const source = await this.source(userId, itemId);
    await this.assertOffered(source, language);
    let scenes: string[];
    try {
      scenes = await this.deps.translator.translateAll(source.scenes, source.from, language);
    } catch (error) {
      throw new AppError('UNAVAILABLE', M.translationFailed, { cause: error });
    }
    const { presenter, presenters } = await this.presentersFor(source, language);
    return { from: source.from, language, scenes, presenter, presenters };
  }

  /** The edited translation's quote, in the voice it will be rendered with. */
  async quote(userId: string, itemId: string, input: TranslationInput): Promise<QuoteResponse> {
    const { render, voice, board } = await this.renderOf(userId, itemId, input);
    if (board) {
      const quote = await this.deps.storyboard.quote(userId, board.input, board.translation);
      return {
        credits: quote.credits,
        hold_credits: quote.hold_credits,
        seconds: quote.seconds,
        wait_seconds: Math.ceil(quote.wait_seconds),
      };
    }
    return this.deps.avatarVideo.quoteForButton(render, userId, voice);
  }

  /** Renders the edited translation: held, captured and refunded as any avatar video or storyboard. */
  async start(userId: string, itemId: string, input: TranslationInput) {
    const { render, translation, from, board } = await this.renderOf(userId, itemId, input);
    const started = board
      ? await this.deps.storyboard
          .start(userId, board.input, board.translation)
          .then(({ id }) => ({ operationId: id, operation_id: id }))
      : await this.deps.avatarVideo.start(userId, render, translation);
    // the original's chip names its language too, once it has a version in another
    await this.deps.library.setLanguageIfUnset(translation.originalId, from);
    return started;
  }

  private async renderOf(userId: string, itemId: string, input: TranslationInput) {
    const source = await this.source(userId, itemId);
    const { language } = input;
    await this.assertOffered(source, language);
    if (input.scenes.length !== source.scenes.length) {
      throw new AppError('BAD_REQUEST', M.sceneCount(source.scenes.length));
    }
    const creatorName = await this.presenterOf(source, language, input.creatorName);
    const voice = source.photoAvatarId ? this.photoVoiceFor(source, language) : undefined;
    const translation: TranslationOf = {
      language,
      originalId: source.originalId,
      settings: source.settings,
      ...(voice && { voice }),
    };
    const board = source.storyboard && {
      input: {
        title: source.storyboard.row.title ?? undefined,
        creatorName,
        bubble: source.storyboard.row.bubble,
        burnCaptions: source.storyboard.row.burnCaptions,
        // the same format as the original, scene by scene
        format: {
          aspect: source.storyboard.row.aspect as VideoFormat['aspect'],
          resolution: source.storyboard.row.resolution as VideoFormat['resolution'],
        },
        captionStyle: source.storyboard.row.captionStyle as CaptionStyle,
        scenes: source.storyboard.scenes.map((scene, index) => ({
          line: input.scenes[index]!,
          visual: scene.visual as SceneVisual,
        })),
      },
      translation: { language, originalId: source.originalId, visuals: source.storyboard.visuals },
    };
    return {
      render: {
        creatorName,
        script: input.scenes.join(' '),
        ...(source.item.title && { topic: source.item.title }),
        // the same format as the original (the job's columns come from these, not its settings)
        ...formatFields(source.settings),
      },
      voice,
      translation,
      from: source.from,
      board,
    };
  }

  /** The caller's finished avatar or photo-avatar video; anything else reads as not found. */
  private async source(userId: string, itemId: string): Promise<Source> {
    const item = UUID.test(itemId)
      ? await this.deps.library.findOwnedById(userId, itemId)
      : undefined;
    if (!item) {
      throw new AppError('NOT_FOUND', MESSAGES.server.notInLibrary);
    }
    if (item.feature === 'storyboard') {
      return this.storyboardSource(userId, item);
    }
    const generation = item.generationId
      ? await this.deps.generations.find(item.generationId)
      : undefined;
    const input = generation?.input as Record<string, unknown> | undefined;
    if (
      !generation ||
      generation.state !== 'COMPLETE' ||
      (generation.feature !== 'ai-avatar' && generation.feature !== 'photo-avatar') ||
      typeof input?.script !== 'string'
    ) {
      throw new AppError('BAD_REQUEST', M.notTranslatable);
    }
    const script = input.script;
    const from = item.language ?? detectLanguage(script);
    if (!from) {
      throw new AppError('BAD_REQUEST', M.unknownSource);
    }
    const settings = Object.fromEntries(
      Object.entries(input).filter(([key]) => !OWN_KEYS.has(key)),
    );
    return {
      item,
      originalId: item.originalId ?? item.id,
      from,
      scenes: [script],
      settings,
      ...(typeof input.creatorName === 'string' && { creatorName: input.creatorName }),
      ...(typeof input.photoAvatarId === 'string' && {
        photoAvatarId: input.photoAvatarId,
        ...(typeof input.voice === 'string' && { photoVoice: input.voice }),
      }),
    };
  }

  /**
   * A delivered storyboard's scenes as a translation reuses them: every shot and still is the
   * material the original showed (a generated one's file included), so only narration is made.
   */
  private async storyboardSource(userId: string, item: LibraryItemRow): Promise<Source> {
    const row = await this.deps.storyboards.deliveredByMediaKey(userId, item.mediaKey);
    if (!row) {
      throw new AppError('BAD_REQUEST', M.notTranslatable);
    }
    const [scenes, parts] = await Promise.all([
      this.deps.storyboards.scenesOf(row.id),
      this.deps.storyboards.partsOf(row.id),
    ]);
    const kept = scenes.filter((scene) => scene.state === 'COMPLETE');
    const visuals = await Promise.all(kept.map((scene) => this.materialOf(userId, scene, parts)));
    const from = item.language ?? detectLanguage(kept.map((scene) => scene.line).join(' '));
    if (!from || kept.length === 0) {
      throw new AppError('BAD_REQUEST', M.unknownSource);
    }
    return {
      item,
      originalId: item.originalId ?? item.id,
      from,
      scenes: kept.map((scene) => scene.line),
      creatorName: row.creatorName,
      settings: {},
      storyboard: { row, scenes: kept, visuals },
    };
  }

  /**
   * The file a scene's shot or still showed, as material to show again (0 credits): its own
   * generated part or Library/upload material, or, for a scene that reused an earlier clip and
   * has neither, that earlier scene's, following reuses of reuses. Undefined for a presenter
   * scene, or where the chain ends without a file (it then resolves as it was written).
   */
  private async materialOf(
    userId: string,
    scene: SceneRow,
    parts: PartRow[],
  ): Promise<ResolvedVisual | undefined> {
    const visual = scene.visual as SceneVisual;
    if (visual.kind === 'presenter') {
      return undefined;
    }
    let current: SceneRow | undefined = scene;
    let currentParts = parts;
    for (let hop = 0; current && hop <= MAX_REUSE_HOPS; hop++) {
      const visualId: string | null = current.visualId;
      const made = currentParts.find((part) => part.id === visualId)?.mediaKey;
      const materialKey = made ?? current.materialKey;
      if (materialKey) {
        return { visual: { kind: visual.kind, source: 'library' }, materialKey };
      }
      if (!current.reusedClipKey) {
        return undefined;
      }
      current = await this.deps.storyboards.sceneByClip(userId, current.reusedClipKey);
      currentParts = current ? await this.deps.storyboards.partsOf(current.storyboardId) : [];
    }
    return undefined;
  }

  /** Languages a voice of this video's kind speaks: a drawn presenter's, or a photo avatar's. */
  private async voicedLanguages(source: Source): Promise<string[]> {
    const spoken = source.photoAvatarId
      ? this.deps.photoVoices().map((voice) => voice.language)
      : (await this.deps.avatarVideo.listCreators()).flatMap((creator) =>
          creator.voice ? [creator.voice.language] : creator.language ? [creator.language] : [],
        );
    const bases = new Set(spoken.map(baseOf));
    return Object.keys(LANGUAGE_NAMES).filter((code) => bases.has(code));
  }

  private async assertOffered(source: Source, language: string): Promise<void> {
    if (language === source.from) {
      throw new AppError('BAD_REQUEST', M.sameLanguage);
    }
    if (!(await this.voicedLanguages(source)).includes(language)) {
      throw new AppError('BAD_REQUEST', M.unsupportedLanguage(language));
    }
    if (!this.deps.translator.canTranslate(source.from, language)) {
      throw new AppError('BAD_REQUEST', M.unsupportedLanguage(language));
    }
  }

  private async presentersFor(source: Source, language: string) {
    if (source.photoAvatarId) {
      // the same portrait, with a voice of the language
      const name = photoCreatorName(source.photoAvatarId);
      return { presenter: name, presenters: [name] };
    }
    const speakers = (await this.deps.avatarVideo.listCreators()).filter((creator) =>
      speaks(creator, language),
    );
    const presenters = speakers.map((creator) => creator.name);
    const presenter = presenters.find((name) => name === source.creatorName) ?? null;
    return { presenter, presenters };
  }

  /** The presenter to render with: the original's where it speaks the language, else the pick. */
  private async presenterOf(source: Source, language: string, picked?: string): Promise<string> {
    const { presenter, presenters } = await this.presentersFor(source, language);
    if (source.photoAvatarId) {
      return presenter!;
    }
    const chosen = picked ?? presenter;
    if (!chosen) {
      throw new AppError('BAD_REQUEST', M.pickPresenter(language));
    }
    if (!presenters.includes(chosen) || photoAvatarIdOf(chosen) !== undefined) {
      throw new AppError('BAD_REQUEST', M.presenterWrongLanguage(language));
    }
    return chosen;
  }

  /** A photo avatar's voice in `language`: the same timbre (a woman's, a man's) where there is one. */
  private photoVoiceFor(source: Source, language: string): string {
    const voices = this.deps.photoVoices().filter((voice) => baseOf(voice.language) === language);
    const timbre = source.photoVoice?.split('/')[1];
    const voice = voices.find((each) => timbre && each.id.endsWith(`/${timbre}`)) ?? voices[0];
    if (!voice) {
      throw new AppError('BAD_REQUEST', M.noVoice(language));
    }
    return voice.id;
  }
}

function speaks(creator: Creator, language: string): boolean {
  const spoken = creator.voice?.language ?? creator.language;
  return spoken !== undefined && baseOf(spoken) === language;
}
