import { z } from 'zod';
import type { AvatarVideoService } from '../modules/avatar/avatar-video.service';
import type { BillingService } from '../modules/billing/billing.service';
import {
  RUN_GENERATION_JOB,
  SWEEP_GENERATIONS_JOB,
  type GenerationService,
} from '../modules/generation/generation.service';
import type { IdempotencyService } from '../modules/api/idempotency.service';
import type { UploadService } from '../modules/image/upload.service';
import {
  DELIVER_WEBHOOK_JOB,
  SWEEP_WEBHOOKS_JOB,
  type WebhookDeliveryService,
} from '../modules/webhook/webhook-delivery.service';
import {
  ASSEMBLE_STORYBOARD_JOB,
  COMPOSE_SCENE_JOB,
  SWEEP_STORYBOARDS_JOB,
  type StoryboardRenderService,
} from '../modules/storyboard/storyboard-render.service';
import type { RateLimitService } from '../modules/rate-limit/rate-limit.service';
import type { AdminInsightsService } from '../modules/admin/admin-insights.service';
import {
  BUILD_DATA_EXPORT_JOB,
  SWEEP_DATA_EXPORTS_JOB,
  type DataExportService,
} from '../modules/data-export/data-export.service';
import {
  ENFORCE_RETENTION_JOB,
  type RetentionService,
} from '../modules/retention/retention.service';
import {
  CHECK_SPEECH_ENGINE_JOB,
  MEASURE_VOICE_JOB,
  type SpeakingRateService,
} from '../modules/speech/speaking-rate.service';

/** The services job handlers call: each handler turns its payload into one service call. */
export interface JobServices {
  generations: Pick<GenerationService, 'runQueued' | 'sweep'>;
  avatarVideo: Pick<AvatarVideoService, 'publishCreatorThumbnails'>;
  speakingRates: Pick<SpeakingRateService, 'checkEngine' | 'measure'>;
  upload: Pick<UploadService, 'expireUnused'>;
  billing: Pick<BillingService, 'settleDuePeriods'>;
  rateLimits: Pick<RateLimitService, 'prune'>;
  idempotency: Pick<IdempotencyService, 'prune'>;
  webhookDelivery: Pick<WebhookDeliveryService, 'deliver' | 'sweep'>;
  storyboardRender: Pick<StoryboardRenderService, 'composeScene' | 'assemble' | 'sweep'>;
  dataExports: Pick<DataExportService, 'build' | 'sweep'>;
  retention: Pick<RetentionService, 'enforce'>;
  admin: { insights: Pick<AdminInsightsService, 'pruneProviderCalls'> };
}

/** How a run ended; a failed run goes back to the queue, which retries it with backoff. */
export type JobOutcome =
  | { status: 'succeeded' }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; error: unknown };

const noPayload = z.object({}).strict();

/** Every job this product runs, by name, with the payload it carries. */
export const JOB_PAYLOADS = {
  [RUN_GENERATION_JOB]: z.object({ generationId: z.string().uuid() }),
  [SWEEP_GENERATIONS_JOB]: noPayload,
  'avatar.publish-thumbnails': noPayload,
  [CHECK_SPEECH_ENGINE_JOB]: noPayload,
  [MEASURE_VOICE_JOB]: z.object({ key: z.string().min(1), language: z.string().min(1) }),
  'rate-limits.prune': noPayload,
  'uploads.expire': noPayload,
  'billing.settle-periods': noPayload,
  'idempotency-keys.prune': noPayload,
  'provider-calls.prune': noPayload,
  [DELIVER_WEBHOOK_JOB]: z.object({ eventId: z.string().uuid() }),
  [SWEEP_WEBHOOKS_JOB]: noPayload,
  [COMPOSE_SCENE_JOB]: z.object({ sceneId: z.string().uuid() }),
  [ASSEMBLE_STORYBOARD_JOB]: z.object({ storyboardId: z.string().uuid() }),
  [SWEEP_STORYBOARDS_JOB]: noPayload,
  [BUILD_DATA_EXPORT_JOB]: z.object({ exportId: z.string().uuid() }),
  [SWEEP_DATA_EXPORTS_JOB]: noPayload,
  [ENFORCE_RETENTION_JOB]: noPayload,
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  concurrency: number;
  /** A cron expression when the job runs on a schedule rather than on demand. */
  cron?: string;
  /** Run by every worker as it starts, before it reports ready; queued for retries if it fails. */
  onStart?: boolean;
  handle(
    payload: JobPayload<N>,
    services: JobServices,
    job: { attempt: number },
  ): Promise<JobOutcome>;
}

