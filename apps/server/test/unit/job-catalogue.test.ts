import { describe, expect, it, vi } from 'vitest';
import { PgBossJobQueue } from '../../src/adapters/job-queue/pg-boss.job-queue';
import {
  JOB_CATALOGUE,
  JOB_PAYLOADS,
  runJob,
  type JobServices,
} from '../../src/jobs/job-catalogue';

const GENERATION_ID = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';

function services(overrides: Partial<JobServices> = {}): JobServices {
  const unused = () => Promise.reject(new Error('not this service'));
  return {
    generations: { runQueued: vi.fn(async () => undefined), sweep: vi.fn(async () => 0) },
    avatarVideo: { publishCreatorThumbnails: unused },
    speakingRates: { checkEngine: unused, measure: unused },
    upload: { expireUnused: vi.fn(async () => 2) },
    billing: { settleDuePeriods: unused },
    rateLimits: { prune: unused },
    idempotency: { prune: unused },
    webhookDelivery: { deliver: vi.fn(async () => 'not-due' as const), sweep: unused },
    storyboardRender: { composeScene: unused, assemble: unused, sweep: unused },
    dataExports: { build: unused, sweep: unused },
    retention: { enforce: unused },
    admin: { insights: { pruneProviderCalls: unused } },
    ...overrides,
  };
}

/** A queue that never connects: its checks come before any database work. */
const offlineQueue = () =>
  new PgBossJobQueue(
    { driver: 'postgres', url: 'postgres://127.0.0.1:1/none' },
    { error: () => undefined },
    { payloads: JOB_PAYLOADS },
  );

describe('job catalogue', () => {
  it('names every job under its own name, each with a payload schema', () => {
    for (const [name, definition] of Object.entries(JOB_CATALOGUE)) {
      expect(definition.name).toBe(name);
      expect(JOB_PAYLOADS).toHaveProperty(name);
    }
    expect(Object.keys(JOB_CATALOGUE).sort()).toEqual(Object.keys(JOB_PAYLOADS).sort());
  });

  it('hands a valid payload to the service the handler needs and reports success', async () => {
    const given = services();
    const outcome = await runJob('generation.run', { generationId: GENERATION_ID }, given, {
      attempt: 2,
    });
    expect(outcome).toEqual({ status: 'succeeded' });
    expect(given.generations.runQueued).toHaveBeenCalledWith(GENERATION_ID, 2);
  });

  it('reports a run with nothing to do as skipped', async () => {
    const outcome = await runJob('generation.sweep', {}, services(), { attempt: 0 });
    expect(outcome).toMatchObject({ status: 'skipped' });
  });

  it('skips a webhook attempt that another delivery of its job already made', async () => {
    const given = services();
    const outcome = await runJob('webhook.deliver', { eventId: GENERATION_ID }, given, {
      attempt: 0,
    });
    expect(outcome).toMatchObject({ status: 'skipped' });
    expect(given.webhookDelivery.deliver).toHaveBeenCalledWith(GENERATION_ID);
  });

  it('fails a payload its schema refuses without calling the service', async () => {
    const given = services();
    const outcome = await runJob('generation.run', { generationId: 'not-a-uuid' }, given, {
      attempt: 0,
    });
    expect(outcome.status).toBe('failed');
    expect(given.generations.runQueued).not.toHaveBeenCalled();
  });

  it('fails an unknown job and a handler that throws, without throwing itself', async () => {
    expect(await runJob('generation.explode', {}, services(), { attempt: 0 })).toMatchObject({
      status: 'failed',
    });
    const broken = services({ upload: { expireUnused: () => Promise.reject(new Error('disk')) } });
    const outcome = await runJob('uploads.expire', {}, broken, { attempt: 0 });
    expect(outcome).toEqual({ status: 'failed', error: new Error('disk') });
  });
});

describe('the job queue', () => {
  it('refuses to queue a job the catalogue does not name', async () => {
    await expect(offlineQueue().enqueue('generation.explode', {})).rejects.toThrow(
      'No job is called generation.explode',
    );
    await expect(offlineQueue().work('generation.explode', async () => undefined)).rejects.toThrow(
      'No job is called generation.explode',
    );
  });

  it('refuses a payload the job would refuse', async () => {
    const queue = offlineQueue();
    await expect(queue.enqueue('generation.run', { generationId: 42 })).rejects.toThrow(
      'Invalid payload for job generation.run',
    );
    await expect(queue.enqueue('speech.measure-voice', { key: 'kal' })).rejects.toThrow(
      'Invalid payload for job speech.measure-voice',
    );
    await expect(queue.enqueue('uploads.expire', { extra: true })).rejects.toThrow(
      'Invalid payload for job uploads.expire',
    );
  });
});
