import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; HTML is revalidated on every
 * visit. Any other GET that is not an API call gets index.html, so client routes survive a reload.
 * Returns false when there is no build to serve.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

export function isClientRoute(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
