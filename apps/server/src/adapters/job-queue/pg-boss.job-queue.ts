import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';
import type {
  EnqueueOptions,
  JobHandler,
  JobPayloadChecks,
  JobQueue,
  QueueBacklogRow,
  WorkOptions,
} from './job-queue';

export type PgBossConnection =
  { driver: 'postgres'; url: string } | { driver: 'pglite'; client: PGlite };

export interface QueueOptions {
  /** The only jobs this queue takes, each with its payload check. */
  payloads: JobPayloadChecks;
  superviseSeconds?: number;
}

interface Logger {
  error(object: object, message: string): void;
}

/**
 * How often each worker asks for jobs it was not woken for. On PostgreSQL other processes send
 * jobs, so a worker looks often. The embedded database has one process, whose sends and failed
 * attempts wake their worker (delayed ones by a timer): the poll is a backstop, and each poll runs
 * the database in this process: an idle server spent 3 % of a core with polls every 2 s, 1.5 % with
 * polls every 10 s.
 */
const POLLING_SECONDS = { postgres: 0.5, pglite: 10 } as const;

/**
 * The latest a failed attempt is retried: pg-boss backs off 2^(n+1)/2 to 2^(n+1) seconds, at
 * random, after the n-th retry (n from 0); a second more covers the time it takes to record it.
 */
function retryDueSeconds(retryCount: number): number {
  return 2 ** Math.min(16, retryCount + 1) + 1;
}

/** Due jobs per queue and how long the oldest has waited since it came due. */
const DUE_JOBS_SQL = `
  SELECT name, count(*)::int AS queued,
         EXTRACT(EPOCH FROM now() - min(start_after))::float8 AS oldest
  FROM pgboss.job
  WHERE state < 'active' AND start_after <= now()
  GROUP BY name`;

/** pg-boss's options for a job sent with ours. */
function sendOptions(options: EnqueueOptions) {
  return {
    startAfter: options.delaySeconds,
    retryLimit: options.retryLimit ?? 3,
    retryBackoff: true,
    // pg-boss validates keys that are present, so unset options must be absent, not undefined
    ...(options.heartbeatSeconds && { heartbeatSeconds: options.heartbeatSeconds }),
    ...(options.expireInSeconds && { expireInSeconds: options.expireInSeconds }),
  };
}

