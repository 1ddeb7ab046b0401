// Type-checks every workspace with its own tsconfig (the web has DOM types, the server has Node's).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = [
  'packages/shared',
  'packages/media',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'test-support',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`type errors in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
