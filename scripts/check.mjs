// `npm run check`: the fast checks, without tests: format, lint, types, migration drift, import
// cycles (type-only ones too) and one owner per table, side by side. Each keeps
// a cache in node_modules/.cache, so a run after a small change re-checks only what changed.
import path from 'node:path';
import { runStep } from './run-step.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const cache = (name) => path.join(root, 'node_modules/.cache', name);

const steps = [
  [
    'format',
    bin('prettier'),
    // the cache lives where Prettier keeps it by default (node_modules/.cache/prettier)
    ['--check', '.', '--log-level', 'warn', '--cache'],
  ],
  [
    'lint',
    bin('eslint'),
    ['.', '--max-warnings', '0', '--cache', '--cache-location', `${cache('eslint')}/`],
  ],
  ['types', process.execPath, [path.join(root, 'scripts/typecheck.mjs')]],
  ['migrations', process.execPath, [path.join(root, 'scripts/migration-drift.mjs')]],
  ['import cycles', process.execPath, [path.join(root, 'scripts/import-cycles.mjs')]],
  ['table owners', process.execPath, [path.join(root, 'scripts/table-owners.mjs')]],
];

const results = await Promise.all(
  steps.map(([label, command, args]) => runStep(label, command, args)),
);
process.exit(results.every((code) => code === 0) ? 0 : 1);
