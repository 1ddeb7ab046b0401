import pino from 'pino';
import pretty from 'pino-pretty';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import { currentLogContext } from './lib/log-context';

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

/** JSON unless `logFormat` says `pretty`. */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'role'> & Partial<Pick<Config, 'logFormat'>>,
) {
  const options = {
    level: config.logLevel,
    base: { role: config.role },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: requestSummary },
    // a job's lines carry its id and its user's (ids only: never an e-mail or a script)
    mixin: currentLogContext,
  };
  // synchronous, in this thread: lines logged just before an exit are not lost
  return config.logFormat === 'pretty'
    ? pino(
        options,
        pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,role' }),
      )
    : pino(options);
}
