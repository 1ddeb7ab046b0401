// `npm test`: format, lint and type checks, then unit and integration tests (also on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys when Chromium is installed. Prints one closing
// line with the counts of every suite together.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'orato-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    failures.push(label);
  }
  return result.status === 0;
}

function vitest(label, args, reportName) {
  const report = path.join(reports, `${reportName}.json`);
  run(label, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
}

// Playwright's JSON report: `expected` passed, `unexpected` failed, `flaky` passed on a retry
function playwright(label, reportName) {
  const report = path.join(reports, `${reportName}.json`);
  run(label, 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    E2E_JSON_REPORT: report,
  });
  if (!existsSync(report)) {
    totals.failed += 1;
    return;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  if (stats.flaky) {
    console.log(`\n${stats.flaky} browser journeys passed only on a retry (flaky)`);
  }
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

// side by side, each with its cache in node_modules/.cache (the same steps as `npm run check`)
run('format, lint and types', 'node', ['scripts/check.mjs']);
console.log(
  process.env.TEST_DATABASE_URL
    ? `\nIntegration suites run on PGlite and on PostgreSQL (${process.env.TEST_DATABASE_URL}).`
    : '\nIntegration suites run on PGlite only (set TEST_DATABASE_URL to add PostgreSQL).',
);
vitest('unit and integration tests', [], 'unit');

if (existsSync(chromium)) {
  buildWebIfStale();
  playwright('browser journeys', 'e2e');
} else {
  console.log(
    `\nskipped: no Chromium (looked for ${chromium}; set CHROMIUM_PATH) — browser journeys not run`,
  );
}

if (failures.length) {
  console.log(`\nFailed steps: ${failures.join(', ')}`);
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failures.length ? 1 : 0);
