import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PrometheusMetrics } from '../../src/adapters/metrics/prometheus.metrics';
import { registerRequestLog, UNMATCHED_ROUTE } from '../../src/plugins/request-log.plugin';
import { silentLogger } from '../helpers/test-container';

/** The distinct values of one label of one metric, read back through prom-client's registry text. */
async function labelValues(metrics: PrometheusMetrics, metric: string, label: string) {
  const values = new Set<string>();
  for (const line of (await metrics.render()).split('\n')) {
    const match = new RegExp(`^${metric}\\{(.*)\\} `).exec(line);
    const value = match && new RegExp(`${label}="([^"]*)"`).exec(match[1]!);
    if (value) {
      values.add(value[1]!);
    }
  }
  return values;
}

describe('metric labels stay bounded', () => {
  it('labels requests by route pattern: ids, queries and unknown URLs add no new values', async () => {
    const metrics = new PrometheusMetrics({ queueBacklog: async () => [] });
    const app = Fastify({ loggerInstance: silentLogger });
    registerRequestLog(app, metrics);
    app.get('/api/items/:id', async () => ({ ok: true }));
    for (const url of [
      '/api/items/1',
      '/api/items/2?x=3',
      '/api/items/%E2%9C%93',
      '/nope',
      '/nope/2',
      `/${'a'.repeat(500)}`,
      '/api/items/1/extra',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    const routes = await labelValues(metrics, 'orato_http_requests_total', 'route');
    expect([...routes].sort()).toEqual(['/api/items/:id', UNMATCHED_ROUTE].sort());
    const before = routes.size;
    await app.inject({ method: 'GET', url: `/another-${Date.now()}` });
    expect((await labelValues(metrics, 'orato_http_requests_total', 'route')).size).toBe(before);
    await app.close();
  });

  it('writes no series for a queue read that fails, and still answers the scrape', async () => {
    const errors: unknown[] = [];
    const metrics = new PrometheusMetrics({
      queueBacklog: () => Promise.reject(new Error('database gone')),
      onCollectError: (error) => errors.push(error),
    });
    const text = await metrics.render();
    expect(text).toContain('# TYPE orato_queue_jobs gauge');
    expect(text).not.toMatch(/^orato_queue_jobs\{/m);
    expect(errors).toHaveLength(1);
  });
});
