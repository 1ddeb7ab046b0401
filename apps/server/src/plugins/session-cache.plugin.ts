import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers from the read cache: it writes nothing, so it has nothing to settle. */
    remembered?: boolean;
  }
}

/**
 * A request that may have written (any but a GET or a remembered read; a webhook too) is answered
 * only once this process has heard the change feed pass its writes: a read that follows on this
 * process is never older than that answer, and other processes hear the same notifications at the
 * same moment.
 */
export function registerReadSettling(app: FastifyInstance, feed: ChangeFeed): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const mayHaveWritten =
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.routeOptions.config.remembered !== true;
    if (mayHaveWritten) {
      await feed.settle();
    }
    return payload;
  });
}
