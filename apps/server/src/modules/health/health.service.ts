import { MESSAGES } from '@orato/shared';
import { timingSafeEqual } from 'node:crypto';
import type { DeepHealthResponse, HealthResponse, ReadinessResponse } from '@orato/shared';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ProviderDoctor } from './provider-doctor.service';

export class HealthService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly queue: JobQueue,
    private readonly storage: ObjectStorage,
    private readonly version: string,
    private readonly operator: { doctor: ProviderDoctor; token: string | undefined },
    private readonly engines: HealthResponse['engines'],
  ) {}

  /**
   * Every configured provider checked with its cheapest read-only call, for operators only: the
   * token in `Authorization: Bearer …` must match DOCTOR_TOKEN (unset: the check is off).
   */
  async deepCheck(authorization: string | undefined): Promise<DeepHealthResponse> {
    const expected = this.operator.token;
    const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
    if (
      !expected ||
      given.length !== expected.length ||
      !timingSafeEqual(given, Buffer.from(expected))
    ) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.server.operatorTokenRequired);
    }
    const providers = await this.operator.doctor.examine();
    return {
      status: providers.some((check) => check.status === 'fail') ? 'fail' : 'ok',
      providers,
    };
  }

  /**
   * Readiness: can this process serve now? Each dependency is probed at once, and one that does
   * not answer within the probe's time counts as failed: a hung database must take the process
   * out of the load balancer, not hang the balancer's check with it.
   */
  async readiness(): Promise<ReadinessResponse> {
    const probe = (check: () => Promise<unknown>) =>
      withTimeout(check(), PROBE_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'fail' as const,
      );
    const [database, queue, storage] = await Promise.all([
      probe(() => this.database.ping()),
      probe(() => this.queue.checkHealth()),
      probe(() => this.storage.checkHealth()),
    ]);
    const checks = { database, queue, storage };
    const failed = (['database', 'queue', 'storage'] as const).filter(
      (name) => checks[name] === 'fail',
    );
    return { status: failed.length > 0 ? 'fail' : 'ok', checks, failed };
  }

  /** Answers only when every dependency answers; a load balancer takes the process out otherwise. */
  async check(): Promise<HealthResponse> {
    const { failed } = await this.readiness();
    if (failed.length > 0) {
      throw new AppError('UNAVAILABLE', MESSAGES.server.unavailable(failed));
    }
    return {
      status: 'ok',
      db: this.database.driver,
      queue: 'ok',
      storage: this.storage.driver,
      version: this.version,
      engines: this.engines,
    };
  }
}

/** Longest a readiness probe waits on one dependency (load balancers give a check a few seconds). */
const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
