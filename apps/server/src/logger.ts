import pino from 'pino';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/**
 * A request as logged: the path without its query string, which can carry a reset token, an
 * OAuth code or a media link's signature.
 */
function requestSummary(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function createLogger(config: Pick<Config, 'logLevel' | 'role'>) {
  return pino({
    level: config.logLevel,
    base: { role: config.role },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: requestSummary },
  });
}
