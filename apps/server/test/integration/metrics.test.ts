import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../../src/jobs/workers';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { createTestApp } from '../helpers/test-container';
import { TestAvatarGenerator } from '../helpers/test-generators';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const TOKEN = 'metrics-token-for-the-tests-0123456789';
const SCRIPT =
  'Here is a short script about keeping a calm and tidy desk. Start small and stay consistent.';

/** One sample of the Prometheus text format: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A small parser of the text exposition format (version 0.0.4): comments and blank lines skipped,
 * label values unescaped. Enough to read what the app writes, and strict enough to fail on a line
 * Prometheus would refuse.
 */
function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/.exec(line);
    if (!match) {
      throw new Error(`not a Prometheus sample line: ${line}`);
    }
    const labels: Record<string, string> = {};
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
    const body = match[2] ?? '';
    let label: RegExpExecArray | null;
    let read = 0;
    while ((label = labelPattern.exec(body))) {
      labels[label[1]!] = label[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
      read = labelPattern.lastIndex;
    }
    if (read !== body.length) {
      throw new Error(`bad labels in: ${line}`);
    }
    const raw = match[3]!;
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw);
    // Go's float parser, which Prometheus uses, takes NaN in any case (prom-client writes "Nan")
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) {
      throw new Error(`bad value in: ${line}`);
    }
    samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

async function waitForEnd(person: AuthClient, operationId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await person.post('/api/poll-creator', { operationId })).json();
    if (['COMPLETE', 'FAILED'].includes(status.state) || Date.now() > deadline) {
      return status;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('metrics for the people on call', () => {
  let context: TestApp;
  const engine = new TestAvatarGenerator();

  async function scrape(authorization = `Bearer ${TOKEN}`) {
    return context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
  }
  async function scrapeSamples(): Promise<Sample[]> {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(response.body);
  }

  beforeAll(async () => {
    context = await createTestApp('pglite', { METRICS_TOKEN: TOKEN }, { avatarGenerator: engine });
    await startWorkers(context.container);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('answers 404 without the token, or with a wrong one, like an unknown route', async () => {
    const unknown = await context.app.inject({ method: 'GET', url: '/no-such-page-at-all' });
    for (const authorization of ['', 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN.slice(1)]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body.replace('/no-such-page-at-all', '/metrics'));
      expect(response.body).not.toMatch(/orato_|process_cpu/);
    }
  });

  it('serves parseable Prometheus text with the process metrics and the queues', async () => {
    const samples = await scrapeSamples();
    expect(total(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(total(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const queues = samples.filter((sample) => sample.name === 'orato_queue_jobs');
    expect(queues.map((sample) => sample.labels.queue)).toContain('generation.run');
    const ages = samples.filter((sample) => sample.name === 'orato_queue_oldest_job_age_seconds');
    expect(ages.length).toBeGreaterThan(0);
    expect(ages.every((sample) => sample.value >= 0)).toBe(true);
  });

  it('counts requests by route pattern and status, with latency', async () => {
    await context.app.inject({ method: 'GET', url: '/api/health/live' });
    await context.app.inject({ method: 'GET', url: '/api/health/live?x=1' });
    const samples = await scrapeSamples();
    expect(
      total(samples, 'orato_http_requests_total', {
        method: 'GET',
        route: '/api/health/live',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      total(samples, 'orato_http_request_duration_seconds_count', { route: '/api/health/live' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('moves when a job runs and when one fails: jobs, render seconds, credits', async () => {
    const before = await scrapeSamples();
    const { person } = await signedInWithCredits(
      context.app,
      context.container,
      'metrics@example.com',
      100,
    );
    const made = (
      await person.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT })
    ).json();
    expect((await waitForEnd(person, made.operationId)).state).toBe('COMPLETE');
    engine.failNext = true;
    const broken = (
      await person.post('/api/ai-creator', { creatorName: 'Noah', script: SCRIPT })
    ).json();
    expect((await waitForEnd(person, broken.operationId)).state).toBe('FAILED');

    const after = await scrapeSamples();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      total(after, name, labels) - total(before, name, labels);
    const tool = { tool: 'ai-avatar' };
    expect(moved('orato_jobs_started_total', tool)).toBe(2);
    expect(moved('orato_jobs_completed_total', tool)).toBe(1);
    expect(moved('orato_jobs_failed_total', tool)).toBe(1);
    expect(moved('orato_render_seconds_count', tool)).toBe(1);
    expect(moved('orato_render_seconds_sum', tool)).toBeGreaterThan(0);
    // the made video: 3 of its hold captured; the failed one: its whole hold returned
    expect(moved('orato_credits_total', { movement: 'held' })).toBeGreaterThan(3);
    expect(moved('orato_credits_total', { movement: 'captured' })).toBe(3);
    expect(
      moved('orato_credits_total', { movement: 'held' }) -
        moved('orato_credits_total', { movement: 'captured' }) -
        moved('orato_credits_total', { movement: 'returned' }),
    ).toBe(0);
  });

  it('labels an unknown URL as one route, however many are tried', async () => {
    for (const url of ['/api/nope-1', '/api/nope-2?q=1', '/wp-admin/x.php', '/api/v1/../../etc']) {
      await context.app.inject({ method: 'GET', url });
    }
    const routes = new Set(
      (await scrapeSamples())
        .filter((sample) => sample.name === 'orato_http_requests_total')
        .map((sample) => sample.labels.route),
    );
    expect([...routes].some((route) => /nope|wp-admin|etc/.test(route!))).toBe(false);
    expect(routes.has('unmatched')).toBe(true);
  });

  it('echoes a sane x-request-id and replaces one that is not', async () => {
    const kept = await context.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'abc-123.def:4_5' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123.def:4_5');
    const replaced = await context.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'bad id\u001b[31m' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await context.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });
});

describe('metrics off', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp('pglite');
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('has no /metrics route at all, and a no-op recorder', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(context.container.metrics.enabled).toBe(false);
    expect(context.container.metricsExposition).toBeUndefined();
  });
});
