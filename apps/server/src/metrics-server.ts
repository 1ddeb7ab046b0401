import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { MetricsExposition } from './adapters/metrics/metrics';

/**
 * The metrics listener of METRICS_PORT: `GET /metrics` with no token, for a port only the
 * scraper can reach, and the liveness answer, so a worker (which serves no other HTTP) can be
 * probed too. Nothing else is served here.
 */
export function buildMetricsServer(exposition: MetricsExposition, logger: FastifyBaseLogger) {
  const server = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  server.get('/metrics', async (_request, reply) =>
    reply.type(exposition.contentType).send(await exposition.render()),
  );
  server.get('/api/health/live', async () => ({ status: 'ok' }));
  return server;
}
