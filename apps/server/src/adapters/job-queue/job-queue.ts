export interface EnqueueOptions {
  /** Run no sooner than this many seconds from now (polling re-queues itself this way). */
  delaySeconds?: number;
  retryLimit?: number;
  /** A job whose worker stops sending heartbeats this long (it died) is given to another worker. */
  heartbeatSeconds?: number;
  /** Longest a single run may take before it counts as failed. */
  expireInSeconds?: number;
}

export interface WorkOptions {
  /** Jobs of this queue this process runs at once. */
  concurrency?: number;
}

/**
 * Every job name the queue accepts, with the check its payload must pass (the job catalogue's zod
 * schemas): a job nobody handles, or a payload its handler would refuse, is never queued.
 */
export type JobPayloadChecks = Readonly<Record<string, { parse(payload: unknown): unknown }>>;

/** One queue's backlog right now. */
export interface QueueBacklogRow {
  queue: string;
  /** Due jobs no worker has taken yet. */
  queued: number;
  active: number;
  /** Seconds the longest-waiting due job has waited since it came due (0 when none waits). */
  oldestQueuedSeconds: number;
}

export type JobHandler = (payload: unknown, job: { id: string; attempt: number }) => Promise<void>;

/** Durable background work shared by every worker process. */
export interface JobQueue {
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish within the timeout, then closes. */
  stop(timeoutMs: number): Promise<void>;
  /** Returns the new job's id. */
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<string>;
  /** Several jobs of one name and options in one write (a burst of submits); their ids, in order. */
  enqueueMany(name: string, payloads: object[], options?: EnqueueOptions): Promise<string[]>;
  /** Runs `handler` for every job of `name`; a throw marks the job failed (and retried). */
  work(name: string, handler: JobHandler, options?: WorkOptions): Promise<void>;
  /** Enqueues `name` on a cron schedule, once across every process. */
  schedule(name: string, cron: string): Promise<void>;
  checkHealth(): Promise<void>;
  /** Every queue's backlog, from the queue's own tables (for metrics, read on each scrape). */
  backlog(): Promise<QueueBacklogRow[]>;
}
