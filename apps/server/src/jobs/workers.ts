import { z } from 'zod';
import type { Container } from '../container';
import {
  RUN_GENERATION_JOB,
  SWEEP_GENERATIONS_JOB,
} from '../modules/generation/generation.service';

const generationJobSchema = z.object({ generationId: z.string().uuid() });

export interface JobDefinition {
  name: string;
  concurrency: number;
  /** A cron expression when the job runs on a schedule rather than on demand. */
  cron?: string;
  handle(payload: unknown, container: Container): Promise<void>;
}

/** Every job this product runs; the generation pipeline adds its steps here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  {
    name: RUN_GENERATION_JOB,
    // renders are CPU-bound; one per worker process keeps each fast, and workers scale out
    concurrency: 2,
    handle: async (payload, container) => {
      await container.services.generations.run(generationJobSchema.parse(payload).generationId);
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
      (payload) => definition.handle(payload, container),
      {
        concurrency: definition.concurrency,
      },
    );
  }
}