const succeeded: JobOutcome = { status: 'succeeded' };
/** A count of things done: nothing to do is a skip, not a success, in the log. */
const counted = (done: number, nothing: string): JobOutcome =>
  done > 0 ? succeeded : { status: 'skipped', reason: nothing };

/** Each job's handler; the record's keys are the catalogue's names, so none is missing. */
export const JOB_CATALOGUE: { [N in JobName]: JobDefinition<N> } = {
  [RUN_GENERATION_JOB]: {
    name: RUN_GENERATION_JOB,
    // renders are CPU-bound; a few per worker process keeps each fast, and workers scale out
    concurrency: 2,
    handle: async ({ generationId }, { generations }, job) => {
      await generations.runQueued(generationId, job.attempt);
      return succeeded;
    },
  },
  [SWEEP_GENERATIONS_JOB]: {
    name: SWEEP_GENERATIONS_JOB,
    concurrency: 1,
    cron: '* * * * *',
    handle: async (_payload, { generations }) =>
      counted(await generations.sweep(), 'no generation was stranded or overdue'),
  },
  'avatar.publish-thumbnails': {
    name: 'avatar.publish-thumbnails',
    concurrency: 1,
    onStart: true,
    handle: async (_payload, { avatarVideo }) =>
      counted(await avatarVideo.publishCreatorThumbnails(), 'every portrait is published'),
  },
  [CHECK_SPEECH_ENGINE_JOB]: {
    name: CHECK_SPEECH_ENGINE_JOB,
    concurrency: 1,
    onStart: true,
    handle: async (_payload, { speakingRates }) =>
      counted(await speakingRates.checkEngine(), 'every voice is measured for this engine'),
  },
  [MEASURE_VOICE_JOB]: {
    name: MEASURE_VOICE_JOB,
    // measuring is a second of speech synthesis: one at a time leaves the renders their CPU
    concurrency: 1,
    handle: async (voice, { speakingRates }) =>
      (await speakingRates.measure(voice))
        ? succeeded
        : { status: 'skipped', reason: 'the voice cannot be measured' },
  },
  'rate-limits.prune': {
    name: 'rate-limits.prune',
    concurrency: 1,
    cron: '*/5 * * * *',
    handle: async (_payload, { rateLimits }) =>
      counted(await rateLimits.prune(), 'no counter had ended'),
  },
  'uploads.expire': {
    name: 'uploads.expire',
    concurrency: 1,
    cron: '*/10 * * * *',
    handle: async (_payload, { upload }) =>
      counted(await upload.expireUnused(), 'no upload was past its time'),
  },
  'billing.settle-periods': {
    name: 'billing.settle-periods',
    concurrency: 1,
    cron: '*/10 * * * *',
    handle: async (_payload, { billing }) =>
      counted(await billing.settleDuePeriods(), 'no paid period was due'),
  },
  'idempotency-keys.prune': {
    name: 'idempotency-keys.prune',
    concurrency: 1,
    cron: '17 * * * *',
    handle: async (_payload, { idempotency }) =>
      counted(await idempotency.prune(), 'no Idempotency-Key was past its 24 hours'),
  },
  'provider-calls.prune': {
    name: 'provider-calls.prune',
    concurrency: 1,
    cron: '41 * * * *',
    handle: async (_payload, { admin }) =>
      counted(await admin.insights.pruneProviderCalls(), 'no provider call was a day old'),
  },
  [DELIVER_WEBHOOK_JOB]: {
    name: DELIVER_WEBHOOK_JOB,
    // each attempt waits at most 10 s on a network answer, not on the CPU
    concurrency: 4,
    handle: async ({ eventId }, { webhookDelivery }) => {
      const outcome = await webhookDelivery.deliver(eventId);
      return outcome === 'not-due'
        ? { status: 'skipped', reason: 'the event was sent already or is not due' }
        : succeeded;
    },
  },
  [SWEEP_WEBHOOKS_JOB]: {
    name: SWEEP_WEBHOOKS_JOB,
    concurrency: 1,
    cron: '* * * * *',
    handle: async (_payload, { webhookDelivery }) =>
      counted(await webhookDelivery.sweep(), 'no webhook was left behind'),
  },
  [COMPOSE_SCENE_JOB]: {
    name: COMPOSE_SCENE_JOB,
    // composing is an ffmpeg encode: one at a time leaves the renders their CPU
    concurrency: 1,
    handle: async ({ sceneId }, { storyboardRender }, job) =>
      (await storyboardRender.composeScene(sceneId, job.attempt))
        ? succeeded
        : { status: 'skipped', reason: 'the scene is not ready, or was composed already' },
  },
  [ASSEMBLE_STORYBOARD_JOB]: {
    name: ASSEMBLE_STORYBOARD_JOB,
    concurrency: 1,
    handle: async ({ storyboardId }, { storyboardRender }, job) =>
      (await storyboardRender.assemble(storyboardId, job.attempt))
        ? succeeded
        : { status: 'skipped', reason: 'the storyboard is not ready, or was delivered already' },
  },
  [SWEEP_STORYBOARDS_JOB]: {
    name: SWEEP_STORYBOARDS_JOB,
    concurrency: 1,
    cron: '* * * * *',
    handle: async (_payload, { storyboardRender }) =>
      counted(await storyboardRender.sweep(), 'no storyboard was waiting or overdue'),
  },
  [BUILD_DATA_EXPORT_JOB]: {
    name: BUILD_DATA_EXPORT_JOB,
    // a ZIP streams files through one upload: one at a time per worker keeps its memory flat
    concurrency: 1,
    handle: async ({ exportId }, { dataExports }, job) =>
      (await dataExports.build(exportId, job.attempt))
        ? succeeded
        : { status: 'skipped', reason: 'the export was ready already, or its account is gone' },
  },
  [SWEEP_DATA_EXPORTS_JOB]: {
    name: SWEEP_DATA_EXPORTS_JOB,
    concurrency: 1,
    cron: '*/5 * * * *',
    handle: async (_payload, { dataExports }) =>
      counted(await dataExports.sweep(), 'no data export was left behind'),
  },
  [ENFORCE_RETENTION_JOB]: {
    name: ENFORCE_RETENTION_JOB,
    concurrency: 1,
    // hourly, so nothing outlives its stated time by more than an hour (a 24-hour export included)
    cron: '41 * * * *',
    handle: async (_payload, { retention }) => {
      const removed = await retention.enforce();
      return counted(
        Object.values(removed).reduce((sum, count) => sum + count, 0),
        'nothing was past its retention time',
      );
    },
  },
};

export const JOB_DEFINITIONS: readonly JobDefinition[] = Object.values(
  JOB_CATALOGUE,
) as JobDefinition[];

/**
 * Runs one delivery: checks the payload against the catalogue, then the handler. Never throws;
 * a refused payload or a thrown error is a failed outcome.
 */
export async function runJob(
  name: string,
  payload: unknown,
  services: JobServices,
  job: { attempt: number },
): Promise<JobOutcome> {
  const definition = (JOB_CATALOGUE as Record<string, JobDefinition>)[name];
  if (!definition) {
    return { status: 'failed', error: new Error(`No job is called ${name}`) };
  }
  const parsed = JOB_PAYLOADS[definition.name].safeParse(payload);
  if (!parsed.success) {
    return {
      status: 'failed',
      error: new Error(`Invalid ${name} payload: ${parsed.error.message}`),
    };
  }
  try {
    return await definition.handle(parsed.data as never, services, job);
  } catch (error) {
    return { status: 'failed', error };
  }
}
