import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers from the read cache: it writes nothing, so it has nothing to settle. */
    remembered?: boolean;
  }
}

/** The change feed as this plugin needs it (`db/change-feed.ts` is one). */
export interface WriteSettling {
  /** Resolves once this process has heard every change it committed before the call. */
  settle(): Promise<void>;
}

/**
 * A request that may have written (any but a GET or a remembered read; a webhook too) is answered
 * only once this process has heard the change feed pass its writes: a read that follows on this
 * process is never older than that answer, and other processes hear the same notifications at the
 * same moment.
 */
export function registerReadSettling(app: FastifyInstance, feed: WriteSettling): void {
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
