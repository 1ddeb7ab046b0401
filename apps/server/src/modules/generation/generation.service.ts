import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type FormatSupport,
  type ImageAspect,
  MESSAGES,
  type ActiveJob,
  type FeatureKey,
  type GenerationStatusResponse,
  type QuoteResponse,
  type VideoFormatInput,
  type VideoResolution,
} from '@orato/shared';
import { withTempDir } from '@orato/media';
import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
} from '../../adapters/http/provider-errors';
import { ResultRefused, type ResultFetcher } from '../../adapters/http/result-fetcher';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { MediaToolkit } from '../../adapters/media/media-toolkit';
import type { Metrics } from '../../adapters/metrics/metrics';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import {
  GenerationRefused,
  type InlineGenerator,
  type RemoteGenerator,
  type RenderedMedia,
} from '../../adapters/video-generator/video-generator';
import type { InTransaction } from '../../db/transaction';
import { addLogContext } from '../../lib/log-context';
import { AppError } from '../../lib/app-error';
import { addSeconds, toUnixSeconds, type Clock } from '../../lib/clock';
import type { CreditsService } from '../credits/credits.service';
import type { FeatureSpec } from './features/feature-spec';
import { describeProgress, type JobTiming, type Throughput } from './generation-progress';
import type { GenerationRepository, GenerationRow, NewGeneration } from './generation.repository';
import type { PipelineEventBus } from './pipeline/pipeline.events';
import {
  renderTimeFactor,
  resolveImageAspect,
  resolveVideoFormat,
  resultFormat,
  supportOf,
} from './generation-format';

export const RUN_GENERATION_JOB = 'generation.run';
export const SWEEP_GENERATIONS_JOB = 'generation.sweep';
/** Retries of a run after a passing failure (a provider 503, a dropped connection). */
export const RUN_RETRY_LIMIT = 5;
const QUEUED_GRACE_SECONDS = 120;
// longer than a submit call may take (the adapters time out after 30 s)
const SUBMIT_CLAIM_SECONDS = 90;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StartGeneration {
  userId: string;
  feature: FeatureKey;
  input: Record<string, unknown>;
  holdCredits: number;
  title: string | null;
  avatar?: string | null;
  /** Seconds of output expected (an avatar script's spoken length); the ETA is measured per second. */
  expectedSeconds?: number;
  /** The job's format, already checked against its engine (`resolveVideoFormat`); null resolution: an image. */
  format?: { aspect: string; resolution: string | null };
  captionStyle?: string | null;
}

/** The repositories and services a generation's last step writes through, bound to one transaction. */
export interface SettlementScope {
  generations: GenerationRepository;
  credits: CreditsService;
}

