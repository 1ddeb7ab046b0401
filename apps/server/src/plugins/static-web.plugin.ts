import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerOriginPages } from './origin-pages.plugin';

/**
 * Serves the built web app: marketing pages pre-rendered as `<route>/index.html`, compressed
 * copies when the browser takes them, hashed assets cached for a year, HTML revalidated on every
 * visit; canonical, Open Graph, sitemap and robots URLs on `siteUrl`, filled in as they are served.
 * Returns the file to answer other client routes with (the plain app shell, `app.html`, or
 * `index.html` for a build without pre-rendering), or undefined when there is no build at all.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  siteUrl: string,
): Promise<string | undefined> {
  const shell = ['app.html', 'index.html'].find((file) => existsSync(path.join(distDir, file)));
  if (!shell) {
    app.log.warn({ distDir }, 'no web build found; serving the API only');
    return undefined;
  }
  await registerOriginPages(app, distDir, siteUrl);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return shell;
}

export function isClientRoute(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
