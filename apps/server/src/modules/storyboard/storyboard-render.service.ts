import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  STORYBOARD_MESSAGES,
  videoFrameSize,
  type CaptionStyle,
  type VideoFormat,
} from '@orato/shared';
import {
  withTempDir,
  type FfmpegBinaries,
  type SceneVisualMaterial,
  type StoryboardComposer,
} from '@orato/media';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { InTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { GenerationService } from '../generation/generation.service';
import type { CreditsService } from '../credits/credits.service';
import type {
  PartRow,
  SceneRow,
  StoryboardRepository,
  StoryboardRow,
} from './storyboard.repository';
import type { StoryboardScope } from './storyboard.service';

export const COMPOSE_SCENE_JOB = 'storyboard.compose-scene';
export const ASSEMBLE_STORYBOARD_JOB = 'storyboard.assemble';
export const SWEEP_STORYBOARDS_JOB = 'storyboard.sweep';
/** A composition or assembly claimed this long ago belonged to a worker that died. */
const STALE_CLAIM_SECONDS = 15 * 60;
const RETRY_LIMIT = 3;

export interface RenderDependencies {
  storyboards: StoryboardRepository;
  generations: Pick<GenerationService, 'abandon'>;
  credits: Pick<CreditsService, 'release'>;
  inTransaction: InTransaction<StoryboardScope>;
  storage: ObjectStorage;
  queue: JobQueue;
  composer: StoryboardComposer;
  binaries: FfmpegBinaries;
  clock: Clock;
  logger: { error(object: object, message: string): void };
  heartbeatSeconds?: number;
  /** Records the owner's webhook event for the storyboard's end; its failure fails nothing. */
  webhooks?: { afterStoryboardEnd(storyboardId: string): Promise<unknown> };
}

/**
 * A storyboard's render after its parts: each scene composed once its parts are made, then the
 * whole assembled and delivered, in one transaction with its charges. Every step is claimed or
 * keyed, so a redelivered or replayed job changes nothing twice.
 */
export class StoryboardRenderService {
  constructor(private readonly deps: RenderDependencies) {}

  /** A part ended (made or failed): its scene may be ready to compose, or has failed. */
  async partEnded(generationId: string): Promise<void> {
    const scene = await this.deps.storyboards.sceneOfPart(generationId);
    if (scene) {
      await this.queueComposition(scene.id);
    }
  }

  queueComposition(sceneId: string) {
    return this.deps.queue.enqueue(COMPOSE_SCENE_JOB, { sceneId }, this.jobOptions());
  }

  /** A dead worker's job goes to another after the heartbeat's silence, as a generation's does. */
  private jobOptions() {
    return {
      retryLimit: RETRY_LIMIT,
      heartbeatSeconds: this.deps.heartbeatSeconds ?? 30,
      expireInSeconds: 15 * 60,
    };
  }

  /** Composes a scene whose parts are made; marks it failed when one of them failed. */
  async composeScene(sceneId: string, attempt: number): Promise<boolean> {
    const { storyboards } = this.deps;
    const scene = await storyboards.findScene(sceneId);
    const board = scene && (await storyboards.find(scene.storyboardId));
    if (
      !scene ||
      !board ||
      isFinal(board.state) ||
      !['QUEUED', 'PROCESSING'].includes(scene.state)
    ) {
      return false;
    }
    const parts = await this.currentParts(scene);
    const failed = parts.find((part) => part.state === 'FAILED');
    if (failed) {
      await storyboards.updateScene(scene.id, ['QUEUED', 'PROCESSING'], {
        state: 'FAILED',
        error: failed.error ?? STORYBOARD_MESSAGES.partFailed,
      });
      return true;
    }
    if (parts.some((part) => part.state !== 'COMPLETE')) {
      return false;
    }
    // a redelivery (attempt counts retries) follows a run that died: it takes the scene over at once
    if (!(await storyboards.claimComposition(scene.id, attempt > 0 ? 0 : STALE_CLAIM_SECONDS))) {
      return false;
    }
    await storyboards.updateRunning(board.id, { state: 'PROCESSING', stage: 'rendering' });
    const clipKey = `${boardPrefix(board)}/scene-${scene.id}.mp4`;
    const made = await this.makeClip(board, scene, parts, clipKey).catch((error: unknown) => {
      this.deps.logger.error({ err: error, sceneId }, 'scene not composed');
      return undefined;
    });
    if (!made) {
      await storyboards.updateScene(scene.id, ['PROCESSING'], {
        state: 'FAILED',
        error: scene.reusedClipKey
          ? STORYBOARD_MESSAGES.reusedClipGone
          : STORYBOARD_MESSAGES.composeFailed,
      });
      return true;
    }
    await storyboards.updateScene(scene.id, ['PROCESSING'], {
      state: 'COMPLETE',
      clipKey,
      cues: made.cues,
      durationSeconds: made.durationSeconds,
      error: null,
    });
    await this.assembleWhenReady(board.id);
    return true;
  }

  /** Queues the assembly once every scene is composed or dropped; fails a storyboard left empty. */
  async assembleWhenReady(storyboardId: string): Promise<void> {
    const scenes = await this.deps.storyboards.scenesOf(storyboardId);
    if (scenes.some((scene) => scene.state !== 'COMPLETE' && scene.state !== 'DROPPED')) {
      return;
    }
    if (!scenes.some((scene) => scene.state === 'COMPLETE')) {
      const board = await this.deps.storyboards.find(storyboardId);
      if (board) {
        await this.fail(board, STORYBOARD_MESSAGES.lastSceneDropped);
      }
      return;
    }
    await this.deps.queue.enqueue(ASSEMBLE_STORYBOARD_JOB, { storyboardId }, this.jobOptions());
  }

  /**
   * Joins the composed scenes and delivers: in one transaction the storyboard is complete, its
   * Library entry saved and every live part's hold captured at what it really cost (the parts of
   * dropped scenes released). False when there was nothing to do.
   */
  async assemble(storyboardId: string, attempt: number): Promise<boolean> {
    const { storyboards, storage } = this.deps;
    const board = await storyboards.find(storyboardId);
    if (!board || isFinal(board.state)) {
      return false;
    }
    const scenes = await storyboards.scenesOf(board.id);
    const live = scenes.filter((scene) => scene.state === 'COMPLETE');
    if (live.length === 0 || live.length + countDropped(scenes) !== scenes.length) {
      return false;
    }
    if (!(await storyboards.claimAssembly(board.id, attempt > 0 ? 0 : STALE_CLAIM_SECONDS))) {
      return false;
    }
    const base = boardPrefix(board);
    const keys = {
      mediaKey: `${base}.mp4`,
      thumbnailKey: `${base}.jpg`,
      vttKey: `${base}.vtt`,
      srtKey: `${base}.srt`,
    };
    let durationSeconds: number;
    try {
      durationSeconds = await withTempDir('orato-storyboard-', async (workDir) => {
        const clips = await Promise.all(
          live.map(async (scene, index) => {
            const clipPath = path.join(workDir, `scene-${index}.mp4`);
            await this.download(scene.clipKey!, clipPath);
            return {
              clipPath,
              durationSeconds: scene.durationSeconds ?? 0,
              cues: scene.cues ?? [],
            };
          }),
        );
        const assembled = await this.deps.composer.assemble({
          binaries: this.deps.binaries,
          scenes: clips,
          burnCaptions: board.burnCaptions,
          format: boardFormat(board),
          captionStyle: board.captionStyle as CaptionStyle,
          workDir,
          onProgress: (fraction) => this.report(board.id, 90 + fraction * 8),
        });
        await storage.putObject(keys.mediaKey, createReadStream(assembled.mediaPath), 'video/mp4');
        await storage.putObject(
          keys.thumbnailKey,
          createReadStream(assembled.posterPath),
          'image/jpeg',
        );
        await storage.putObject(keys.vttKey, createReadStream(assembled.vttPath), 'text/vtt');
        await storage.putObject(
          keys.srtKey,
          createReadStream(assembled.srtPath),
          'application/x-subrip',
        );
        return assembled.durationSeconds;
      });
    } catch (error) {
      if (attempt < RETRY_LIMIT) {
        // given back to the queue: a passing failure (storage, a killed ffmpeg) is retried
        await storyboards.releaseAssembly(board.id);
        throw error;
      }
      this.deps.logger.error({ err: error, storyboardId }, 'storyboard not assembled');
      await this.fail(board, STORYBOARD_MESSAGES.assembleFailed);
      return true;
    }
    const parts = await storyboards.partsOf(board.id);
    const delivered = await this.deliver(board, live, parts, keys, durationSeconds);
    if (!delivered) {
      // it ended meanwhile (its deadline passed, its credits went back): the files go too
      await Promise.all(Object.values(keys).map((key) => storage.deleteObject(key)));
    } else {
      await this.announceEnd(board.id);
    }
    return delivered;
  }

  /** Moves running storyboards on, and ends those past their deadline with their holds released. */
  async sweep(): Promise<number> {
    const { storyboards, clock } = this.deps;
    let moved = 0;
    for (const board of await storyboards.running()) {
      try {
        if (board.deadlineAt <= clock()) {
          await this.fail(board, STORYBOARD_MESSAGES.tookTooLong);
          moved += 1;
          continue;
        }
        // a lost message (a crash between a part's end and the queue) is sent again here
        for (const scene of await storyboards.openScenes(board.id)) {
          const parts = await this.currentParts(scene);
          if (parts.every((part) => isFinal(part.state))) {
            await this.queueComposition(scene.id);
            moved += 1;
          }
        }
        await this.assembleWhenReady(board.id);
      } catch (error) {
        this.deps.logger.error({ err: error, storyboardId: board.id }, 'sweep could not advance');
      }
    }
    return moved;
  }

  /** Ends a storyboard: it is marked failed first, so no later step captures; every hold left comes back. */
  async fail(board: StoryboardRow, reason: string): Promise<void> {
    const ended = await this.deps.storyboards.updateRunning(board.id, {
      state: 'FAILED',
      stage: 'failed',
      error: reason,
      completedAt: this.deps.clock(),
    });
    if (!ended) {
      return;
    }
    for (const part of await this.deps.storyboards.partsOf(board.id)) {
      await this.deps.generations.abandon(part.id, reason);
      await this.deps.credits.release(board.userId, part.id);
    }
    await this.announceEnd(board.id);
  }

  /** The storyboard's end, told like any job's; a lost event is recorded by the webhook sweep. */
  private async announceEnd(storyboardId: string): Promise<void> {
    try {
      await this.deps.webhooks?.afterStoryboardEnd(storyboardId);
    } catch (error) {
      this.deps.logger.error({ err: error, storyboardId }, 'webhook event not recorded');
    }
  }

  private async deliver(
    board: StoryboardRow,
    live: SceneRow[],
    parts: PartRow[],
    keys: { mediaKey: string; thumbnailKey: string; vttKey: string; srtKey: string },
    durationSeconds: number,
  ): Promise<boolean> {
    const byId = new Map(parts.map((part) => [part.id, part]));
    const charged = live.flatMap((scene) =>
      [scene.narrationId, scene.visualId].flatMap((id) => (id && byId.get(id)) || []),
    );
    const total = charged.reduce((sum, part) => sum + chargeOf(part), 0);
    const narration = charged.find((part) => part.feature === 'ai-avatar');
    return this.deps.inTransaction(async ({ storyboards, credits, library }) => {
      const completed = await storyboards.updateRunning(board.id, {
        state: 'COMPLETE',
        stage: 'done',
        progress: 100,
        ...keys,
        durationSeconds,
        chargedCredits: total,
        completedAt: this.deps.clock(),
      });
      if (!completed) {
        return false;
      }
      await library.save({
        userId: board.userId,
        feature: 'storyboard',
        mediaKey: keys.mediaKey,
        thumbnailKey: keys.thumbnailKey,
        title: board.title,
        avatar: board.creatorName,
        engine: narration?.provider ?? 'local',
        // a translation joins its original's row as one of its language versions
        language: board.language,
        originalId: board.translationOf,
        aspect: board.aspect,
        resolution: board.resolution,
        // the composer makes exactly the storyboard's frame
        ...videoFrameSize(boardFormat(board)),
      });
      const chargedIds = new Set(charged.map((part) => part.id));
      for (const part of charged) {
        await credits.capture(board.userId, part.id, chargeOf(part));
      }
      // parts of dropped scenes and those a retry replaced: whatever they still hold comes back
      for (const part of parts.filter((each) => !chargedIds.has(each.id))) {
        await credits.release(board.userId, part.id);
      }
      return true;
    });
  }

  /** The scene's clip at the storyboard frame: composed from its parts, or a reused clip copied. */
  private async makeClip(board: StoryboardRow, scene: SceneRow, parts: PartRow[], clipKey: string) {
    const { storage } = this.deps;
    if (scene.reusedClipKey) {
      const earlier = await storage.getObject(scene.reusedClipKey);
      await storage.putObject(clipKey, earlier.body, 'video/mp4');
      return { cues: scene.cues ?? [], durationSeconds: scene.durationSeconds ?? 0 };
    }
    const narration = parts.find((part) => part.id === scene.narrationId);
    const visualPart = parts.find((part) => part.id === scene.visualId);
    if (!narration?.mediaKey) {
      throw new Error('the scene has no narration');
    }
    return withTempDir('orato-scene-', async (workDir) => {
      const narrationPath = path.join(workDir, 'narration.mp4');
      await this.download(narration.mediaKey!, narrationPath);
      let narrationCaptionsPath: string | undefined;
      if (narration.captionsKey) {
        narrationCaptionsPath = path.join(workDir, 'narration.vtt');
        await this.download(narration.captionsKey, narrationCaptionsPath);
      }
      const materialKey = visualPart?.mediaKey ?? scene.materialKey;
      let visual: SceneVisualMaterial = { kind: 'presenter' };
      const kind = (scene.visual as { kind: string }).kind;
      if (kind !== 'presenter' && materialKey) {
        const materialPath = path.join(workDir, `material${path.extname(materialKey)}`);
        await this.download(materialKey, materialPath);
        visual =
          kind === 'shot'
            ? { kind: 'shot', clipPath: materialPath }
            : { kind: 'still', imagePath: materialPath };
      }
      const outputPath = path.join(workDir, 'scene.mp4');
      const composed = await this.deps.composer.composeScene({
        binaries: this.deps.binaries,
        narrationPath,
        ...(narrationCaptionsPath && { narrationCaptionsPath }),
        line: scene.line,
        visual,
        bubble: board.bubble,
        // each scene is laid out in the storyboard's frame; other-shaped material is placed, not stretched
        format: boardFormat(board),
        index: scene.position,
        outputPath,
        onProgress: () => undefined,
      });
      await storage.putObject(clipKey, createReadStream(composed.clipPath), 'video/mp4');
      return { cues: composed.cues, durationSeconds: composed.durationSeconds };
    });
  }

  /** The scene's current parts: the narration and the generated visual (a retry replaces them). */
  private async currentParts(scene: SceneRow): Promise<PartRow[]> {
    const ids = [scene.narrationId, scene.visualId].filter((id): id is string => id !== null);
    if (ids.length === 0) {
      return [];
    }
    const parts = await this.deps.storyboards.partsOf(scene.storyboardId);
    return parts.filter((part) => ids.includes(part.id));
  }

  private async download(key: string, target: string): Promise<void> {
    const object = await this.deps.storage.getObject(key);
    await pipeline(object.body, createWriteStream(target));
  }

  /** Progress is a courtesy: a write that fails is dropped and the work goes on. */
  private report(id: string, progress: number): void {
    this.deps.storyboards.advance(id, Math.round(progress)).catch(() => undefined);
  }
}

function isFinal(state: string): boolean {
  return state === 'COMPLETE' || state === 'FAILED';
}

function countDropped(scenes: SceneRow[]): number {
  return scenes.filter((scene) => scene.state === 'DROPPED').length;
}

/** What a made part costs, as its generation settled it (never above its hold). */
function chargeOf(part: PartRow): number {
  return Math.min(part.holdCredits, part.chargedCredits ?? part.holdCredits);
}

/** Where a storyboard's files live: its scenes under its folder, the video beside it. */
function boardPrefix(board: Pick<StoryboardRow, 'id' | 'userId'>): string {
  return `users/${board.userId}/storyboard/${board.id}`;
}

/** The storyboard's frame, as stored with it. */
export function boardFormat(board: Pick<StoryboardRow, 'aspect' | 'resolution'>): VideoFormat {
  return {
    aspect: board.aspect as VideoFormat['aspect'],
    resolution: board.resolution as VideoFormat['resolution'],
  };
}