/** pg-boss keeps the queue in our own database: no extra server to run, at any scale. */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();
  /** This process's workers by queue, woken on a send instead of waiting out their poll. */
  private readonly localWorkers = new Map<string, string[]>();

  /** Timers that wake a local worker when a delayed job comes due; cleared on stop. */
  private readonly wakeTimers = new Set<NodeJS.Timeout>();
  private readonly payloads: JobPayloadChecks;
  private readonly pollingSeconds: number;

  constructor(connection: PgBossConnection, logger: Logger, options: QueueOptions) {
    this.payloads = options.payloads;
    this.pollingSeconds = POLLING_SECONDS[connection.driver];
    // every process checks, this often, for jobs whose worker died or that ran past their limit
    const supervision = options.superviseSeconds && {
      superviseIntervalSeconds: options.superviseSeconds,
      monitorIntervalSeconds: options.superviseSeconds,
    };
    this.boss =
      connection.driver === 'postgres'
        ? new PgBoss({ connectionString: connection.url, max: 4, ...supervision })
        : new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', ...supervision });
    this.boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async stop(timeoutMs: number): Promise<void> {
    this.wakeTimers.forEach(clearTimeout);
    this.wakeTimers.clear();
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}): Promise<string> {
    this.checkPayload(name, payload);
    await this.ensureQueue(name);
    const id = await this.boss.send(name, payload, sendOptions(options));
    if (!id) {
      throw new Error(`job queue refused a ${name} job`);
    }
    this.wakeFor(name, options);
    return id;
  }

  async enqueueMany(
    name: string,
    payloads: object[],
    options: EnqueueOptions = {},
  ): Promise<string[]> {
    if (!payloads.length) {
      return [];
    }
    payloads.forEach((payload) => this.checkPayload(name, payload));
    await this.ensureQueue(name);
    // one statement for them all; each id chosen here, so the answer is in the callers' order
    const jobs = payloads.map((data) => ({ id: randomUUID(), data, ...sendOptions(options) }));
    const inserted = await this.boss.insert(name, jobs, { returnId: true });
    if (inserted?.length !== jobs.length) {
      throw new Error(`job queue took ${inserted?.length ?? 0} of ${jobs.length} ${name} jobs`);
    }
    this.wakeFor(name, options);
    return jobs.map((job) => job.id);
  }

  /** A worker of this process takes new jobs when due; workers of other processes find them by polling. */
  private wakeFor(name: string, options: EnqueueOptions): void {
    if (options.delaySeconds) {
      this.wakeLater(name, options.delaySeconds);
    } else {
      this.wake(name);
    }
  }

  private wake(name: string): void {
    for (const workerId of this.localWorkers.get(name) ?? []) {
      this.boss.notifyWorker(workerId);
    }
  }

  private wakeLater(name: string, delaySeconds: number): void {
    const timer = setTimeout(() => {
      this.wakeTimers.delete(timer);
      this.wake(name);
    }, delaySeconds * 1000);
    // a pending wake never keeps the process alive; the poll finds the job after a restart
    timer.unref();
    this.wakeTimers.add(timer);
  }

  async work(name: string, handler: JobHandler, options: WorkOptions = {}): Promise<void> {
    this.checkName(name);
    await this.ensureQueue(name);
    const workerId = await this.boss.work(
      name,
      {
        localConcurrency: options.concurrency ?? 1,
        pollingIntervalSeconds: this.pollingSeconds,
        includeMetadata: true,
      },
      async ([job]) => {
        if (!job) {
          return;
        }
        try {
          // a job sent without data (as schedules once were) comes as null: it carries no payload
          await handler(job.data ?? {}, { id: job.id, attempt: job.retryCount });
        } catch (error) {
          // the queue retries it after a backoff; a worker of this process takes it when it is due
          if (job.retryCount < job.retryLimit) {
            this.wakeLater(name, retryDueSeconds(job.retryCount));
          }
          throw error;
        } finally {
          // a job may be queued behind this one: pg-boss waits out the rest of its poll after a
          // job shorter than the poll (up to 10 s on the embedded database), so look again at once
          this.wake(name);
        }
      },
    );
    this.localWorkers.set(name, [...(this.localWorkers.get(name) ?? []), workerId]);
  }

  async schedule(name: string, cron: string): Promise<void> {
    this.checkPayload(name, {});
    await this.ensureQueue(name);
    await this.boss.schedule(name, cron, {});
  }

  async checkHealth(): Promise<void> {
    if (!(await this.boss.isInstalled())) {
      throw new Error('job queue schema is not installed');
    }
  }

  /**
   * Two cheap reads: pg-boss's own per-queue counts (kept by its monitor, for active jobs) and the
   * due jobs, through its index of jobs not yet started (job_i11), so finished jobs kept for
   * retention are never scanned.
   */
  async backlog(): Promise<QueueBacklogRow[]> {
    const [queues, waiting] = await Promise.all([
      this.boss.getQueues(),
      this.boss.getDb().executeSql(DUE_JOBS_SQL),
    ]);
    const due = new Map<string, { queued: number; oldest: number }>(
      (waiting.rows as { name: string; queued: number; oldest: number }[]).map((row) => [
        row.name,
        { queued: Number(row.queued), oldest: Number(row.oldest) },
      ]),
    );
    return queues.map((queue) => ({
      queue: queue.name,
      queued: due.get(queue.name)?.queued ?? 0,
      active: queue.activeCount,
      oldestQueuedSeconds: Math.max(0, due.get(queue.name)?.oldest ?? 0),
    }));
  }

  private checkName(name: string) {
    if (!Object.hasOwn(this.payloads, name)) {
      throw new Error(`No job is called ${name}: the job catalogue names every job`);
    }
    return this.payloads[name]!;
  }

  private checkPayload(name: string, payload: object) {
    const check = this.checkName(name);
    try {
      check.parse(payload);
    } catch (error) {
      throw new Error(`Invalid payload for job ${name}`, { cause: error });
    }
  }

  /**
   * Once per queue and process; a burst of first sends (200 submits to a fresh API process) shares
   * the one look-up instead of each asking the database.
   */
  private ensureQueue(name: string): Promise<void> {
    let ensured = this.queues.get(name);
    if (!ensured) {
      ensured = this.createQueueOnce(name);
      // a failed look-up is tried again by the next send
      ensured.catch(() => this.queues.delete(name));
      this.queues.set(name, ensured);
    }
    return ensured;
  }

  private async createQueueOnce(name: string): Promise<void> {
    if (!(await this.boss.getQueue(name))) {
      await this.boss.createQueue(name);
    }
  }
}
