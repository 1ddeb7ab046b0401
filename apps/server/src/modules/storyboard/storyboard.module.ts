import type { StoryboardComposer, FfmpegBinaries } from '@orato/media';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { Metrics } from '../../adapters/metrics/metrics';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { ScriptWriter } from '../../adapters/script-writer/script-writer';
import type { Database } from '../../db/database';
import { transactional } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { PresenterCatalogue } from '../avatar/presenter-catalogue';
import { CreditLedgerRepository } from '../credits/credit-ledger.repository';
import { CreditsService } from '../credits/credits.service';
import type { PipelineEventBus } from '../generation/pipeline/pipeline.events';
import type { GenerationService } from '../generation/generation.service';
import { GenerationRepository } from '../generation/generation.repository';
import type { UploadService } from '../image/upload.service';
import { LibraryRepository } from '../library/library.repository';
import type { SpeakingRateService } from '../speech/speaking-rate.service';
import type { WebhookDeliveryService } from '../webhook/webhook-delivery.service';
import { SavedDraftRepository } from './saved-draft.repository';
import { SavedDraftService } from './saved-draft.service';
import { StoryboardRenderService } from './storyboard-render.service';
import { StoryboardStatusService } from './storyboard-status.service';
import { StoryboardRepository } from './storyboard.repository';
import { StoryboardService, type StoryboardDependencies } from './storyboard.service';

/**
 * The storyboard tool: its rules, its renderer (scene composition, assembly), its status, and the
 * drafts a user saves before starting one.
 */
export function createStoryboardModule(parts: {
  db: Database;
  generations: GenerationService;
  credits: CreditsService;
  storage: ObjectStorage;
  queue: JobQueue;
  composer: StoryboardComposer;
  binaries: FfmpegBinaries;
  scriptWriter: ScriptWriter;
  presenters: Pick<PresenterCatalogue, 'list'>;
  speakingRates: SpeakingRateService;
  uploads: UploadService;
  recordings?: StoryboardDependencies['recordings'];
  webhookDelivery: WebhookDeliveryService;
  events: PipelineEventBus;
  clock: Clock;
  logger: {
    error(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
  heartbeatSeconds: number;
  metrics: Metrics;
}) {
  const { db, metrics } = parts;
  const storyboards = new StoryboardRepository(db);
  const inTransaction = transactional(db, (tx) => ({
    storyboards: new StoryboardRepository(tx),
    generations: new GenerationRepository(tx),
    credits: new CreditsService(new CreditLedgerRepository(tx), metrics),
    library: new LibraryRepository(tx),
  }));
  const storyboardRender = new StoryboardRenderService({
    ...parts,
    storyboards,
    inTransaction,
    webhooks: parts.webhookDelivery,
  });
  const storyboard = new StoryboardService({
    ...parts,
    storyboards,
    inTransaction,
    creators: () => parts.presenters.list(),
    library: new LibraryRepository(db),
    uploads: parts.uploads,
  });
  const storyboardStatus = new StoryboardStatusService({
    storyboards,
    generations: parts.generations,
    storage: parts.storage,
  });
  const savedDrafts = new SavedDraftService(new SavedDraftRepository(db), parts.clock);
  return { storyboards, storyboard, storyboardRender, storyboardStatus, savedDrafts };
}
