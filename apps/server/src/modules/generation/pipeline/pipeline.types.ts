import type { FeatureKey } from '@orato/shared';
import type { ResultFetcher } from '../../../adapters/http/result-fetcher';
import type { JobQueue } from '../../../adapters/job-queue/job-queue';
import type { MediaToolkit } from '../../../adapters/media/media-toolkit';
import type { Metrics } from '../../../adapters/metrics/metrics';
import type { ObjectStorage } from '../../../adapters/object-storage/object-storage';
import type { InTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { MESSAGES } from '@orato/shared';
import type { CreditsService } from '../../credits/credits.service';
import type { FeatureSpec, FeatureSpecs } from '../features/feature-spec';
import type { LibraryRepository } from '../../library/library.repository';
import type { GenerationRepository } from '../generation.repository';
import type { PipelineEventBus } from './pipeline.events';

/** The repositories and services a generation's last step writes through, bound to one transaction. */
export interface SettlementScope {
  generations: GenerationRepository;
  credits: CreditsService;
}

/** A delivery's transaction also saves the library entry, through the library's repository. */
export interface DeliveryScope extends SettlementScope {
  library: LibraryRepository;
}

/** What every step of the pipeline is built from. */
export interface PipelineDependencies {
  generations: GenerationRepository;
  credits: CreditsService;
  /** Runs `work` in one database transaction: the library entry, the charge and the state land together. */
  inTransaction: InTransaction<DeliveryScope>;
  storage: ObjectStorage;
  queue: JobQueue;
  downloader: ResultFetcher;
  media: MediaToolkit;
  clock: Clock;
  features: FeatureSpecs;
  logger: {
    error(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
  /** Where a job's end is announced; its follow-ups subscribe there (`follow-ups.ts`). */
  events?: PipelineEventBus;
  /** Silence after which a job's worker counts as dead and the job goes to another (default 30). */
  heartbeatSeconds?: number;
  /** Jobs started, completed and failed, and render times, by tool (the feature). */
  metrics?: Pick<Metrics, 'jobStarted' | 'jobCompleted' | 'jobFailed' | 'renderSeconds'>;
}

export const RUN_GENERATION_JOB = 'generation.run';
export const SWEEP_GENERATIONS_JOB = 'generation.sweep';
/** Retries of a run after a passing failure (a provider 503, a dropped connection). */
export const RUN_RETRY_LIMIT = 5;

/** The tool's feature, or UNAVAILABLE when this server has no engine for it. */
export function specOf(features: FeatureSpecs, feature: FeatureKey): FeatureSpec {
  const spec = features[feature];
  if (!spec) {
    throw new AppError('UNAVAILABLE', MESSAGES.server.featureUnavailable(feature));
  }
  return spec;
}

/** Queues one run of a generation (now, or after `delaySeconds` for the next poll). */
export function enqueueRun(
  deps: Pick<PipelineDependencies, 'queue' | 'heartbeatSeconds'>,
  generationId: string,
  delaySeconds?: number,
) {
  return deps.queue.enqueue(
    RUN_GENERATION_JOB,
    { generationId },
    {
      delaySeconds,
      ...runOptions(deps),
    },
  );
}

/** Queues the first run of several generations in one write. */
export function enqueueRuns(
  deps: Pick<PipelineDependencies, 'queue' | 'heartbeatSeconds'>,
  generationIds: string[],
) {
  return deps.queue.enqueueMany(
    RUN_GENERATION_JOB,
    generationIds.map((generationId) => ({ generationId })),
    runOptions(deps),
  );
}

function runOptions(deps: Pick<PipelineDependencies, 'heartbeatSeconds'>) {
  return {
    retryLimit: RUN_RETRY_LIMIT,
    heartbeatSeconds: deps.heartbeatSeconds ?? 30,
    expireInSeconds: 15 * 60,
  };
}

/**
 * Progress is a courtesy to the user: a write that fails (a dropped connection, a failover) is
 * logged and the render goes on, rather than rejecting into an engine that cannot handle it.
 */
export async function reportProgress(
  deps: Pick<PipelineDependencies, 'generations' | 'clock' | 'logger'>,
  id: string,
  { percent, stage }: { percent?: number; stage?: string },
): Promise<void> {
  const progress =
    percent === undefined ? undefined : Math.max(0, Math.min(95, Math.round(percent)));
  try {
    await deps.generations.advance(id, { progress, stage, at: deps.clock() });
  } catch (error) {
    deps.logger.error({ err: error, generationId: id }, 'progress not saved');
  }
}