interface Dependencies {
  generations: GenerationRepository;
  credits: CreditsService;
  /** Runs `work` in one database transaction: the library entry, the charge and the state land together. */
  inTransaction: InTransaction<SettlementScope>;
  storage: ObjectStorage;
  queue: JobQueue;
  downloader: ResultFetcher;
  media: MediaToolkit;
  clock: Clock;
  features: Partial<Record<FeatureKey, FeatureSpec>>;
  logger: {
    error(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
  /** Where a job's end is announced; its follow-ups subscribe there (`pipeline/follow-ups.ts`). */
  events?: PipelineEventBus;
  /** Silence after which a job's worker counts as dead and the job goes to another (default 30). */
  heartbeatSeconds?: number;
  /** Jobs started, completed and failed, and render times, by tool (the feature). */
  metrics?: Pick<Metrics, 'jobStarted' | 'jobCompleted' | 'jobFailed' | 'renderSeconds'>;
}

/**
 * The generation pipeline, the same for every feature: hold credits, run the engine (ours, or a
 * provider's by submit and poll), copy the result into our storage, save it to the library and
 * settle the credits. The row is the checkpoint, so any step can run again safely.
 */
export class GenerationService {
  private readonly off = new Map<FeatureKey, string>();

  constructor(private readonly deps: Dependencies) {}

  async start(request: StartGeneration): Promise<GenerationRow> {
    this.assertOn(request.feature);
    // a refusal costs one read, not a row written and deleted again
    await this.deps.credits.assertAffordable(request.userId, request.holdCredits);
    // the row and its hold commit together, as a storyboard's parts do: a refused hold leaves no row
    const row = await this.deps.inTransaction((scope) => this.insertHeld(scope, request));
    await this.enqueue(row.id);
    return row;
  }

  /**
   * Inserts a generation and holds its credits in the caller's transaction (a staff retry writes
   * its audit row beside them); `enqueue` runs it once that transaction has committed.
   */
  async insertHeld(scope: SettlementScope, request: StartGeneration): Promise<GenerationRow> {
    this.assertOn(request.feature);
    const spec = this.spec(request.feature);
    const { clock } = this.deps;
    const inserted = await scope.generations.insert({
      userId: request.userId,
      feature: request.feature,
      provider: spec.generator.provider,
      input: jobInput(request),
      holdCredits: request.holdCredits,
      // every time of a job is on one clock: waits and run times are measured against it
      createdAt: clock(),
      deadlineAt: addSeconds(clock(), spec.deadlineSeconds),
      stage: 'queued',
      expectedSeconds: request.expectedSeconds ?? null,
      ...formatColumns(request),
    });
    await scope.credits.hold(request.userId, request.holdCredits, inserted.id, request.feature);
    return inserted;
  }

  /**
   * The row of a storyboard's part, to insert in the storyboard's own transaction (its hold goes
   * with it, keyed by its id); `enqueue` runs it once that transaction has committed.
   */
  newPart(request: StartGeneration & { storyboardId: string }): NewGeneration {
    const spec = this.spec(request.feature);
    const now = this.deps.clock();
    return {
      id: randomUUID(),
      userId: request.userId,
      feature: request.feature,
      provider: spec.generator.provider,
      input: jobInput(request),
      holdCredits: request.holdCredits,
      createdAt: now,
      deadlineAt: addSeconds(now, spec.deadlineSeconds),
      stage: 'queued',
      expectedSeconds: request.expectedSeconds ?? null,
      storyboardId: request.storyboardId,
      ...formatColumns(request),
    };
  }

  /** Queues a generation's run; a failure leaves it to the sweep, which starts queued rows. */
  async enqueue(generationId: string): Promise<void> {
    try {
      await this.enqueueRun(generationId);
    } catch (error) {
      this.deps.logger.error({ err: error, generationId }, 'left for the sweep to start');
    }
  }

  /** Ends a part that is no longer wanted (its storyboard ended): its hold comes back now. */
  async abandon(generationId: string, reason: string): Promise<void> {
    const row = await this.deps.generations.find(generationId);
    if (row && row.state !== 'COMPLETE' && row.state !== 'FAILED') {
      await this.fail(row, reason);
    }
  }

  /** A generation's queue position, ETA and lateness, as the status calls answer them. */
  timing(row: GenerationRow) {
    return this.progressOf(row);
  }

  /** The engine each configured feature runs, for the tool pages to name. */
  /**
   * Turns a tool off while this process runs (its provider cannot serve it: a retired model):
   * starting one is refused with `message`, before anything is held, and the tool page shows it.
   */
  turnOff(feature: FeatureKey, message: string): void {
    this.off.set(feature, message);
  }

  private assertOn(feature: FeatureKey): void {
    const off = this.off.get(feature);
    if (off) {
      throw new AppError('UNAVAILABLE', off);
    }
  }

  /** The tools turned off, each with the words its page shows. */
  unavailable(): Partial<Record<FeatureKey, string>> {
    return Object.fromEntries(this.off);
  }

  /** The formats each configured tool's engine makes, for the forms and the server's checks. */
  formats(): Partial<
    Record<FeatureKey, { aspects: ImageAspect[]; resolutions: VideoResolution[] }>
  > {
    return Object.fromEntries(
      Object.keys(this.deps.features).map((feature) => {
        const { support } = this.supportFor(feature as FeatureKey);
        return [feature, { aspects: [...support.aspects], resolutions: [...support.resolutions] }];
      }),
    );
  }

  /** What one tool's engine makes, and its name for the words of a refusal. */
  supportFor(feature: FeatureKey): { support: FormatSupport; engine: string } {
    const spec = this.spec(feature);
    return {
      support: supportOf(spec.generator, spec.extension === 'mp4' ? 'video' : 'image'),
      engine: spec.generator.provider,
    };
  }

  engines(): Partial<Record<FeatureKey, string>> {
    return Object.fromEntries(
      Object.entries(this.deps.features).map(([feature, spec]) => [
        feature,
        spec.generator.provider,
      ]),
    );
  }

  /** The caller's own generation; anyone else's is answered like a missing one. */
  async findOwn(userId: string, id: string): Promise<GenerationRow> {
    const row = UUID.test(id) ? await this.deps.generations.find(id) : undefined;
    if (!row || row.userId !== userId) {
      throw new AppError('NOT_FOUND', MESSAGES.server.generationNotFound);
    }
    return row;
  }

  /** The caller's generation as the status calls answer it, with short-lived media links when done. */
  async describe(userId: string, id: string): Promise<GenerationStatusResponse> {
    const row = await this.findOwn(userId, id);
    if (row.state !== 'COMPLETE' && row.state !== 'FAILED') {
      // the user is on the job's page: no e-mail needed when it ends
      await this.deps.generations.markSeen(row.id, this.deps.clock());
    }
    const status: GenerationStatusResponse = {
      state: row.state,
      progress: row.progress,
      stage: row.stage,
      engine: row.provider,
      ...(await this.progressOf(row)),
    };
    const format = resultFormat(row, this.kindOf(row.feature));
    if (format) {
      status.format = format;
    }
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
      Object.assign(status, {
        ...(row.notes && { applied_edits: row.notes }),
        ...(row.notApplied && { not_applied: row.notApplied }),
        ...(row.description && { description: row.description }),
      });
    }
    return status;
  }

  /** The caller's generations still being made, each with its progress: a page reload finds them. */
  async listActive(userId: string): Promise<ActiveJob[]> {
    const rows = await this.deps.generations.activeOf(userId);
    return Promise.all(
      rows.map(async (row) => {
        const input = row.input as { title?: string | null; avatar?: string | null };
        return {
          id: row.id,
          feature: row.feature as FeatureKey,
          state: row.state,
          stage: row.stage,
          progress: row.progress,
          title: input.title ?? null,
          avatar: input.avatar ?? null,
          created_at: toUnixSeconds(row.createdAt),
          ...(await this.progressOf(row)),
        };
      }),
    );
  }

  /** The quote of a fixed-price feature: its price, held whole, and the wait. */
  async quoteFixed(
    feature: Exclude<FeatureKey, 'ai-avatar' | 'photo-avatar'>,
    asked: { aspect?: ImageAspect; resolution?: VideoResolution } = {},
  ): Promise<QuoteResponse> {
    const { support, engine } = this.supportFor(feature);
    // the same check a start makes; the price is the same at every format (no engine here
    // charges more for 1080p), the wait is not
    const resolution =
      this.kindOf(feature) === 'video'
        ? resolveVideoFormat(support, engine, asked as VideoFormatInput).resolution
        : (resolveImageAspect(support, engine, asked.aspect), null);
    const credits = this.spec(feature).fixedCredits?.() ?? 0;
    return {
      credits,
      hold_credits: credits,
      wait_seconds: await this.expectedWait(feature, undefined, resolution),
      ...(this.spec(feature).outputSeconds !== undefined && {
        seconds: this.spec(feature).outputSeconds,
      }),
    };
  }

  /**
   * Seconds until a job started now would be ready: the queue ahead, then its own run (longer at
   * 1080p on an offline engine).
   */
  async expectedWait(
    feature: FeatureKey,
    expectedSeconds?: number,
    resolution: string | null = null,
  ): Promise<number> {
    const spec = this.spec(feature);
    const now = this.deps.clock();
    const progress = await this.progressOf({
      feature,
      provider: spec.generator.provider,
      state: 'QUEUED',
      stage: 'queued',
      progress: 0,
      resolution,
      expectedSeconds: expectedSeconds ?? null,
      startedAt: null,
      stageStartedAt: null,
      createdAt: now,
    });
    return progress.eta_seconds ?? 0;
  }

  /** Queue position, seconds left and whether the step is overdue, from measured throughput. */
  private async progressOf(
    row: Pick<
      GenerationRow,
      | 'feature'
      | 'provider'
      | 'state'
      | 'stage'
      | 'progress'
      | 'resolution'
      | 'expectedSeconds'
      | 'startedAt'
      | 'stageStartedAt'
      | 'createdAt'
    > & { id?: string },
  ) {
    if (row.state === 'COMPLETE' || row.state === 'FAILED') {
      return {};
    }
    const { generations, clock } = this.deps;
    const throughputs = new Map<string, Promise<Throughput>>();
    const timing = (other: Parameters<typeof this.progressOf>[0]): Promise<JobTiming> => {
      const key = `${other.feature}/${other.provider}`;
      if (!throughputs.has(key)) {
        throughputs.set(key, this.throughputOf(other.feature as FeatureKey, other.provider));
      }
      const factor = renderTimeFactor(other.resolution, this.isInline(other.feature));
      return throughputs
        .get(key)!
        .then((throughput) => ({ ...other, throughput: scaled(throughput, factor) }));
    };
    const [queued, running] =
      row.state === 'QUEUED'
        ? await Promise.all([generations.queuedBefore(row), generations.processing()])
        : [[], []];
    return describeProgress(
      await timing(row),
      {
        queued: await Promise.all(queued.map(timing)),
        running: await Promise.all(running.map(timing)),
      },
      clock(),
    );
  }

  /** The engine's measured pace, or its typical one before it has finished anything. */
  private async throughputOf(feature: FeatureKey, provider: string): Promise<Throughput> {
    const typical = this.deps.features[feature]?.typicalThroughput ?? { perJob: 60 };
    const measured = await this.deps.generations.measuredThroughput(
      feature,
      provider,
      undefined,
      renderTimeFactor('1080p', this.isInline(feature)),
    );
    if (!measured) {
      return typical;
    }
    return {
      perJob: measured.perJob,
      ...(typical.perOutputSecond !== undefined && {
        perOutputSecond: measured.perOutputSecond ?? typical.perOutputSecond,
      }),
    };
  }

  /** One step of a job: returns when the generation finished, or after scheduling the next poll. */
  async run(generationId: string): Promise<void> {
    const row = await this.deps.generations.find(generationId);
    if (!row || row.state === 'COMPLETE' || row.state === 'FAILED') {
      return;
    }
    addLogContext({ userId: row.userId, generationId: row.id });
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

  /**
   * A run delivered by the queue. A failure is thrown back so the queue retries it with backoff;
   * on the last attempt the queue allows, the generation ends instead and its credits come back
   * now rather than at the deadline.
   */
  async runQueued(generationId: string, attempt: number): Promise<void> {
    try {
      await this.run(generationId);
    } catch (error) {
      if (attempt < RUN_RETRY_LIMIT) {
        throw error;
      }
      this.deps.logger.error({ err: error, generationId }, 'generation failed on its last attempt');
      const row = await this.deps.generations.find(generationId);
      if (row && row.state !== 'COMPLETE' && row.state !== 'FAILED') {
        await this.fail(row, MESSAGES.server.generationGaveUp);
      }
    }
  }

  /**
   * Waits (by polling the row) until the generation ends or `timeoutMs` passes; returns the row as
   * it is then, or undefined when it is gone (its account was deleted meanwhile).
   */
  async waitForEnd(id: string, timeoutMs: number): Promise<GenerationRow | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = await this.deps.generations.find(id);
      if (!row || row.state === 'COMPLETE' || row.state === 'FAILED' || Date.now() >= deadline) {
        return row;
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
      // one generation whose provider is down must not keep the sweep from the others
      await this.run(row.id).catch((error: unknown) =>
        this.deps.logger.error({ err: error, generationId: row.id }, 'sweep could not advance'),
      );
    }
    return stranded.length;
  }

  private async runInline(
    row: GenerationRow,
    spec: FeatureSpec,
    generator: InlineGenerator<never>,
  ) {
    const now = this.deps.clock();
    if (!row.startedAt) {
      // a retried run (its worker died) started already
      this.deps.metrics?.jobStarted(row.feature);
    }
    await this.deps.generations.updateRunning(row.id, {
      state: 'PROCESSING',
      stage: spec.firstStage ?? 'rendering',
      progress: Math.max(1, row.progress),
      startedAt: row.startedAt ?? now,
      stageStartedAt: now,
    });
    await withTempDir('orato-generation-', async (workDir) => {
      let media: RenderedMedia;
      try {
        const request = spec.prepareRequest
          ? await spec.prepareRequest(row.input, row.holdCredits)
          : row.input;
        const renderStarted = performance.now();
        media = await generator.render(
          request as never,
          workDir,
          // a started render shows at least 1%
          (fraction, stage) =>
            this.reportProgress(row.id, { percent: Math.max(1, fraction * 100), stage }),
          { deadline: row.deadlineAt },
        );
        this.deps.metrics?.renderSeconds(row.feature, (performance.now() - renderStarted) / 1000);
      } catch (error) {
        if (error instanceof ProviderBusy) {
          // still busy after the call's own retries: the queue runs the job again later
          throw error;
        }
        this.deps.logger.error({ err: error, generationId: row.id }, 'generation failed');
        await this.fail(
          row,
          userMessageFor(error) ??
            'The engine could not make this. Your credits were returned; please try again.',
          error,
        );
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
    const operationId = row.providerOperationId ?? (await this.submitOnce(row, spec, generator));
    if (!operationId) {
      return;
    }
    const status = await this.pollOnce(row, generator, operationId);
    if (!status) {
      return;
    }
    if (status.state === 'FAILED') {
      await this.fail(row, status.error);
      return;
    }
    if (status.state !== 'COMPLETE') {
      if (status.unknownState) {
        this.deps.logger.warn(
          { generationId: row.id, provider: generator.provider, state: status.unknownState },
          'provider reported an unknown state; polling on until the deadline',
        );
      }
      await this.deps.generations.updateRunning(row.id, { state: status.state });
      await this.reportProgress(row.id, { percent: status.progress, stage: 'provider' });
      await this.enqueueRun(row.id, generator.pollIntervalSeconds);
      return;
    }
    if (row.startedAt) {
      // the provider's time, submission to a finished result
      const seconds = (this.deps.clock().getTime() - row.startedAt.getTime()) / 1000;
      this.deps.metrics?.renderSeconds(row.feature, Math.max(0, seconds));
    }
    await withTempDir('orato-generation-', async (workDir) => {
      const mediaPath = path.join(workDir, `result.${spec.extension}`);
      try {
        if ('resultData' in status) {
          await writeFile(mediaPath, Buffer.from(status.resultData, 'base64'));
        } else {
          await this.deps.downloader.download(status.resultUrl, mediaPath, {
            headers: generator.downloadHeaders?.() ?? {},
            allowedHosts: generator.resultHosts,
          });
        }
      } catch (error) {
        if (!(error instanceof ResultRefused)) {
          throw error;
        }
        this.deps.logger.error({ err: error, generationId: row.id }, 'result URL refused');
        await this.fail(row, MESSAGES.server.resultRefused);
        return;
      }
      const contentType = spec.extension === 'mp4' ? 'video/mp4' : 'image/png';
      await this.finalize(row, spec, { mediaPath, contentType }, workDir);
    });
  }

  /**
   * Submits a generation to its provider at most once at a time: the claim keeps a duplicate job
   * message (or the sweep) from paying the provider twice. Returns undefined when the generation is
   * someone else's to submit, or has failed for good.
   */
  private async submitOnce(
    row: GenerationRow,
    spec: FeatureSpec,
    generator: RemoteGenerator<never>,
  ): Promise<string | undefined> {
    const { generations } = this.deps;
    if (!(await generations.claimSubmission(row.id, SUBMIT_CLAIM_SECONDS))) {
      return undefined;
    }
    let operationId: string;
    try {
      const request = spec.prepareRequest
        ? await spec.prepareRequest(row.input, row.holdCredits)
        : row.input;
      operationId = await generator.submit(request as never, { deadline: row.deadlineAt });
    } catch (error) {
      const message = userMessageFor(error);
      if (message) {
        this.deps.logger.error({ err: error, generationId: row.id }, 'provider refused the job');
        await this.fail(row, message, error);
        return undefined;
      }
      // not accepted (as far as we know): the retry of this job may submit again
      await generations.releaseSubmission(row.id);
      throw error;
    }
    const now = this.deps.clock();
    if (!row.startedAt) {
      this.deps.metrics?.jobStarted(row.feature);
    }
    await generations.updateRunning(row.id, {
      providerOperationId: operationId,
      state: 'PROCESSING',
      stage: 'submitted',
      startedAt: row.startedAt ?? now,
      stageStartedAt: now,
    });
    return operationId;
  }

  /**
   * One poll. A rate limit or overload waits for the next poll, longer than usual (or as long as the
   * provider asked); a poll the operator must fix ends the job. Undefined when nothing more is to do now.
   */
  private async pollOnce(
    row: GenerationRow,
    generator: RemoteGenerator<never>,
    operationId: string,
  ) {
    try {
      return await generator.poll(operationId, { deadline: row.deadlineAt });
    } catch (error) {
      const message = userMessageFor(error);
      if (message) {
        this.deps.logger.error({ err: error, generationId: row.id }, 'provider poll failed');
        await this.fail(row, message, error);
        return undefined;
      }
      if (!(error instanceof ProviderBusy)) {
        throw error;
      }
      this.deps.logger.warn({ err: error, generationId: row.id }, 'provider busy; polling later');
      const backoff = Math.max(generator.pollIntervalSeconds * 2, error.retryAfterSeconds ?? 0);
      await this.enqueueRun(row.id, Math.ceil(backoff));
      return undefined;
    }
  }

  private async finalize(
    row: GenerationRow,
    spec: FeatureSpec,
    media: RenderedMedia,
    workDir: string,
  ) {
    const { storage, media: toolkit } = this.deps;
    const isVideo = spec.extension === 'mp4';
    // the real size, whatever was asked: tiles, players and share pages draw the file as it is
    // (a picture whose size cannot be read is still delivered, without one)
    const probe = isVideo
      ? await toolkit.probe(media.mediaPath)
      : await toolkit.probe(media.mediaPath).catch((error: unknown) => {
          this.deps.logger.warn({ err: error, generationId: row.id }, 'image size not read');
          return undefined;
        });
    const size = { width: probe?.width ?? null, height: probe?.height ?? null };
    const durationSeconds = media.durationSeconds ?? (isVideo ? probe?.durationSeconds : undefined);
    const refusal = spec.refuseDelivery?.({ durationSeconds }, row.holdCredits);
    if (refusal) {
      this.deps.logger.error({ generationId: row.id, durationSeconds }, 'result over its hold');
      await this.fail(row, refusal);
      return;
    }
    await this.reportProgress(row.id, { stage: 'saving' });
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
    const input = row.input as {
      title?: string | null;
      avatar?: string | null;
      language?: string;
      translationOf?: string;
    };
    const charged = Math.min(row.holdCredits, spec.charge({ durationSeconds }, row.holdCredits));
    // one transaction: never a library entry without its charge, or a charge without its entry
    const completed = await this.deps.inTransaction(async ({ generations, credits }) => {
      const stillRunning = await generations.updateRunning(row.id, {
        state: 'COMPLETE',
        stage: 'done',
        progress: 100,
        mediaKey,
        thumbnailKey,
        captionsKey,
        durationSeconds: durationSeconds ?? null,
        chargedCredits: charged,
        notes: media.notes ?? null,
        notApplied: media.notApplied ?? null,
        description: media.description ?? null,
        ...size,
        completedAt: this.deps.clock(),
      });
      if (!stillRunning) {
        return false;
      }
      if (row.storyboardId) {
        // a part: no library entry of its own; its hold is captured with the storyboard
        return true;
      }
      await generations.saveLibraryItem({
        userId: row.userId,
        feature: this.spec(row.feature as FeatureKey).libraryFeature ?? row.feature,
        generationId: row.id,
        mediaKey,
        thumbnailKey,
        title: input.title ?? null,
        avatar: input.avatar ?? null,
        engine: row.provider,
        // a translation joins its original's row as one of its language versions
        language: input.language ?? null,
        originalId: input.translationOf ?? null,
        aspect: row.aspect,
        resolution: row.resolution,
        ...size,
      });
      await credits.capture(row.userId, row.id, charged);
      return true;
    });
    if (completed) {
      this.deps.metrics?.jobCompleted(row.feature);
      await this.notify(row);
    }
    if (!completed) {
      // it ended meanwhile (its deadline passed, its credits went back): the files go too
      const stored = [mediaKey, thumbnailKey, captionsKey].filter((key) => key !== null);
      await Promise.all(stored.map((key) => storage.deleteObject(key)));
    }
  }

  /** Ends a job; `cause`, when there is one, is kept in full for staff (the user reads `reason`). */
  private async fail(row: GenerationRow, reason: string, cause?: unknown): Promise<void> {
    if (await this.endFailed(this.deps, row, reason, staffDetailOf(cause))) {
      await this.afterFailed(row);
    }
  }

  /**
   * Returns a job's hold and marks it failed with `reason`, in `scope` (a staff cancel writes its
   * audit row in the same transaction); false when it had already ended. `afterFailed` follows
   * once committed.
   */
  async endFailed(
    scope: SettlementScope,
    row: GenerationRow,
    reason: string,
    detail?: string,
  ): Promise<boolean> {
    await scope.credits.release(row.userId, row.id);
    return scope.generations.updateRunning(row.id, {
      state: 'FAILED',
      stage: 'failed',
      error: reason,
      errorDetail: detail ?? null,
      completedAt: this.deps.clock(),
    });
  }

  /** What follows a job's failure once it is recorded: the metric, and its follow-ups. */
  async afterFailed(row: GenerationRow): Promise<void> {
    this.deps.metrics?.jobFailed(row.feature);
    await this.notify(row);
  }

  /** Announces a job's end once committed: its follow-ups are `pipeline/follow-ups.ts`. */
  private async notify({ id: generationId, storyboardId }: GenerationRow): Promise<void> {
    await this.deps.events?.emit('generation.ended', { generationId, storyboardId });
  }

  /**
   * Progress is a courtesy to the user: a write that fails (a dropped connection, a failover) is
   * logged and the render goes on, rather than rejecting into an engine that cannot handle it.
   */
  private async reportProgress(
    id: string,
    { percent, stage }: { percent?: number; stage?: string },
  ): Promise<void> {
    const progress =
      percent === undefined ? undefined : Math.max(0, Math.min(95, Math.round(percent)));
    try {
      await this.deps.generations.advance(id, { progress, stage, at: this.deps.clock() });
    } catch (error) {
      this.deps.logger.error({ err: error, generationId: id }, 'progress not saved');
    }
  }

  private enqueueRun(generationId: string, delaySeconds?: number) {
    return this.deps.queue.enqueue(
      RUN_GENERATION_JOB,
      { generationId },
      {
        delaySeconds,
        retryLimit: RUN_RETRY_LIMIT,
        heartbeatSeconds: this.deps.heartbeatSeconds ?? 30,
        expireInSeconds: 15 * 60,
      },
    );
  }

  private spec(feature: FeatureKey): FeatureSpec {
    const spec = this.deps.features[feature];
    if (!spec) {
      throw new AppError('UNAVAILABLE', MESSAGES.server.featureUnavailable(feature));
    }
    return spec;
  }

  private isInline(feature: string): boolean {
    return this.deps.features[feature as FeatureKey]?.generator.kind === 'inline';
  }

  private kindOf(feature: string): 'video' | 'image' {
    return this.deps.features[feature as FeatureKey]?.extension === 'png' ? 'image' : 'video';
  }
}

/** The stored input: the tool's own fields, its title, and the format its engine is asked for. */
function jobInput(request: StartGeneration): Record<string, unknown> {
  const { format, captionStyle } = request;
  return {
    ...request.input,
    title: request.title,
    avatar: request.avatar ?? null,
    ...(format?.resolution && { format: { aspect: format.aspect, resolution: format.resolution } }),
    ...(format && !format.resolution && { aspect: format.aspect }),
    ...(captionStyle && { captionStyle }),
  };
}

function formatColumns(request: StartGeneration) {
  return {
    aspect: request.format?.aspect ?? null,
    resolution: request.format?.resolution ?? null,
    captionStyle: request.captionStyle ?? null,
  };
}

function scaled(throughput: Throughput, factor: number): Throughput {
  return {
    perJob: throughput.perJob * factor,
    ...(throughput.perOutputSecond !== undefined && {
      perOutputSecond: throughput.perOutputSecond * factor,
    }),
  };
}

/** Staff read a failure as the provider told it, status and body included (kept to 8,000 characters). */
function staffDetailOf(error: unknown): string | undefined {
  if (error instanceof ProviderUnavailable || error instanceof ProviderRefused) {
    const status = error.status ? ` (HTTP ${error.status})` : '';
    return [`${error.provider}${status}: ${error.message}`, error.body]
      .filter(Boolean)
      .join('\n')
      .slice(0, 8000);
  }
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 8000) : undefined;
}

/** The user's words for a provider failure that retrying cannot fix; undefined for any other error. */
function userMessageFor(error: unknown): string | undefined {
  if (error instanceof GenerationRefused) {
    return error.userMessage;
  }
  if (error instanceof ProviderRefused) {
    return MESSAGES.providers.refused(error.reason);
  }
  if (error instanceof ProviderUnavailable) {
    return MESSAGES.providers.toolUnavailableCreditsBack;
  }
  return undefined;
}
