import { randomInt } from 'node:crypto';
import {
  defaultImageAspect,
  defaultVideoFormat,
  detectLanguage,
  MESSAGES,
  STORYBOARD_LIMITS,
  STORYBOARD_MESSAGES,
  type ActiveJob,
  type StoryboardDraftInput,
  type StoryboardDraftResponse,
  type StoryboardInput,
  type StoryboardQuoteResponse,
  type SceneVisual,
  type VideoAspect,
  type VideoResolution,
} from '@orato/shared';
import { ProviderRefused, ProviderUnavailable } from '../../adapters/http/provider-errors';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { ScriptWriter } from '../../adapters/script-writer/script-writer';
import type { Creator } from '../../adapters/video-generator/video-generator';
import type { InTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import { promptFromLine, splitIntoLines, wellFormed } from '../../lib/scene-lines';
import type { CreditsService } from '../credits/credits.service';
import type { GenerationService } from '../generation/generation.service';
import type { GenerationRepository } from '../generation/generation.repository';
import { renderTimeFactor, resolveVideoFormat } from '../generation/generation-format';
import type { PipelineEventBus } from '../generation/pipeline/pipeline.events';
import type { UploadService } from '../image/upload.service';
import type { OwnVoiceRecordings } from '../avatar/avatar-video.service';
import type { LibraryRepository } from '../library/library.repository';
import type { SpeakingRateService } from '../speech/speaking-rate.service';
import { proposeScenes } from './storyboard-draft';
import {
  generatedCredits,
  planScene,
  sceneFingerprint,
  type ResolvedVisual,
  type ScenePlan,
  type SceneRecording,
} from './storyboard-plan';
import type { StoryboardRepository, StoryboardRow } from './storyboard.repository';

/** Longest a storyboard may take from start to delivery; past it every hold left comes back. */
export const STORYBOARD_DEADLINE_SECONDS = 60 * 60;
/** A retried scene gets at least this long before the storyboard's deadline. */
const RETRY_SECONDS = 30 * 60;
/** Seconds of assembly per second of storyboard, until measured: joining is a quick encode. */
const ASSEMBLY_SECONDS_PER_SECOND = 0.5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The repositories and services a storyboard's start and settlement write through, in one transaction. */
export interface StoryboardScope {
  storyboards: StoryboardRepository;
  generations: GenerationRepository;
  credits: CreditsService;
  library: LibraryRepository;
}

export interface StoryboardDependencies {
  storyboards: StoryboardRepository;
  generations: GenerationService;
  credits: CreditsService;
  inTransaction: InTransaction<StoryboardScope>;
  scriptWriter: ScriptWriter;
  creators: () => Promise<Creator[]>;
  speakingRates: Pick<SpeakingRateService, 'rateFor'>;
  library: Pick<LibraryRepository, 'findOwn'>;
  uploads: Pick<UploadService, 'ownKeys' | 'markUsed'>;
  storage: Pick<ObjectStorage, 'getDownloadUrl'>;
  /** The caller's own voice recordings, for presenter scenes that speak one. */
  recordings?: Pick<OwnVoiceRecordings, 'ownRecording' | 'markUsed' | 'refusingProvider'>;
  clock: Clock;
  /** Where a scene that needs no render, or a dropped one, is announced (its renderer listens). */
  events?: Pick<PipelineEventBus, 'emit'>;
}

/** The priced plan of a whole storyboard. */
export interface StoryboardPlan {
  creator: Creator;
  scenes: ScenePlan[];
  quote: Omit<StoryboardQuoteResponse, 'wait_seconds'>;
}

/**
 * A storyboard made as a translation of another: each scene shows the original's material (a
 * generated shot or still included, so nothing is generated or charged again), and the result is
 * a language version of the original's Library item.
 */
export interface StoryboardTranslation {
  language: string;
  originalId: string;
  /** Per scene, the original's material; undefined where the scene resolves as usual. */
  visuals: (ResolvedVisual | undefined)[];
}

/** Idea → scenes → price → start: the storyboard tool's rules; the generation pipeline renders. */
export class StoryboardService {
  constructor(private readonly deps: StoryboardDependencies) {}

  /** Scenes from an idea (written by the configured writer) or from a script (split as written). */
  async draft(input: StoryboardDraftInput): Promise<StoryboardDraftResponse> {
    let drafted;
    if (input.isScript) {
      drafted = splitIntoLines(input.idea).map((line) => ({ line, prompt: promptFromLine(line) }));
    } else {
      try {
        const { audience, points, action } = input;
        drafted = await this.deps.scriptWriter.draftScenes(input.idea, randomInt(1_000_000), {
          audience,
          points,
          action,
        });
      } catch (error) {
        throw new AppError('UNAVAILABLE', draftFailure(error), { cause: error });
      }
    }
    // a writer's text is ours to check: a broken character would fail the answer's own schema
    const scenes = proposeScenes(
      drafted.map(({ line, prompt }) => ({ line: wellFormed(line), prompt: wellFormed(prompt) })),
    );
    const language = detectLanguage(scenes.map((scene) => scene.line).join(' '));
    return { scenes, ...(language && { language }) };
  }

  /** Per scene and in total, before anything is charged; a reused scene with its clip to preview. */
  async quote(
    userId: string,
    input: StoryboardInput,
    translation?: StoryboardTranslation,
  ): Promise<StoryboardQuoteResponse> {
    const plan = await this.plan(userId, input, translation);
    const scenes = await Promise.all(
      plan.scenes.map(async (scene) =>
        scene.reused
          ? {
              ...scene.quote,
              preview_url: await this.deps.storage.getDownloadUrl(scene.reused.clipKey),
            }
          : scene.quote,
      ),
    );
    return {
      ...plan.quote,
      scenes,
      wait_seconds: await this.expectedWait(plan.scenes, input.format),
    };
  }

  /**
   * Validates every scene, resolves its material (the caller's own only), finds identical scenes
   * already delivered, and prices each. Over the limits it refuses with the reason.
   */
  async plan(
    userId: string,
    input: StoryboardInput,
    translation?: StoryboardTranslation,
  ): Promise<StoryboardPlan> {
    if (input.scenes.length > STORYBOARD_LIMITS.maxScenes) {
      throw new AppError('BAD_REQUEST', STORYBOARD_MESSAGES.tooManyScenes);
    }
    const creator = (await this.deps.creators()).find((each) => each.name === input.creatorName);
    if (!creator) {
      throw new AppError('BAD_REQUEST', MESSAGES.avatar.selectAvatar);
    }
    const { rate } = await this.deps.speakingRates.rateFor(creator.voice);
    const resolved = await Promise.all(
      input.scenes.map(
        (scene, index) =>
          translation?.visuals[index] ?? this.resolveVisual(userId, scene.visual, index + 1),
      ),
    );
    const recordings = await this.resolveRecordings(userId, input.scenes);
    const fingerprints = input.scenes.map((scene, index) =>
      sceneFingerprint(
        input.creatorName,
        input.bubble,
        scene.line,
        resolved[index]!,
        input.format,
        recordings[index]?.key,
      ),
    );
    const delivered = await this.deps.storyboards.delivered(userId, fingerprints);
    const scenes = input.scenes.map((scene, index) => {
      const earlier = scene.regenerate ? undefined : delivered.get(fingerprints[index]!);
      return planScene(
        {
          position: index,
          line: scene.line,
          resolved: resolved[index]!,
          fingerprint: fingerprints[index]!,
          ...(recordings[index] && { recording: recordings[index] }),
          ...(earlier?.clipKey &&
            earlier.durationSeconds !== null && {
              reused: { clipKey: earlier.clipKey, durationSeconds: earlier.durationSeconds },
            }),
        },
        rate,
      );
    });
    const tooLong = scenes.find((scene) => !scene.reused && scene.narration.overLimit);
    if (tooLong) {
      throw new AppError('BAD_REQUEST', STORYBOARD_MESSAGES.sceneTooLong(tooLong.position + 1));
    }
    const seconds = scenes.reduce((sum, scene) => sum + scene.quote.seconds, 0);
    if (seconds > STORYBOARD_LIMITS.maxSeconds) {
      throw new AppError('BAD_REQUEST', STORYBOARD_MESSAGES.tooLong(seconds));
    }
    return {
      creator,
      scenes,
      quote: {
        scenes: scenes.map((scene) => scene.quote),
        seconds,
        credits: scenes.reduce((sum, scene) => sum + scene.quote.credits, 0),
        hold_credits: scenes.reduce((sum, scene) => sum + scene.quote.hold_credits, 0),
      },
    };
  }

  /**
   * Holds the whole quote and creates the storyboard, its scenes and their parts in one
   * transaction (all or nothing), then queues the parts.
   */
  async start(
    userId: string,
    input: StoryboardInput,
    translation?: StoryboardTranslation,
  ): Promise<{ id: string }> {
    const plan = await this.plan(userId, input, translation);
    const total = plan.quote.hold_credits;
    if (total > 0) {
      await this.deps.credits.assertAffordable(userId, total);
    }
    const now = this.deps.clock();
    const title = input.title?.trim() || firstWords(input.scenes[0]!.line);
    const { board, partIds, reusedSceneIds } = await this.holdShort(userId, total, () =>
      this.deps.inTransaction(async (scope) => {
        const created = await scope.storyboards.insert({
          userId,
          title,
          creatorName: input.creatorName,
          bubble: input.bubble,
          burnCaptions: input.burnCaptions,
          ...(translation && {
            language: translation.language,
            translationOf: translation.originalId,
          }),
          aspect: input.format.aspect,
          resolution: input.format.resolution,
          captionStyle: input.captionStyle,
          holdCredits: total,
          stage: 'queued',
          createdAt: now,
          deadlineAt: addSeconds(now, STORYBOARD_DEADLINE_SECONDS),
        });
        const ids: string[] = [];
        const reused: string[] = [];
        for (const scene of plan.scenes) {
          const parts = scene.reused ? {} : await this.insertParts(scope, userId, created, scene);
          const row = await scope.storyboards.insertScene({
            storyboardId: created.id,
            userId,
            position: scene.position,
            line: scene.line,
            visual: scene.visual,
            fingerprint: scene.fingerprint,
            materialKey: scene.materialKey ?? null,
            recordingKey: scene.recording?.key ?? null,
            recordingSeconds: scene.recording?.seconds ?? null,
            reusedClipKey: scene.reused?.clipKey ?? null,
            durationSeconds: scene.reused?.durationSeconds ?? null,
            estimateCredits: scene.quote.credits,
            holdCredits: scene.quote.hold_credits,
            narrationId: parts.narrationId ?? null,
            visualId: parts.visualId ?? null,
          });
          ids.push(...[parts.narrationId, parts.visualId].filter((id) => id !== undefined));
          if (scene.reused) {
            reused.push(row.id);
          }
        }
        return { board: created, partIds: ids, reusedSceneIds: reused };
      }),
    );
    const uploaded = plan.scenes.flatMap((scene) => [
      ...(scene.visual.kind === 'still' && scene.visual.source === 'upload'
        ? [scene.materialKey!]
        : []),
      ...(scene.recording ? [scene.recording.key] : []),
    ]);
    if (uploaded.length > 0) {
      // a storyboard's input now: they no longer expire
      await this.deps.uploads.markUsed(userId, uploaded);
    }
    await Promise.all(partIds.map((id) => this.deps.generations.enqueue(id)));
    await Promise.all(reusedSceneIds.map((id) => this.sceneReady(id)));
    return { id: board.id };
  }

  /** A scene that needs no render composes at once (`pipeline/follow-ups.ts`). */
  private async sceneReady(sceneId: string): Promise<void> {
    await this.deps.events?.emit('storyboard.scene-ready', { sceneId });
  }

  /**
   * Inserts a scene's parts and holds their credits (each hold keyed by its part's id), inside the
   * caller's transaction: the narration always, the generated visual when there is one.
   */
  async insertParts(
    scope: StoryboardScope,
    userId: string,
    board: Pick<StoryboardRow, 'id' | 'creatorName' | 'title' | 'aspect' | 'resolution'>,
    scene: Pick<ScenePlan, 'line' | 'narration' | 'generated' | 'recording'>,
    which: { narration: boolean; visual: boolean } = { narration: true, visual: true },
  ): Promise<{ narrationId?: string; visualId?: string }> {
    const { generations } = this.deps;
    const parts: { narrationId?: string; visualId?: string } = {};
    if (which.narration) {
      const row = generations.newPart({
        userId,
        storyboardId: board.id,
        feature: 'ai-avatar',
        // a recording is spoken as the avatar tool speaks one: its words, if any, are the captions
        input: {
          creatorName: board.creatorName,
          script: scene.line,
          ...(scene.recording && { recordingKey: scene.recording.key }),
        },
        holdCredits: scene.narration.holdCredits,
        expectedSeconds: scene.narration.seconds,
        format: this.partFormat('ai-avatar', board),
        title: board.title,
        avatar: board.creatorName,
      });
      await scope.generations.insert(row);
      await scope.credits.hold(userId, row.holdCredits, row.id!, 'storyboard');
      parts.narrationId = row.id!;
    }
    if (which.visual && scene.generated) {
      const { feature, prompt } = scene.generated;
      const row = generations.newPart({
        userId,
        storyboardId: board.id,
        feature,
        input:
          feature === 'veo3-videos' ? { prompt, negativePrompt: '' } : { prompt, inputKeys: [] },
        holdCredits: generatedCredits(scene.generated),
        format: this.partFormat(feature, board),
        title: prompt,
      });
      await scope.generations.insert(row);
      await scope.credits.hold(userId, row.holdCredits, row.id!, 'storyboard');
      parts.visualId = row.id!;
    }
    return parts;
  }

  /**
   * A part's format: the storyboard's where the part's engine makes it; else the engine's own, and
   * the scene places that in the storyboard's frame (blurred fill), never stretched.
   */
  private partFormat(
    feature: 'ai-avatar' | 'veo3-videos' | 'nano-banana',
    board: Pick<StoryboardRow, 'aspect' | 'resolution'>,
  ): { aspect: string; resolution: string | null } {
    const { support, engine } = this.deps.generations.supportFor(feature);
    const asked = {
      aspect: board.aspect as VideoAspect,
      resolution: board.resolution as VideoResolution,
    };
    if (feature === 'nano-banana') {
      const aspect = support.aspects.includes(asked.aspect)
        ? asked.aspect
        : defaultImageAspect(support);
      return { aspect, resolution: null };
    }
    try {
      return resolveVideoFormat(support, engine, asked);
    } catch {
      return defaultVideoFormat(support);
    }
  }

  /**
   * Makes a failed scene again: holds its credits again and re-queues only what failed (a part
   * that was made is kept; a scene whose parts were all made is only composed again).
   */
  async retry(userId: string, storyboardId: string, sceneId: string): Promise<{ id: string }> {
    const { board, scene } = await this.failedScene(userId, storyboardId, sceneId);
    const parts = await this.deps.storyboards.partsOf(board.id);
    const stateOf = (id: string | null) => parts.find((part) => part.id === id)?.state;
    const creator = (await this.deps.creators()).find((each) => each.name === board.creatorName);
    const { rate } = await this.deps.speakingRates.rateFor(creator?.voice);
    const visual = scene.visual as SceneVisual;
    const plan = planScene(
      {
        position: scene.position,
        line: scene.line,
        resolved: { visual, ...(scene.materialKey && { materialKey: scene.materialKey }) },
        fingerprint: scene.fingerprint,
        ...(scene.recordingKey &&
          scene.recordingSeconds !== null && {
            recording: { key: scene.recordingKey, seconds: scene.recordingSeconds },
          }),
      },
      rate,
    );
    const which = {
      narration: !scene.narrationId || stateOf(scene.narrationId) === 'FAILED',
      visual:
        plan.generated !== undefined && (!scene.visualId || stateOf(scene.visualId) === 'FAILED'),
    };
    const hold =
      (which.narration ? plan.narration.holdCredits : 0) +
      (which.visual ? generatedCredits(plan.generated) : 0);
    if (hold > 0) {
      await this.deps.credits.assertAffordable(userId, hold);
    }
    const now = this.deps.clock();
    const retried = await this.holdShort(userId, hold, () =>
      this.deps.inTransaction(async (scope) => {
        const made = await this.insertParts(scope, userId, board, plan, which);
        const reopened = await scope.storyboards.updateScene(scene.id, ['FAILED'], {
          state: 'QUEUED',
          error: null,
          reusedClipKey: null,
          ...(made.narrationId && { narrationId: made.narrationId }),
          ...(made.visualId && { visualId: made.visualId }),
          holdCredits: scene.holdCredits + hold,
        });
        const running = await scope.storyboards.updateRunning(board.id, {
          holdCredits: board.holdCredits + hold,
          // a retry near the end gets the time a scene needs
          deadlineAt: new Date(
            Math.max(board.deadlineAt.getTime(), addSeconds(now, RETRY_SECONDS).getTime()),
          ),
        });
        if (!reopened || !running) {
          // rolls the holds back: someone else retried or dropped it first, or it ended
          throw new AppError('CONFLICT', STORYBOARD_MESSAGES.sceneNotFailed);
        }
        return made;
      }),
    );
    const ids = [retried.narrationId, retried.visualId].filter((id) => id !== undefined);
    await Promise.all(ids.map((id) => this.deps.generations.enqueue(id)));
    if (ids.length === 0) {
      await this.sceneReady(scene.id);
    }
    return { id: board.id };
  }

  /** Leaves a failed scene out: what its parts still hold comes back, and the rest assemble. */
  async drop(userId: string, storyboardId: string, sceneId: string): Promise<{ id: string }> {
    const { board, scene } = await this.failedScene(userId, storyboardId, sceneId);
    if (!(await this.deps.storyboards.updateScene(scene.id, ['FAILED'], { state: 'DROPPED' }))) {
      throw new AppError('CONFLICT', STORYBOARD_MESSAGES.sceneNotFailed);
    }
    for (const id of [scene.narrationId, scene.visualId]) {
      if (id) {
        // a part still rendering for the dropped scene stops, and nothing of it is charged
        await this.deps.generations.abandon(id, STORYBOARD_MESSAGES.sceneDropped);
        await this.deps.credits.release(userId, id);
      }
    }
    // the rest assemble once a dropped scene leaves them all made
    await this.deps.events?.emit('storyboard.scene-dropped', { storyboardId: board.id });
    return { id: board.id };
  }

  private async failedScene(userId: string, storyboardId: string, sceneId: string) {
    const board = await this.findOwn(userId, storyboardId);
    const scene = UUID.test(sceneId) ? await this.deps.storyboards.findScene(sceneId) : undefined;
    if (!scene || scene.storyboardId !== board.id) {
      throw new AppError('NOT_FOUND', STORYBOARD_MESSAGES.sceneNotFound);
    }
    if (board.state === 'COMPLETE' || board.state === 'FAILED') {
      throw new AppError('CONFLICT', STORYBOARD_MESSAGES.storyboardEnded);
    }
    if (scene.state !== 'FAILED') {
      throw new AppError('CONFLICT', STORYBOARD_MESSAGES.sceneNotFailed);
    }
    return { board, scene };
  }

  /** The caller's own storyboard; anyone else's is answered like a missing one. */
  async findOwn(userId: string, id: string): Promise<StoryboardRow> {
    const row = await this.ownOrNone(userId, id);
    if (!row) {
      throw new AppError('NOT_FOUND', STORYBOARD_MESSAGES.notFound);
    }
    return row;
  }

  /** The caller's own storyboard, or undefined for a missing one or anyone else's. */
  async ownOrNone(userId: string, id: string): Promise<StoryboardRow | undefined> {
    const row = UUID.test(id) ? await this.deps.storyboards.find(id) : undefined;
    return row?.userId === userId ? row : undefined;
  }

  /** The caller's storyboards still being made, as the active-jobs list shows them. */
  async listActive(userId: string): Promise<ActiveJob[]> {
    const rows = await this.deps.storyboards.activeOf(userId);
    return rows.map((row) => ({
      id: row.id,
      feature: 'storyboard',
      state: row.state,
      stage: row.stage,
      progress: row.progress,
      title: row.title,
      avatar: row.creatorName,
      created_at: toUnixSeconds(row.createdAt),
    }));
  }

  /** Runs a transaction of holds; a hold that falls short answers for the whole storyboard. */
  async holdShort<T>(userId: string, total: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYMENT_REQUIRED') {
        const available = await this.deps.credits.balance(userId);
        throw new AppError('PAYMENT_REQUIRED', MESSAGES.server.notEnoughCredits(total, available));
      }
      throw error;
    }
  }

  /** Seconds until a storyboard started now would be ready: its slowest scene, then the joining. */
  private async expectedWait(
    scenes: ScenePlan[],
    format: StoryboardInput['format'],
  ): Promise<number> {
    const { generations } = this.deps;
    const made = scenes.filter((scene) => !scene.reused);
    const longest = Math.max(0, ...made.map((scene) => scene.narration.seconds));
    const features = new Set(made.flatMap((scene) => scene.generated?.feature ?? []));
    // each part at the resolution it will be made in (a 1080p offline render takes longer)
    const resolutionOf = (feature: 'ai-avatar' | 'veo3-videos' | 'nano-banana') =>
      this.partFormat(feature, format).resolution;
    const waits = await Promise.all([
      made.length > 0
        ? generations.expectedWait('ai-avatar', longest, resolutionOf('ai-avatar'))
        : 0,
      ...[...features].map((feature) =>
        generations.expectedWait(feature, undefined, resolutionOf(feature)),
      ),
    ]);
    const seconds = scenes.reduce((sum, scene) => sum + scene.quote.seconds, 0);
    // assembling 1080p encodes 2.25 times the pixels
    const assembly = ASSEMBLY_SECONDS_PER_SECOND * renderTimeFactor(format.resolution, true);
    return Math.ceil(Math.max(0, ...waits) + seconds * assembly);
  }

  /**
   * Each scene's recording, where it speaks one: the caller's own, with its exact length. An
   * engine that cannot speak a recording is refused here, before anything is held.
   */
  private async resolveRecordings(
    userId: string,
    scenes: StoryboardInput['scenes'],
  ): Promise<(SceneRecording | undefined)[]> {
    if (!scenes.some((scene) => scene.recording_url)) {
      return scenes.map(() => undefined);
    }
    const { recordings } = this.deps;
    if (!recordings) {
      throw new AppError('NOT_FOUND', MESSAGES.ownVoice.notFound);
    }
    const refusing = recordings.refusingProvider['ai-avatar'];
    if (refusing) {
      throw new AppError('BAD_REQUEST', MESSAGES.ownVoice.providerCannot(refusing));
    }
    return Promise.all(
      scenes.map((scene) => {
        if (!scene.recording_url) {
          return undefined;
        }
        if (scene.visual.kind !== 'presenter') {
          throw new AppError('BAD_REQUEST', MESSAGES.ownVoice.presenterSceneOnly);
        }
        return recordings.ownRecording(userId, scene.recording_url);
      }),
    );
  }

  /** A visual's material, checked: the caller's own Library item of the right kind, or upload. */
  private async resolveVisual(
    userId: string,
    visual: StoryboardInput['scenes'][number]['visual'],
    position: number,
  ): Promise<ResolvedVisual> {
    if (visual.kind === 'presenter') {
      return { visual: { kind: 'presenter' } };
    }
    if (visual.source === 'generate') {
      if (!visual.prompt) {
        throw new AppError('BAD_REQUEST', STORYBOARD_MESSAGES.promptRequired(position));
      }
      return { visual: { kind: visual.kind, source: 'generate', prompt: visual.prompt } };
    }
    if (visual.source === 'library') {
      if (!visual.library_item_id) {
        throw new AppError('BAD_REQUEST', STORYBOARD_MESSAGES.libraryItemRequired(position));
      }
      const feature = visual.kind === 'shot' ? 'veo3-videos' : 'nano-banana';
      const item = await this.deps.library.findOwn(userId, feature, visual.library_item_id);
      // a sample entry points at a public file, not our storage: there is nothing to compose from
      if (!item || item.mediaKey.startsWith('gs://')) {
        throw new AppError(
          'NOT_FOUND',
          visual.kind === 'shot'
            ? STORYBOARD_MESSAGES.libraryShotNotFound(position)
            : STORYBOARD_MESSAGES.libraryStillNotFound(position),
        );
      }
      return {
        visual: { kind: visual.kind, source: 'library', library_item_id: item.id },
        materialKey: item.mediaKey,
      };
    }
    const uploadUrl = visual.kind === 'still' ? visual.upload_url : undefined;
    if (!uploadUrl) {
      throw new AppError('BAD_REQUEST', STORYBOARD_MESSAGES.uploadRequired(position));
    }
    let key: string;
    try {
      [key] = (await this.deps.uploads.ownKeys(userId, [uploadUrl])) as [string];
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError('NOT_FOUND', STORYBOARD_MESSAGES.uploadNotFound(position));
      }
      throw error;
    }
    return {
      visual: { kind: 'still', source: 'upload', upload_url: uploadUrl },
      materialKey: key,
    };
  }
}

/** The user's words for scenes that could not be written. */
function draftFailure(error: unknown): string {
  if (error instanceof ProviderRefused) {
    return MESSAGES.providers.scriptRefused(error.reason);
  }
  if (error instanceof ProviderUnavailable) {
    return MESSAGES.providers.toolUnavailable;
  }
  return STORYBOARD_MESSAGES.draftFailed;
}

/** A title for a storyboard that has none: the first words of its first line. */
export function firstWords(line: string): string {
  return line.split(/\s+/).slice(0, 8).join(' ');
}
