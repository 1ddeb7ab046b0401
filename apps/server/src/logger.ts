import pino from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'logLevel' | 'role'>) {
  return pino({
    level: config.logLevel,
    base: { role: config.role },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
