// `npm run bench`: runs every bench/*.bench.ts in its own process; each prints its figures as JSON lines.
// `npm run bench -- api-load landing` runs only the benches whose file name contains one of the words.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const benches = readdirSync(path.join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

let failed = 0;
for (const file of benches) {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join('bench', file)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`bench ${file} failed`);
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
