import { describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../src/adapters/object-storage/object-storage';
import { HealthService } from '../../src/modules/health/health.service';
import { createTestApp } from '../helpers/test-container';

describe('liveness and readiness', () => {
  it('live answers with no I/O, ready names what failed: the database closed', async () => {
    const context = await createTestApp('pglite');
    try {
      const live = await context.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', queue: 'ok', storage: 'ok' },
        failed: [],
      });
      // the old route still answers as before
      expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );

      await context.container.queue.stop(1000);
      await context.container.database.close();
      const closed = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toMatchObject({ status: 'fail', checks: { database: 'fail' } });
      expect(closed.json().failed).toContain('database');
      // the process itself still answers: a restart would not help, so liveness stays green
      const stillLive = await context.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(stillLive.statusCode).toBe(200);
    } finally {
      await context.app.close();
      await context.container.close().catch(() => undefined);
    }
  });

  it('ready is 503 naming storage when the bucket does not answer, or answers too late', async () => {
    const fine = { ping: async () => {}, driver: 'pglite' as const };
    const queue = { checkHealth: async () => {} };
    const check = (storage: Pick<ObjectStorage, 'checkHealth' | 'driver'>) =>
      new HealthService(
        fine as never,
        queue as never,
        storage as ObjectStorage,
        '0.0.0',
        { doctor: { examine: async () => [] } as never, token: undefined },
        { script: 'local', image: 'local', voice: 'local' },
      ).readiness();
    const refused = await check({
      driver: 's3',
      checkHealth: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    expect(refused).toEqual({
      status: 'fail',
      checks: { database: 'ok', queue: 'ok', storage: 'fail' },
      failed: ['storage'],
    });
    const started = Date.now();
    const hung = await check({ driver: 's3', checkHealth: () => new Promise(() => {}) });
    expect(hung.failed).toEqual(['storage']);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
