import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MESSAGES } from '@orato/shared';
import type { FastifyPluginAsync } from 'fastify';
import { API_DOCS_INIT_SCRIPT, apiDocsPage } from './api-docs.page';

const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

/** The renderer's files, from its npm package: the docs page works offline and under our CSP. */
async function loadAssets(): Promise<Map<string, { type: string; body: Buffer }>> {
  const folder = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  const assets = new Map<string, { type: string; body: Buffer }>();
  for (const [name, type] of Object.entries(ASSETS)) {
    assets.set(name, { type, body: await readFile(path.join(folder, name)) });
  }
  assets.set('init.js', {
    type: 'text/javascript; charset=utf-8',
    body: Buffer.from(API_DOCS_INIT_SCRIPT),
  });
  return assets;
}

/** `/api/v1/openapi.json` (built from the routes' schemas) and the reference page `/docs/api`. */
export const apiDocsRoutes: FastifyPluginAsync<{
  siteUrl: string;
  keyRequestsPerMinute: number;
}> = async (app, { siteUrl, keyRequestsPerMinute }) => {
  const page = apiDocsPage(siteUrl, keyRequestsPerMinute);
  const assets = await loadAssets();

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  app.get('/docs/api', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );

  app.get('/docs/api/assets/:name', (request, reply) => {
    const asset = assets.get((request.params as { name: string }).name);
    if (!asset) {
      return reply.status(404).send({ error: MESSAGES.server.fileNotFound, code: 'NOT_FOUND' });
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });
};
