// Fails when the Drizzle schema and the SQL migrations disagree: drizzle-kit generates into a
// copy of the migrations folder, and any new migration it writes is a change nobody generated.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const migrations = path.join(server, 'src/db/migrations');
const copy = await mkdtemp(path.join(tmpdir(), 'orato-migrations-'));

try {
  await cp(migrations, copy, { recursive: true });
  const before = new Set(await readdir(copy));
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    // drizzle-kit reads `--out` relative to its working directory, even an absolute path
    [
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema.ts',
      '--out',
      path.relative(server, copy),
    ],
    { cwd: server, encoding: 'utf8' },
  );
  // it can print an error and still exit 0
  if (run.status !== 0 || /error/i.test(run.stderr)) {
    process.stderr.write(run.stdout + run.stderr);
    process.exit(1);
  }
  const added = (await readdir(copy)).filter((name) => !before.has(name));
  if (added.length > 0) {
    console.error(
      `The schema (apps/server/src/db/schema.ts) and the migrations disagree: drizzle-kit would write ${added.join(', ')}.\nRun \`npm run db:generate\` and commit the migration.`,
    );
    process.exit(1);
  }
} finally {
  await rm(copy, { recursive: true, force: true });
}
