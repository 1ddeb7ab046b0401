// `npm test`: format, lint and type checks; unit and integration tests (also on PostgreSQL when
// TEST_DATABASE_URL is set); the browser journeys when Chromium is installed. The three run side by
// side: each waits on databases, renders or pages much of the time, and two cores run them together
// in about half the time they take one after another. Each step's output is printed whole when it
// ends, then one closing line with the counts of every suite together.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'orato-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = performance.now();

/** Runs one step with its output in a file, printed whole when it ends; resolves to its exit code. */
function run(label, command, args, env = {}) {
  const log = path.join(reports, `${label.replaceAll(/\W+/g, '-')}.log`);
  const output = openSync(log, 'w');
  const stepStarted = performance.now();
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', output, output],
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => {
      closeSync(output);
      const seconds = Math.round((performance.now() - stepStarted) / 1000);
      console.log(`\n${code === 0 ? '✓' : '✗'} ${label} (${seconds} s)\n`);
      process.stdout.write(readFileSync(log, 'utf8'));
      resolve(code ?? 1);
    });
  });
}

/** A step's counts from its JSON report; a missing report (the runner crashed) counts as a failure. */
function counts(report, read) {
  if (!existsSync(report)) {
    return { passed: 0, failed: 1, skipped: 0 };
  }
  return read(JSON.parse(readFileSync(report, 'utf8')));
}

async function checks() {
  const code = await run('format, lint and types', process.execPath, ['scripts/check.mjs']);
  return { code, totals: { passed: 0, failed: 0, skipped: 0 } };
}

async function unitAndIntegration() {
  const report = path.join(reports, 'unit.json');
  const code = await run('unit and integration tests', 'npx', [
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
  return { code, totals };
}

// Playwright's JSON report: `expected` passed, `unexpected` failed, `flaky` passed on a retry
async function browserJourneys() {
  if (!existsSync(chromium)) {
    console.log(
      `skipped: no Chromium (looked for ${chromium}; set CHROMIUM_PATH) — browser journeys not run`,
    );
    return { code: 0, totals: { passed: 0, failed: 0, skipped: 0 } };
  }
  const report = path.join(reports, 'e2e.json');
  const code = await run(
    'browser journeys',
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
  return { code, totals };
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
const steps = {
  'format, lint and types': checks(),
  'unit and integration tests': unitAndIntegration(),
  'browser journeys': browserJourneys(),
};
const results = await Promise.all(Object.values(steps));

const failed = Object.keys(steps).filter((_, index) => results[index].code !== 0);
if (failed.length) {
  console.log(`\nFailed steps: ${failed.join(', ')}`);
}
const totals = results.reduce(
  (sum, { totals: step }) => ({
    passed: sum.passed + step.passed,
    failed: sum.failed + step.failed,
    skipped: sum.skipped + step.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped} in ${minutes} min`);
process.exit(failed.length ? 1 : 0);
