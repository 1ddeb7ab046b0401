// The build's pre-render step (run after `vite build`): every marketing route becomes static HTML
// with its title, description and canonical in the head and its markup in #root, hydrated on the
// client. Also writes the plain SPA shell (app.html), sitemap.xml and robots.txt.
//
//   dist/index.html                  → /   (pre-rendered landing page)
//   dist/<route>/index.html          → each other marketing route
//   dist/app.html                    → the untouched SPA shell for /signup, /login, /dashboard/…
//   dist/sitemap.xml, dist/robots.txt
//
// Canonical, Open Graph, sitemap and robots URLs carry SITE_ORIGIN_PLACEHOLDER: the server puts
// PUBLIC_SITE_URL in its place when it serves them, so the build does not depend on the origin.
// Those files are compressed by the server too, after the swap.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { build } from 'vite';

import { SITE_ORIGIN_PLACEHOLDER } from '@orato/shared';

import { canonicalUrl, MARKETING_PAGES } from '../src/features/marketing/seo';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
// inside node_modules so the bundle resolves react and friends from the app's dependencies
const ssrOutDir = path.join(webRoot, 'node_modules', '.cache', 'orato-prerender');
const siteUrl = SITE_ORIGIN_PLACEHOLDER;

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) {
    throw new Error(`the HTML shell has no ${what}`);
  }
  return html.replace(pattern, () => replacement);
}

function pageHtml(shell: string, page: (typeof MARKETING_PAGES)[number], body: string): string {
  const canonical = canonicalUrl(siteUrl, page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  let html = replaceOnce(shell, /<title>[\s\S]*?<\/title>/, `<title>${title}</title>`, 'title');
  html = replaceOnce(
    html,
    /<meta\s+name="description"[\s\S]*?\/?>/,
    [
      `<meta name="description" content="${description}" />`,
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Orato" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<meta property="og:image" content="${escapeHtml(`${siteUrl}/landing/promo-presenter.jpg`)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    ].join('\n    '),
    'meta description',
  );
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered-path="${escapeHtml(page.path)}">${body}</div>`,
    'empty #root',
  );
  return html;
}

function sitemap(): string {
  const urls = MARKETING_PAGES.map(
    (page) =>
      `  <url><loc>${escapeHtml(canonicalUrl(siteUrl, page.path))}</loc><changefreq>weekly</changefreq><priority>${page.path === '/' ? '1.0' : '0.8'}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function robots(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, so a static server with
 * pre-compressed support (@fastify/static `preCompressed: true`) sends them without work per request.
 */
async function precompress(directory: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) {
      continue;
    }
    const content = await readFile(file);
    if (content.length < 1024 || content.includes(SITE_ORIGIN_PLACEHOLDER)) {
      continue;
    }
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
  return count;
}

const started = performance.now();
const shell = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (shell.includes('data-prerendered-path')) {
  throw new Error('dist/index.html is already pre-rendered; run `vite build` first');
}

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  mode: 'production',
  ssr: { noExternal: ['@orato/shared'] },
  build: {
    ssr: path.join(webRoot, 'scripts', 'prerender-entry.tsx'),
    outDir: ssrOutDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs' } },
  },
});

const { renderRoute } = (await import(
  pathToFileURL(path.join(ssrOutDir, 'prerender-entry.mjs')).href
)) as { renderRoute: (path: string) => Promise<string> };

await writeFile(path.join(distDir, 'app.html'), shell);
for (const page of MARKETING_PAGES) {
  const body = await renderRoute(page.path);
  const target =
    page.path === '/'
      ? path.join(distDir, 'index.html')
      : path.join(distDir, page.path.slice(1), 'index.html');
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, pageHtml(shell, page, body));
}
await writeFile(path.join(distDir, 'sitemap.xml'), sitemap());
await writeFile(path.join(distDir, 'robots.txt'), robots());
await rm(ssrOutDir, { recursive: true, force: true });
const compressed = await precompress(distDir);

console.warn(
  `pre-rendered ${MARKETING_PAGES.length} marketing pages, pre-compressed ${compressed} files, in ${Math.round(performance.now() - started)} ms`,
);
