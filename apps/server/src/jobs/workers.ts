import type { JobQueue } from '../adapters/job-queue/job-queue';
import { withLogContext } from '../lib/log-context';
import { JOB_DEFINITIONS, runJob, type JobDefinition, type JobServices } from './job-catalogue';

interface WorkerLog {
  info(object: object, message: string): void;
}

/** What a worker needs: the queue to take jobs from and the services the handlers call. */
export interface WorkerContext {
  queue: JobQueue;
  services: JobServices;
  logger?: WorkerLog;
}

/** Registers a handler for every job of the catalogue, its schedules, and runs the start jobs. */
export async function startWorkers(
  { queue, services, logger }: WorkerContext,
  definitions: readonly JobDefinition[] = JOB_DEFINITIONS,
): Promise<void> {
  const names = new Set<string>();
  for (const definition of definitions) {
    // two handlers for one queue would split its jobs between two meanings
    if (names.has(definition.name)) {
      throw new Error(`Job ${definition.name} has two handlers`);
    }
    names.add(definition.name);
    await queue.work(
      definition.name,
      async (payload, job) => {
        // every line the job logs names it; the service adds the user once it knows them
        const outcome = await withLogContext({ jobId: job.id, jobName: definition.name }, () =>
          runJob(definition.name, payload, services, job),
        );
        if (outcome.status === 'failed') {
          // thrown back to the queue, which keeps the error on the job and retries with backoff
          throw outcome.error;
        }
        if (outcome.status === 'skipped') {
          logger?.info({ job: definition.name, reason: outcome.reason }, 'job skipped');
        }
      },
      { concurrency: definition.concurrency },
    );
    if (definition.cron) {
      // pg-boss keeps one schedule per name, so every worker declaring it still runs it once
      await queue.schedule(definition.name, definition.cron);
    }
  }
  // after every handler is registered, so a failure can be handed to the queue, which runs it
  // again with backoff and keeps its error on the job
  for (const definition of definitions.filter((candidate) => candidate.onStart)) {
    const outcome = await runJob(definition.name, {}, services, { attempt: 0 });
    if (outcome.status === 'failed') {
      await queue.enqueue(definition.name, {});
    }
  }
}
