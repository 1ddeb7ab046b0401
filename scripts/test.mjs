// `npm test`: format, lint and type checks; unit and integration tests (also on PostgreSQL when
// TEST_DATABASE_URL is set); the browser journeys when Chromium is installed. The three run side by
// side: each waits on databases, renders or pages much of the time, and two cores run them together
// in about half the time they take one after another. Each step's output is printed whole when it
// ends, then one closing line with the counts of every suite together.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runStep } from './run-step.mjs';
import { buildWebIfStale } from './web-build.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'orato-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = performance.now();
const NONE = { passed: 0, failed: 0, skipped: 0 };

/** A step's counts from its JSON report; a missing report (the runner crashed) counts as a failure. */
function counts(report, read) {
  if (!existsSync(report)) {
    return { ...NONE, failed: 1 };
  }
  return read(JSON.parse(readFileSync(report, 'utf8')));
}

async function checks() {
  const label = 'format, lint and types';
  return {
    label,
    code: await runStep(label, process.execPath, ['scripts/check.mjs']),
    totals: NONE,
  };
}

async function unitAndIntegration() {
  const label = 'unit and integration tests';
  const report = path.join(reports, 'unit.json');
  const code = await runStep(label, 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const totals = counts(report, (summary) => ({
    passed: summary.numPassedTests,
    failed: summary.numFailedTests,
    skipped: summary.numPendingTests + summary.numTodoTests,
  }));
  return { label, code, totals };
}

// Playwright's JSON report: `expected` passed, `unexpected` failed, `flaky` passed on a retry
async function browserJourneys() {
  const label = 'browser journeys';
  if (!existsSync(chromium)) {
    console.log(
      `skipped: no Chromium (looked for ${chromium}; set CHROMIUM_PATH) — browser journeys not run`,
    );
    return { label, code: 0, totals: NONE };
  }
  const report = path.join(reports, 'e2e.json');
  const code = await runStep(
    label,
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    { E2E_JSON_REPORT: report },
  );
  const totals = counts(report, ({ stats }) => {
    if (stats.flaky) {
      console.log(`\n${stats.flaky} browser journeys passed only on a retry (flaky)`);
    }
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    };
  });
  return { label, code, totals };
}

console.log(
  process.env.TEST_DATABASE_URL
    ? `Integration suites run on PGlite and on PostgreSQL (${process.env.TEST_DATABASE_URL}).`
    : 'Integration suites run on PGlite only (set TEST_DATABASE_URL to add PostgreSQL).',
);
// the journeys serve the built web app; a build after a change takes seconds, before anything starts
if (existsSync(chromium)) {
  buildWebIfStale();
}
const results = await Promise.all([checks(), unitAndIntegration(), browserJourneys()]);

const failed = results.filter(({ code }) => code !== 0).map(({ label }) => label);
if (failed.length) {
  console.log(`\nFailed steps: ${failed.join(', ')}`);
}
const totals = results.reduce(
  (sum, { totals: step }) => ({
    passed: sum.passed + step.passed,
    failed: sum.failed + step.failed,
    skipped: sum.skipped + step.skipped,
  }),
  NONE,
);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped} in ${minutes} min`);
process.exit(failed.length ? 1 : 0);
