import type { ResultFetcher } from '../../adapters/http/result-fetcher';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { MediaToolkit } from '../../adapters/media/media-toolkit';
import type { Metrics } from '../../adapters/metrics/metrics';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { Database } from '../../db/database';
import { transactional } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { CreditLedgerRepository } from '../credits/credit-ledger.repository';
import { CreditsService } from '../credits/credits.service';
import type { FeatureSpecs } from './features/feature-spec';
import { LibraryRepository } from '../library/library.repository';
import { GenerationRepository } from './generation.repository';
import { GenerationService } from './generation.service';
import { PipelineEventBus } from './pipeline/pipeline.events';

/** The generation pipeline and the bus its job ends are announced on (`pipeline/follow-ups.ts`). */
export function createGenerationModule(parts: {
  db: Database;
  credits: CreditsService;
  storage: ObjectStorage;
  queue: JobQueue;
  downloader: ResultFetcher;
  media: MediaToolkit;
  clock: Clock;
  logger: {
    error(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
  heartbeatSeconds: number;
  features: FeatureSpecs;
  metrics: Metrics;
}) {
  const { db, metrics } = parts;
  const events = new PipelineEventBus(parts.logger);
  const generations = new GenerationService({
    ...parts,
    generations: new GenerationRepository(db),
    inTransaction: transactional(db, (tx) => ({
      generations: new GenerationRepository(tx),
      credits: new CreditsService(new CreditLedgerRepository(tx), metrics),
      library: new LibraryRepository(tx),
    })),
    events,
  });
  return { generations, events };
}
