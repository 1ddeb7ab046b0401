import {
  MESSAGES,
  type ActiveJob,
  type FeatureKey,
  type FormatSupport,
  type GenerationStatusResponse,
  type ImageAspect,
  type QuoteResponse,
  type VideoFormatInput,
  type VideoResolution,
} from '@orato/shared';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { AppError } from '../../lib/app-error';
import { toUnixSeconds, type Clock } from '../../lib/clock';
import type { FeatureSpec, FeatureSpecs } from './features/feature-spec';
import {
  renderTimeFactor,
  resolveImageAspect,
  resolveVideoFormat,
  resultFormat,
  supportOf,
} from './generation-format';
import { describeProgress, type JobTiming, type Throughput } from './generation-progress';
import type { GenerationRepository, GenerationRow } from './generation.repository';
import { specOf } from './pipeline/pipeline.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a job looks like from outside while it runs and after: its status, queue position and ETA,
 * the quotes and formats of the tools, and the engine each one runs. It reads; the pipeline writes.
 */
export class GenerationStatusService {
  constructor(
    private readonly deps: {
      generations: GenerationRepository;
      storage: ObjectStorage;
      clock: Clock;
      features: FeatureSpecs;
    },
  ) {}

  /** A generation's queue position, ETA and lateness, as the status calls answer them. */
  timing(row: GenerationRow) {
    return this.progressOf(row);
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
    const spec = this.featureSpec(feature);
    return {
      support: supportOf(spec.generator, spec.extension === 'mp4' ? 'video' : 'image'),
      engine: spec.generator.provider,
    };
  }

  /** The engine each configured feature runs, for the tool pages to name. */
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
    const credits = this.featureSpec(feature).fixedCredits?.() ?? 0;
    return {
      credits,
      hold_credits: credits,
      wait_seconds: await this.expectedWait(feature, undefined, resolution),
      ...(this.featureSpec(feature).outputSeconds !== undefined && {
        seconds: this.featureSpec(feature).outputSeconds,
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
    const spec = this.featureSpec(feature);
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

  private featureSpec(feature: FeatureKey): FeatureSpec {
    return specOf(this.deps.features, feature);
  }

  private isInline(feature: string): boolean {
    return this.deps.features[feature as FeatureKey]?.generator.kind === 'inline';
  }

  private kindOf(feature: string): 'video' | 'image' {
    return this.deps.features[feature as FeatureKey]?.extension === 'png' ? 'image' : 'video';
  }
}

function scaled(throughput: Throughput, factor: number): Throughput {
  return {
    perJob: throughput.perJob * factor,
    ...(throughput.perOutputSecond !== undefined && {
      perOutputSecond: throughput.perOutputSecond * factor,
    }),
  };
}
