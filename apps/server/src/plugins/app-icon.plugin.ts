import { APP_ICON } from '@orato/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the app's icon with or without a web build, at its own path and at `/favicon.ico`, which
 * browsers ask for on any page that names no icon: no page of ours answers it with a 404.
 */
export function registerAppIcon(app: FastifyInstance): void {
  for (const url of [APP_ICON.path, '/favicon.ico']) {
    app.get(url, (_request, reply) =>
      reply.type(APP_ICON.type).header('cache-control', 'public, max-age=86400').send(APP_ICON.svg),
    );
  }
}
