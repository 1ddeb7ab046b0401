import type { HealthResponse } from '@orato/shared';
import type { JobQueue } from '../../adapters/job-queue/job-queue';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../lib/app-error';

export class HealthService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly queue: JobQueue,
    private readonly storage: ObjectStorage,
    private readonly version: string,
  ) {}

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
      throw new AppError('UNAVAILABLE', `Unavailable: ${failed.join(', ')}`);
    }
    return {
      status: 'ok',
      db: this.database.driver,
      queue: 'ok',
      storage: this.storage.driver,
      version: this.version,
    };
  }
}
