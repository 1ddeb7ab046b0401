import { MESSAGES } from '@orato/shared';
import { timingSafeEqual } from 'node:crypto';
import type { DeepHealthResponse, HealthResponse } from '@orato/shared';
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

  /** Answers only when every dependency answers; a load balancer takes the process out otherwise. */
  async check(): Promise<HealthResponse> {
    const probes = {
      database: this.database.ping(),
      queue: this.queue.checkHealth(),
      storage: this.storage.checkHealth(),
    };
    const failed: string[] = [];
    for (const [name, probe] of Object.entries(probes)) {
      await probe.catch((error: unknown) => {
        failed.push(name);
        return error;
      });
    }
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
