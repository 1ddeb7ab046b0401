import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { SITE_ORIGIN_PLACEHOLDER } from '@orato/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface OriginPage {
  /** The URL paths that answer with this file. */
  paths: string[];
  type: string;
  body: Buffer;
}

/** The URL paths of a built file: `pricing/index.html` answers `/pricing`, `/pricing/` and itself. */
export function pathsOf(relativeFile: string): string[] {
  const urlPath = `/${relativeFile.split(path.sep).join('/')}`;
  if (!urlPath.endsWith('/index.html')) {
    return [urlPath];
  }
  const directory = urlPath.slice(0, -'index.html'.length);
  return directory === '/' ? ['/', urlPath] : [directory.slice(0, -1), directory, urlPath];
}

/** The build's origin-dependent files (those that carry the placeholder), with the origin put in. */
export async function loadOriginPages(distDir: string, siteUrl: string): Promise<OriginPage[]> {
  const pages: OriginPage[] = [];
  for (const entry of await readdir(distDir, { withFileTypes: true, recursive: true })) {
    const type = TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !type) {
      continue;
    }
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (text.includes(SITE_ORIGIN_PLACEHOLDER)) {
      pages.push({
        paths: pathsOf(path.relative(distDir, file)),
        type,
        body: Buffer.from(text.replaceAll(SITE_ORIGIN_PLACEHOLDER, siteUrl)),
      });
    }
  }
  return pages;
}

/** brotli or gzip when the browser takes it, made once per page on first demand. */
function encoder(body: Buffer) {
  const made = new Map<string, Promise<Buffer>>();
  return (encoding: 'br' | 'gzip') => {
    let compressed = made.get(encoding);
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipAsync(body, { level: 9 });
      made.set(encoding, compressed);
    }
    return compressed;
  };
}

function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return 'br';
  }
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/**
 * Serves the pre-rendered pages, sitemap and robots file with PUBLIC_SITE_URL filled in at serve
 * time, so changing the origin takes a restart, not a rebuild. Routes registered here win over
 * the static files of the same path.
 */
export async function registerOriginPages(
  app: FastifyInstance,
  distDir: string,
  siteUrl: string,
): Promise<number> {
  const pages = await loadOriginPages(distDir, siteUrl);
  for (const page of pages) {
    const compressed = encoder(page.body);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.type(page.type).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request);
      if (!encoding || page.body.length < 1024) {
        return reply.send(page.body);
      }
      return reply.header('content-encoding', encoding).send(await compressed(encoding));
    };
    for (const urlPath of page.paths) {
      app.get(urlPath, handler);
    }
  }
  return pages.length;
}
