// Page weight and Lighthouse scores of the marketing site. Needs a web build (`npm run build`).
// Prints one JSON line for the landing page's weight and one per marketing route for Lighthouse.
// Budget (DESIGN.md §7, report only): initial JS ≤ 120 KB gzip, transfer before interaction ≤ 1 MB.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { MARKETING_ROUTES } from '@orato/shared';
import type { launch as launchChrome } from 'chrome-launcher';
import type lighthouseRun from 'lighthouse';
import { chromium } from 'playwright-core';

import { startServerProcess } from './support/server-process';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET = { initialJsGzipKb: 120, transferBeforeInteractionKb: 1024 };

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('no web build: run `npm run build` first');
  process.exit(1);
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** What the landing page loads before anyone scrolls or clicks (videos attach only when seen). */
async function measureLanding(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const results = [];
    for (const viewport of [
      { name: 'phone', width: 375, height: 812 },
      { name: 'desktop', width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const responses: Array<{ url: string; type: string; bytes: number; gzipBytes: number }> = [];
      const pending: Array<Promise<void>> = [];
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const body = (await response?.body().catch(() => null)) ?? Buffer.alloc(0);
            const type = request.resourceType();
            const compressible = ['script', 'stylesheet', 'document', 'fetch', 'xhr'].includes(
              type,
            );
            responses.push({
              url: request.url().replace(baseUrl, ''),
              type,
              bytes: sizes.responseBodySize + sizes.responseHeadersSize,
              gzipBytes: compressible ? gzipSync(body).length : body.length,
            });
          })(),
        );
      });
      const started = performance.now();
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      const loadMs = Math.round(performance.now() - started);
      await Promise.all(pending);
      const scripts = responses.filter((entry) => entry.type === 'script');
      const media = responses.filter((entry) => entry.type === 'media');
      results.push({
        viewport: viewport.name,
        requests: responses.length,
        initialJsRawKb: kb(scripts.reduce((sum, entry) => sum + entry.bytes, 0)),
        initialJsGzipKb: kb(scripts.reduce((sum, entry) => sum + entry.gzipBytes, 0)),
        transferKb: kb(responses.reduce((sum, entry) => sum + entry.bytes, 0)),
        transferGzipKb: kb(responses.reduce((sum, entry) => sum + entry.gzipBytes, 0)),
        mediaKb: kb(media.reduce((sum, entry) => sum + entry.bytes, 0)),
        networkIdleMs: loadMs,
        scripts: scripts.map((entry) => `${entry.url} ${kb(entry.gzipBytes)} KB gz`),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function runLighthouse(baseUrl: string) {
  let lighthouse: typeof lighthouseRun;
  let launch: typeof launchChrome;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch {
    console.log(
      JSON.stringify({
        bench: 'landing-lighthouse',
        note: 'lighthouse is not installed: npm install -D lighthouse -w @orato/bench',
      }),
    );
    return;
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const route of MARKETING_ROUTES) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => {
        const value = categories[id]?.score;
        return value == null ? null : Math.round(value * 100);
      };
      const audits = result?.lhr.audits ?? {};
      console.log(
        JSON.stringify({
          bench: 'landing-lighthouse',
          route,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        }),
      );
    }
  } catch (error) {
    console.log(
      JSON.stringify({
        bench: 'landing-lighthouse',
        note: `lighthouse could not run here: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
  } finally {
    chrome.kill();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'orato-bench-landing-'));
const server = await startServerProcess(
  { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  path.join(dataDir, 'server.log'),
);
const { baseUrl } = server;
try {
  for (const result of await measureLanding(baseUrl)) {
    console.log(
      JSON.stringify({
        bench: 'landing-weight',
        ...result,
        budget: BUDGET,
        withinBudget:
          result.initialJsGzipKb <= BUDGET.initialJsGzipKb &&
          result.transferKb <= BUDGET.transferBeforeInteractionKb,
        note: 'gzip figures are computed here; the server may send them uncompressed (transferKb)',
      }),
    );
  }
  await runLighthouse(baseUrl);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
