// Migrating a fresh embedded database (initdb in WASM, every migration, the queue's schema) costs
// seconds of CPU per database; a test run builds one migrated database, which suites open in memory
// and test servers start from a copy of.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import {
  PgBossJobQueue,
  type PgBossConnection,
} from '../apps/server/src/adapters/job-queue/pg-boss.job-queue';
import type { DatabaseHandle } from '../apps/server/src/db/database';
import {
  openPgliteDatabase,
  pgliteHandle,
  type PgliteDatabaseHandle,
} from '../apps/server/src/db/pglite.database';
import { JOB_PAYLOADS } from '../apps/server/src/jobs/job-catalogue';

const quietLogger = { error: () => undefined };

/** What the server does to a new database before it serves: migrate, install the queue. */
export async function prepareDatabase(
  database: DatabaseHandle,
  connection: PgBossConnection,
): Promise<void> {
  await database.migrate();
  const queue = new PgBossJobQueue(connection, quietLogger, { payloads: JOB_PAYLOADS });
  await queue.start();
  await queue.stop(1000);
}

/** A migrated PGlite data folder; copy it (closed) to `<DATA_DIR>/db` to start from it. */
export async function buildPgliteTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'orato-pglite-template-'));
  const dir = path.join(root, 'db');
  const database = await openPgliteDatabase(dir);
  try {
    await prepareDatabase(database, { driver: 'pglite', client: database.client });
  } finally {
    // the queue's stop closed the shared client already; closing again only releases the lock
    await database.close().catch(() => undefined);
  }
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * The template folder as one tar file beside it (removed with it), for databases opened in memory
 * (`openPgliteSnapshot`).
 */
export async function writePgliteSnapshot(template: string): Promise<string> {
  const client = await PGlite.create(template);
  try {
    const file = `${template}.tar`;
    await writeFile(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

/**
 * PGlite's start parameters with a 16 MB buffer pool instead of initdb's 128 MB: PostgreSQL zeroes
 * the pool as it starts, and a worker holds several databases. A suite's database is a few MB.
 */
const SNAPSHOT_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The snapshot this worker read last (a run has one; a worker runs many suites). */
let loaded: { file: string; blob: Promise<Blob> } | undefined;

/**
 * A database in memory, started from the run's snapshot. For suites that never reopen their
 * database: on a folder, every page PostgreSQL reads, writes or sizes up is a file system call
 * (Emscripten's NODEFS answers each `lseek` with an `fstat`), and each suite copied the folder.
 * The server suites on PGlite took 275 CPU-seconds on folders, 211 in memory.
 */
export async function openPgliteSnapshot(file: string): Promise<PgliteDatabaseHandle> {
  if (loaded?.file !== file) {
    loaded = { file, blob: readFile(file).then((bytes) => new Blob([bytes])) };
  }
  const client = await PGlite.create({
    dataDir: 'memory://',
    loadDataDir: await loaded.blob,
    startParams: SNAPSHOT_START_PARAMS,
  });
  return pgliteHandle(client, async () => undefined);
}

/** Copies the template to `databaseDir` unless that folder exists (a database already there). */
export async function seedPgliteFolder(template: string, databaseDir: string): Promise<void> {
  if (!existsSync(databaseDir)) {
    await copyFolder(template, databaseDir);
  }
}

const execFileAsync = promisify(execFile);

/**
 * GNU cp writes only the data blocks (the template's 16 MB WAL segment is mostly zeros): some 0.1 s
 * of CPU a copy, where Node's `fs.cp` takes over a second.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  if (process.platform === 'linux') {
    await mkdir(path.dirname(to), { recursive: true });
    await execFileAsync('cp', ['-a', '--sparse=always', from, to]);
    return;
  }
  await cp(from, to, { recursive: true });
}
