import { z } from 'zod';
import type { Container } from '../container';
import {
  RUN_GENERATION_JOB,
  SWEEP_GENERATIONS_JOB,
} from '../modules/generation/generation.service';
import {
  CHECK_SPEECH_ENGINE_JOB,
  MEASURE_VOICE_JOB,
} from '../modules/speech/speaking-rate.service';

const generationJobSchema = z.object({ generationId: z.string().uuid() });
const voiceJobSchema = z.object({ key: z.string().min(1), language: z.string().min(1) });

export interface JobDefinition {
  name: string;
  concurrency: number;
  /** A cron expression when the job runs on a schedule rather than on demand. */
  cron?: string;
  /** Run by every worker as it starts, before it reports ready; queued for retries if it fails. */
  onStart?: boolean;
  handle(payload: unknown, container: Container, job: { attempt: number }): Promise<void>;
}

/** Every job this product runs; the generation pipeline adds its steps here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  {
    name: RUN_GENERATION_JOB,
    // renders are CPU-bound; one per worker process keeps each fast, and workers scale out
    concurrency: 2,
    handle: async (payload, container, job) => {
      const { generationId } = generationJobSchema.parse(payload);
      await container.services.generations.runQueued(generationId, job.attempt);
    },
  },
  {
    name: SWEEP_GENERATIONS_JOB,
    concurrency: 1,
    cron: '* * * * *',
    handle: async (_payload, container) => {
      await container.services.generations.sweep();
    },
  },
  {
    name: 'avatar.publish-thumbnails',
    concurrency: 1,
    onStart: true,
    handle: async (_payload, container) => {
      await container.services.avatarVideo.publishCreatorThumbnails();
    },
  },
  {
    name: CHECK_SPEECH_ENGINE_JOB,
    concurrency: 1,
    onStart: true,
    handle: async (_payload, container) => {
      await container.services.speakingRates.checkEngine();
    },
  },
  {
    name: MEASURE_VOICE_JOB,
    // measuring is a second of speech synthesis: one at a time leaves the renders their CPU
    concurrency: 1,
    handle: async (payload, container) => {
      await container.services.speakingRates.measure(voiceJobSchema.parse(payload));
    },
  },
  {
    name: 'rate-limits.prune',
    concurrency: 1,
    cron: '*/5 * * * *',
    handle: async (_payload, container) => {
      await container.rateLimits.deleteEnded();
      await container.loginAttempts.deleteQuiet(container.clock());
    },
  },
  {
    name: 'uploads.expire',
    concurrency: 1,
    cron: '*/10 * * * *',
    handle: async (_payload, container) => {
      await container.services.upload.expireUnused();
    },
  },
  {
    name: 'billing.settle-periods',
    concurrency: 1,
    cron: '*/10 * * * *',
    handle: async (_payload, container) => {
      await container.services.billing.settleDuePeriods();
    },
  },
];

export async function startWorkers(
  container: Container,
  definitions = JOB_DEFINITIONS,
): Promise<void> {
  const names = new Set<string>();
  for (const definition of definitions) {
    // two handlers for one queue would split its jobs between two meanings
    if (names.has(definition.name)) {
      throw new Error(`Job ${definition.name} has two handlers`);
    }
    names.add(definition.name);
    await container.queue.work(
      definition.name,
      (payload, job) => definition.handle(payload, container, job),
      {
        concurrency: definition.concurrency,
      },
    );
    if (definition.cron) {
      // pg-boss keeps one schedule per name, so every worker declaring it still runs it once
      await container.queue.schedule(definition.name, definition.cron);
    }
  }
  // after every handler is registered, so a failure can be handed to the queue, which runs it
  // again with backoff and keeps its error on the job
  for (const definition of definitions.filter((candidate) => candidate.onStart)) {
    await definition
      .handle({}, container, { attempt: 0 })
      .catch(() => container.queue.enqueue(definition.name, {}));
  }
}
