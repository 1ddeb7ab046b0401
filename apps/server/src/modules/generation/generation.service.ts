import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FeatureKey, GenerationStatusResponse } from '@orato/shared';
import type { ResultDownloader } from '../../adapters/http/result-downloader';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { MediaToolkit } from '../../adapters/media/media-toolkit';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import {
  GenerationRefused,
  type Generator,
  type InlineGenerator,
  type RemoteGenerator,
  type RenderedMedia,
} from '../../adapters/video-generator/video-generator';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import type { CreditsService } from '../credits/credits.service';
import type { GenerationRepository, GenerationRow } from './generation.repository';

export const RUN_GENERATION_JOB = 'generation.run';
export const SWEEP_GENERATIONS_JOB = 'generation.sweep';
const QUEUED_GRACE_SECONDS = 120;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FeatureSpec {
  generator: Generator<never>;
  extension: 'mp4' | 'png';
  /** Longest a generation may take from start to finish. */
  deadlineSeconds: number;
  /** Credits to capture for what was made (never more than the hold; the ledger caps it too). */
  charge(media: { durationSeconds?: number }, holdCredits: number): number;
  /** Turns the stored input into the generator's request (e.g. loads uploaded images). */
  prepareRequest?(input: Record<string, unknown>): Promise<unknown>;
}

export interface StartGeneration {
  userId: string;
  feature: FeatureKey;
  input: Record<string, unknown>;
  holdCredits: number;
  title: string | null;
  avatar?: string | null;
}

interface Dependencies {
  generations: GenerationRepository;
  credits: CreditsService;
  storage: ObjectStorage;
  queue: JobQueue;
  downloader: ResultDownloader;
  media: MediaToolkit;
  clock: Clock;
  features: Partial<Record<FeatureKey, FeatureSpec>>;
  logger: { error(object: object, message: string): void };
}

/**
 * The generation pipeline, the same for every feature: hold credits, run the engine (ours, or a
 * provider's by submit and poll), copy the result into our storage, save it to the library and
 * settle the credits. The row is the checkpoint, so any step can run again safely.
 */
export class GenerationService {
  constructor(private readonly deps: Dependencies) {}

  async start(request: StartGeneration): Promise<GenerationRow> {
    const spec = this.spec(request.feature);
    const { generations, credits, clock } = this.deps;
    const row = await generations.insert({
      userId: request.userId,
      feature: request.feature,
      provider: spec.generator.provider,
      input: { ...request.input, title: request.title, avatar: request.avatar ?? null },
      holdCredits: request.holdCredits,
      deadlineAt: addSeconds(clock(), spec.deadlineSeconds),
      stage: 'queued',
    });
    try {
      await credits.hold(request.userId, request.holdCredits, row.id, request.feature);
    } catch (error) {
      await generations.delete(row.id);
      throw error;
    }
    await this.enqueueRun(row.id);
    return row;
  }

  /** The caller's own generation; anyone else's is answered like a missing one. */
  async findOwn(userId: string, id: string): Promise<GenerationRow> {
    const row = UUID.test(id) ? await this.deps.generations.find(id) : undefined;
    if (!row || row.userId !== userId) {
      throw new AppError('NOT_FOUND', 'Generation not found');
    }
    return row;
  }

  /** The caller's generation as the status calls answer it, with short-lived media links when done. */
  async describe(userId: string, id: string): Promise<GenerationStatusResponse> {
    const row = await this.findOwn(userId, id);
    const status: GenerationStatusResponse = {
      state: row.state,
      progress: row.progress,
      stage: row.stage,
    };
    if (row.state === 'FAILED') {
      status.error = row.error ?? 'The generation failed.';
    }
    if (row.state === 'COMPLETE' && row.mediaKey) {
      const url = await this.deps.storage.getDownloadUrl(row.mediaKey);
      Object.assign(status, { url, video_url: url });
      if (row.thumbnailKey) {
        status.thumbnail = await this.deps.storage.getDownloadUrl(row.thumbnailKey);
      }
      if (row.durationSeconds !== null) {
        status.duration_seconds = row.durationSeconds;
      }
      if (row.chargedCredits !== null) {
        status.credits_charged = row.chargedCredits;
      }
    }
    return status;
  }

  /** One step of a job: returns when the generation finished, or after scheduling the next poll. */
  async run(generationId: string): Promise<void> {
    const row = await this.deps.generations.find(generationId);
    if (!row || row.state === 'COMPLETE' || row.state === 'FAILED') {
      return;
    }
    if (row.deadlineAt <= this.deps.clock()) {
      await this.fail(
        row,
        'The generation took too long and was stopped. Your credits were returned.',
      );
      return;
    }
    const spec = this.spec(row.feature as FeatureKey);
    if (spec.generator.kind === 'inline') {
      await this.runInline(row, spec, spec.generator);
    } else {
      await this.advanceRemote(row, spec, spec.generator);
    }
  }

