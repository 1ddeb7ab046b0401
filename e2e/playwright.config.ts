import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONTEXT_DEFAULTS } from './support/browser';

// `scripts/test.mjs` reads the counts from this file; without it the list reporter is enough
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.test.ts',
  // each worker has a server of its own (see the global setup); a file's journeys run in order.
  // The journeys mostly wait on pages and renders, so two share two cores well.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // a failed journey runs once more with a trace (actions, DOM snapshots, network); one that passes
  // then is reported as flaky by name. Recording every passing journey cost the browser and
  // Playwright some 7 % of their CPU.
  retries: 1,
  // pages settle at the speed of a loaded 2-core machine, not a laptop
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  // traces and screenshots of failed journeys (ignored by git: `test-results/`); inside the
  // checkout, as Playwright empties it at the start of a run and worktrees share one /tmp
  outputDir: 'test-results',
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...CONTEXT_DEFAULTS,
  },
});
