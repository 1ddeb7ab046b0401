// `npm test`: format, lint and type checks; unit and integration tests (also on PostgreSQL when
// TEST_DATABASE_URL is set); the browser journeys when Chromium is installed. The three run side by
// side: each waits on databases, renders or pages much of the time, and two cores run them together
// in about half the time they take one after another. Each step's output is printed whole when it
// ends, then one closing line with the counts of every suite together.
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { referenceSeconds } from './machine-reference.mjs';
import { runStep } from './run-step.mjs';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { buildWebIfStale } from './web-build.mjs';

/**
 * The steps' scratch files (embedded databases, renders, uploads, browser profiles) in memory when
 * the machine has a tmpfs at /dev/shm and no TMPDIR is set: on a disk, the file system's own work
 * (journal, block allocation, a copied 40 MB database folder per suite) was a fifth of the
 * integration suites' CPU.
 */
function scratchRoot() {
  if (process.env.TMPDIR || process.platform !== 'linux') {
    return undefined;
  }
  try {
    accessSync('/dev/shm', constants.W_OK);
  } catch {
    return undefined;
  }
  return mkdtempSync('/dev/shm/orato-test-');
}

const scratch = scratchRoot();
if (scratch) {
  process.env.TMPDIR = scratch;
}
const reports = mkdtempSync(path.join(tmpdir(), 'orato-test-'));
const NICE = '/usr/bin/nice';
const started = performance.now();
const reference = referenceSeconds();
const NONE = { passed: 0, failed: 0, skipped: 0 };

/** A step's counts from its JSON report; a missing report (the runner crashed) counts as a failure. */
function counts(report, read) {
  if (!existsSync(report)) {
    return { ...NONE, failed: 1 };
  }
  return read(JSON.parse(readFileSync(report, 'utf8')));
}

/**
 * CPU-seconds of every step's processes, which the steps wait on as they end (Linux: the children
 * fields of /proc/self/stat); a PostgreSQL server's own processes are not among them.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, the 16th and 17th fields, in clock ticks (100 a second on Linux)
    return Math.round((Number(fields[13]) + Number(fields[14])) / 100).toLocaleString('en-US');
  } catch {
    return '?';
  }
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
  const vitest = [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  // the suites' workers yield the cores to the checks and the browser, whose pages wait on nothing
  // but CPU, and fill what those leave idle: 8.2 min instead of 9.1 on a 2-core machine, with some
  // 70 CPU-seconds less spent by processes crowding each other
  const code = existsSync(NICE)
    ? await runStep(label, NICE, ['-n', '10', 'npx', ...vitest])
    : await runStep(label, 'npx', vitest);
  const totals = counts(report, (summary) => ({
    passed: summary.numPassedTests,
    failed: summary.numFailedTests,
    skipped: summary.numPendingTests + summary.numTodoTests,
  }));
  return { label, code, totals };
}

/** The titles of the journeys whose first try failed and whose traced retry passed. */
function flakyTitles(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some(({ status }) => status === 'flaky'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyTitles(suite.suites),
  ]);
}

// Playwright's JSON report: `expected` passed, `unexpected` failed, `flaky` failed, then passed on
// its traced retry. A flaky journey does not fail the run (a loaded machine misses a moment now and
// then), but it is named at the end, with the trace of its failed try kept, to be fixed.
async function browserJourneys() {
  const label = 'browser journeys';
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(
      `skipped: no Chromium (looked for ${CHROMIUM_PATH}; set CHROMIUM_PATH) — browser journeys not run`,
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
  const totals = counts(report, ({ stats, suites }) => ({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: flakyTitles(suites),
  }));
  return { label, code, totals };
}

console.log(
  process.env.TEST_DATABASE_URL
    ? `Integration suites run on PostgreSQL (${process.env.TEST_DATABASE_URL}), those whose subject is SQL on PGlite too.`
    : 'Integration suites run on PGlite only (set TEST_DATABASE_URL to add PostgreSQL).',
);
// the journeys serve the built web app; a build after a change takes seconds, before anything starts
if (existsSync(CHROMIUM_PATH)) {
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
const flaky = results.flatMap(({ totals: step }) => step.flaky ?? []);
if (flaky.length) {
  console.log(`\nFlaky (failed, then passed on a retry; traces in e2e/test-results):`);
  flaky.forEach((title) => console.log(`  ${title}`));
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
const flakyCount = flaky.length ? `, ${flaky.length} flaky` : '';
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const after = referenceSeconds();
const pair = (key) => `${reference[key].toFixed(2)} and ${after[key].toFixed(2)} s`;
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${skipped}${flakyCount} in ${minutes} min` +
    ` (${childCpuSeconds()} CPU-seconds; this machine's reference work before and after:` +
    ` compute ${pair('compute')}, fresh memory ${pair('freshMemory')})`,
);
if (scratch) {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed.length ? 1 : 0);