  /** Waits (by polling the row) until the generation ends or `timeoutMs` passes; returns the row as it is then. */
  async waitForEnd(id: string, timeoutMs: number): Promise<GenerationRow> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.deps.generations.find(id);
      if (!row || row.state === 'COMPLETE' || row.state === 'FAILED' || Date.now() >= deadline) {
        return row!;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Re-queues generations no worker picked up and stops those past their deadline. */
  async sweep(): Promise<number> {
    const now = this.deps.clock();
    const stranded = await this.deps.generations.findStranded(
      addSeconds(now, -QUEUED_GRACE_SECONDS),
      now,
    );
    for (const row of stranded) {
      await this.run(row.id);
    }
    return stranded.length;
  }

  private async runInline(
    row: GenerationRow,
    spec: FeatureSpec,
    generator: InlineGenerator<never>,
  ) {
    await this.deps.generations.updateRunning(row.id, {
      state: 'PROCESSING',
      stage: 'rendering',
      progress: 1,
    });
    await this.withWorkDir(async (workDir) => {
      let media: RenderedMedia;
      try {
        const request = spec.prepareRequest ? await spec.prepareRequest(row.input) : row.input;
        media = await generator.render(request as never, workDir, (fraction) =>
          this.reportProgress(row.id, fraction),
        );
      } catch (error) {
        this.deps.logger.error({ err: error, generationId: row.id }, 'generation failed');
        const reason =
          error instanceof GenerationRefused
            ? error.userMessage
            : 'The engine could not make this. Your credits were returned; please try again.';
        await this.fail(row, reason);
        return;
      }
      await this.finalize(row, spec, media, workDir);
    });
  }

  private async advanceRemote(
    row: GenerationRow,
    spec: FeatureSpec,
    generator: RemoteGenerator<never>,
  ) {
    let operationId = row.providerOperationId;
    if (!operationId) {
      const request = spec.prepareRequest ? await spec.prepareRequest(row.input) : row.input;
      operationId = await generator.submit(request as never);
      await this.deps.generations.updateRunning(row.id, {
        providerOperationId: operationId,
        state: 'PROCESSING',
        stage: 'submitted',
      });
    }
    const status = await generator.poll(operationId);
    if (status.state === 'FAILED') {
      await this.fail(row, status.error);
      return;
    }
    if (status.state !== 'COMPLETE') {
      await this.deps.generations.updateRunning(row.id, {
        state: status.state,
        progress: Math.min(95, status.progress),
        stage: 'provider',
      });
      await this.enqueueRun(row.id, generator.pollIntervalSeconds);
      return;
    }
    await this.withWorkDir(async (workDir) => {
      const mediaPath = path.join(workDir, `result.${spec.extension}`);
      await this.deps.downloader.download(
        status.resultUrl,
        mediaPath,
        generator.downloadHeaders?.(),
      );
      const contentType = spec.extension === 'mp4' ? 'video/mp4' : 'image/png';
      await this.finalize(row, spec, { mediaPath, contentType }, workDir);
    });
  }

  private async finalize(
    row: GenerationRow,
    spec: FeatureSpec,
    media: RenderedMedia,
    workDir: string,
  ) {
    const { storage, generations, credits, media: toolkit } = this.deps;
    const isVideo = spec.extension === 'mp4';
    const durationSeconds =
      media.durationSeconds ??
      (isVideo ? (await toolkit.probe(media.mediaPath)).durationSeconds : undefined);
    let posterPath = media.posterPath;
    if (isVideo && !posterPath) {
      posterPath = path.join(workDir, 'poster.jpg');
      await toolkit.extractPoster(media.mediaPath, posterPath, 1);
    }
    const base = `users/${row.userId}/${row.feature}/${row.id}`;
    const mediaKey = `${base}.${spec.extension}`;
    await storage.putObject(mediaKey, createReadStream(media.mediaPath), media.contentType);
    const thumbnailKey = posterPath ? `${base}.jpg` : null;
    if (posterPath && thumbnailKey) {
      await storage.putObject(thumbnailKey, createReadStream(posterPath), 'image/jpeg');
    }
    const captionsKey = media.captionsPath ? `${base}.vtt` : null;
    if (media.captionsPath && captionsKey) {
      await storage.putObject(captionsKey, createReadStream(media.captionsPath), 'text/vtt');
    }
    const input = row.input as { title?: string | null; avatar?: string | null };
    await generations.saveLibraryItem({
      userId: row.userId,
      feature: row.feature,
      generationId: row.id,
      mediaKey,
      thumbnailKey,
      title: input.title ?? null,
      avatar: input.avatar ?? null,
    });
    const charged = Math.min(row.holdCredits, spec.charge({ durationSeconds }, row.holdCredits));
    await credits.capture(row.userId, row.id, charged);
    await generations.updateRunning(row.id, {
      state: 'COMPLETE',
      stage: 'done',
      progress: 100,
      mediaKey,
      thumbnailKey,
      captionsKey,
      durationSeconds: durationSeconds ?? null,
      chargedCredits: charged,
      notes: media.notes ?? null,
      completedAt: this.deps.clock(),
    });
  }

  private async fail(row: GenerationRow, reason: string): Promise<void> {
    await this.deps.credits.release(row.userId, row.id);
    await this.deps.generations.updateRunning(row.id, {
      state: 'FAILED',
      stage: 'failed',
      error: reason,
      completedAt: this.deps.clock(),
    });
  }

  private async reportProgress(id: string, fraction: number): Promise<void> {
    const progress = Math.max(1, Math.min(95, Math.round(fraction * 100)));
    await this.deps.generations.updateRunning(id, { progress });
  }

  private enqueueRun(generationId: string, delaySeconds?: number) {
    return this.deps.queue.enqueue(
      RUN_GENERATION_JOB,
      { generationId },
      { delaySeconds, retryLimit: 5, heartbeatSeconds: 30, expireInSeconds: 15 * 60 },
    );
  }

  private async withWorkDir(work: (dir: string) => Promise<void>): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 'orato-generation-'));
    try {
      await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private spec(feature: FeatureKey): FeatureSpec {
    const spec = this.deps.features[feature];
    if (!spec) {
      throw new AppError('UNAVAILABLE', `${feature} is not available on this server`);
    }
    return spec;
  }
}
