// Issue #10 at scale: 2 API and 2 worker processes, as separate OS processes, on one PostgreSQL
// database and one S3-compatible bucket (s3rver). 18 mixed generations go in through the HTTP API,
// one worker is killed with SIGKILL while renders run, and every generation must still finish
// exactly once, with exact credits and exactly the files it should have (catalogue T38, T40, T50).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { avatarHoldCredits } from '@orato/shared';
import { sql, type SQL } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createContainer, type Container } from '../../src/container';
import {
  creditBalances,
  creditLedger,
  generations,
  libraryItems,
  uploads,
} from '../../src/db/schema';
import { CREATOR_THUMBNAILS_PREFIX } from '../../src/modules/avatar/avatar-video.service';
import { multipartBody } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { silentLogger } from '../helpers/test-container';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/test-database';
import { createUser } from '../helpers/users';
import { freePort } from '../../../../test-support/server-process';
import { ServerProcess, watchChildren } from './server-processes';

const SITE = 'http://localhost:3000';
const BUCKET = 'orato-scale';
const GRANTED = 1500;
// six of each kind: enough to keep both workers' four render slots full past the kill (30 cost a
// fifth more CPU, 62 CPU-seconds against 50, and checked nothing 18 do not)
const GENERATIONS = 18;
const PER_KIND = GENERATIONS / 3;
// short scripts: each local render takes a second or two on a small machine
const SCRIPTS = [
  'Welcome to our bakery. Every loaf is shaped by hand before sunrise, and the ovens stay warm all day long.',
  'Three quick tips for a calmer morning: put the phone away, drink a glass of water, and plan one thing only.',
  'Our new bike lanes open on Monday. They run along the river and connect the station with the old market.',
  'Thank you for joining the workshop. Today we will build a small garden box from recycled wood together.',
];

interface Api {
  label: string;
  url: string;
  process: ServerProcess;
}

interface Person {
  userId: string;
  email: string;
  cookie: string;
}

async function post(api: Api, person: Person, url: string, body: object) {
  const response = await fetch(`${api.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, cookie: person.cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function startS3() {
  const directory = await mkdtemp(path.join(tmpdir(), 'orato-scale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function listBucket(endpoint: string): Promise<string[]> {
  // s3rver checks SigV4 signatures against its fixed default credentials
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys.sort();
}

/** Rows of a raw query (the job queue's tables are not in our schema). */
async function queryRows<T>(container: Container, query: SQL): Promise<T[]> {
  const result = (await container.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  '2 API and 2 worker processes on PostgreSQL and S3-compatible storage',
  () => {
    let workDir: string;
    let s3: Awaited<ReturnType<typeof startS3>>;
    let database: ScratchDatabase;
    let container: Container;
    let apis: Api[] = [];
    let workers: ServerProcess[] = [];
    let bootMs = 0;
    let children: ReturnType<typeof watchChildren> | undefined;

    beforeAll(async () => {
      const started = Date.now();
      workDir = await mkdtemp(path.join(tmpdir(), 'orato-scale-'));
      s3 = await startS3();
      database = await createScratchDatabase();
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PUBLIC_SITE_URL: SITE,
        APP_SECRET: 'one secret shared by every process of the test',
        DATABASE_URL: database.url,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        WEB_DIST_DIR: path.join(workDir, 'no-web-build'),
        // notice a dead worker within seconds rather than the production half minute
        JOB_HEARTBEAT_SECONDS: '10',
        JOB_SUPERVISE_SECONDS: '2',
        // renders write their temporary files here, not in the runner's folder
        TMPDIR: workDir,
      };
      const ports = [await freePort(), await freePort()];
      apis = ports.map((port, index) => {
        const label = `api-${index + 1}`;
        const server = new ServerProcess(label, {
          ...env,
          ROLE: 'api',
          PORT: String(port),
          DATA_DIR: path.join(workDir, label),
        });
        return { label, url: `http://127.0.0.1:${port}`, process: server };
      });
      workers = [1, 2].map(
        (index) =>
          new ServerProcess(`worker-${index}`, {
            ...env,
            ROLE: 'worker',
            DATA_DIR: path.join(workDir, `worker-${index}`),
          }),
      );
      await Promise.all([
        ...apis.map((api) => api.process.waitForHealth(`${api.url}/api/health`, 90_000)),
        ...workers.map((worker) => worker.waitForOutput('Orato worker is running', 90_000)),
      ]);
      bootMs = Date.now() - started;
      // the test's own handle on the same database and bucket, for setup and for the checks
      container = await createContainer(
        loadConfig({ ...env, LOG_LEVEL: 'silent', DATA_DIR: path.join(workDir, 'test') }),
        silentLogger,
      );
    }, 120_000);

    afterAll(async () => {
      children?.stop();
      await Promise.all([...apis.map((api) => api.process), ...workers].map((p) => p.killTree()));
      await container?.close();
      await s3?.stop();
      await database?.drop();
      await rm(workDir, { recursive: true, force: true });
    }, 60_000);

    async function signedInPerson(email: string): Promise<Person> {
      const user = await createUser(container, email);
      await container.services.credits.grant(user.id, GRANTED, `scale-${user.id}`, 'test credits');
      const token = await container.services.sessions.start(user.id);
      return { userId: user.id, email, cookie: `orato_session=${token}` };
    }

    async function upload(api: Api, person: Person): Promise<string> {
      const { payload, headers } = multipartBody({}, [
        {
          filename: 'photo.png',
          contentType: 'image/png',
          data: await solidPng({ r: 200, g: 120, b: 40 }, 64, 48),
        },
      ]);
      const response = await fetch(`${api.url}/api/upload`, {
        method: 'POST',
        headers: { ...headers, origin: SITE, cookie: person.cookie },
        body: payload,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { uploaded_files: string[] }).uploaded_files[0]!;
    }

    /** Jobs a worker holds whose generation it has started to render. */
    async function jobsRendering() {
      return queryRows<{ id: string; generationId: string }>(
        container,
        sql`select job.id::text, job.data->>'generationId' as "generationId"
            from pgboss.job job join generations on generations.id = (job.data->>'generationId')::uuid
            where job.name = 'generation.run' and job.state = 'active' and generations.state = 'PROCESSING'`,
      );
    }

    it('finishes 18 generations exactly once, with exact credits and files, after a kill -9', async () => {
      const failureContext = () =>
        [...apis.map((api) => api.process), ...workers].map((p) => p.tail(15)).join('\n');
      const [api1, api2] = apis as [Api, Api];
      const people = await Promise.all(
        ['ada', 'ben', 'cy'].map((name) => signedInPerson(`${name}@scale.example`)),
      );
      const creators = Object.keys(
        (
          (await (await fetch(`${api1.url}/api/list-creators`)).json()) as {
            thumbnails: Record<string, unknown>;
          }
        ).thumbnails,
      );
      const uploaded = await Promise.all(
        people.map((person, index) => upload(index % 2 ? api2 : api1, person)),
      );

      children = watchChildren({
        'api-1': api1.process.pid,
        'api-2': api2.process.pid,
        'worker-1': workers[0]!.pid,
        'worker-2': workers[1]!.pid,
      });
      const submittedAt = Date.now();
      // mixed work in through both API processes, the way a load balancer spreads it
      const requests = Array.from({ length: GENERATIONS }, (_, index) => {
        const api = index % 2 ? api2 : api1;
        const owner = Math.floor(index / 3) % people.length;
        const person = people[owner]!;
        const n = Math.floor(index / 3);
        switch (index % 3) {
          case 0:
            return post(api, person, '/api/ai-creator', {
              creatorName: creators[n % creators.length],
              script: SCRIPTS[n % SCRIPTS.length],
              topic: `Scale test ${index}`,
            });
          case 1:
            return post(api, person, '/api/generate-veo-video', {
              prompt: `A paper boat sailing across a calm lake at dawn, take ${index}`,
            });
          default:
            return post(api, person, '/api/google-nano-banana', {
              prompt: `A watercolour fox in a snowy forest, number ${index}`,
              image_urls: n % 2 ? [uploaded[owner]] : [],
            });
        }
      });
      const answered = Promise.all(requests);
      // a failure below must not leave these to reject unheard when the processes are stopped
      answered.catch(() => undefined);

      // kill when 3 renders run at once: a worker takes at most 2, so the victim surely has one
      const victim = workers[0]!;
      const atKill = await waitFor(
        'for 3 renders to run at once',
        async () => {
          const active = await jobsRendering();
          return active.length >= 3 ? active : undefined;
        },
        60_000,
        20,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${failureContext()}`);
      });
      await victim.killTree();
      const killedAt = Date.now();

      const responses = await answered;
      const ids = await waitFor(
        'for every generation to end',
        async () => {
          const rows = await container.database.db.select().from(generations);
          const ended = rows.filter((row) => row.state === 'COMPLETE' || row.state === 'FAILED');
          return rows.length === GENERATIONS && ended.length === GENERATIONS
            ? rows.map((row) => row.id)
            : undefined;
        },
        120_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${failureContext()}`);
      });
      const endedAt = Date.now();
      const childCommands = children.stop();

      // every request was accepted, and every generation finished (none failed)
      expect(responses.map((response) => response.status)).toEqual(Array(GENERATIONS).fill(200));
      const rows = await container.database.db.select().from(generations);
      expect(rows.map((row) => row.state)).toEqual(Array(GENERATIONS).fill('COMPLETE'));
      expect(
        rows.reduce<Record<string, number>>(
          (counts, row) => ({ ...counts, [row.feature]: (counts[row.feature] ?? 0) + 1 }),
          {},
        ),
      ).toEqual({ 'ai-avatar': PER_KIND, 'veo3-videos': PER_KIND, 'nano-banana': PER_KIND });

      // the API answers with the finished media, from either process
      for (const [index, response] of responses.entries()) {
        const api = index % 2 ? api1 : api2;
        const person = people[Math.floor(index / 3) % people.length]!;
        if (index % 3 === 0) {
          const status = await post(api, person, '/api/poll-creator', {
            operationId: response.body.operationId,
          });
          expect(status.body).toMatchObject({ state: 'COMPLETE', progress: 100 });
        } else if (index % 3 === 1) {
          const status = await post(api, person, '/api/get-video-status', {
            operation_name: response.body.operation_name,
          });
          expect(status.body).toMatchObject({ state: 'COMPLETE', progress: 100 });
        } else {
          expect(response.body.image_url).toEqual(expect.any(String));
        }
      }

      // exactly once: one job per generation, completed; the killed worker's jobs were retried
      const jobs = await queryRows<{
        id: string;
        state: string;
        retryCount: number;
        generationId: string;
      }>(
        container,
        sql`select id::text, state::text, retry_count as "retryCount", data->>'generationId' as "generationId" from pgboss.job where name = 'generation.run'`,
      );
      expect(jobs.map((job) => job.generationId).sort()).toEqual([...ids].sort());
      expect(jobs.every((job) => job.state === 'completed')).toBe(true);
      // the victim held 1 or 2 jobs when it died (its own, none of the other worker's)
      const retried = jobs.filter((job) => job.retryCount > 0);
      expect(retried.length).toBeGreaterThanOrEqual(1);
      expect(retried.length).toBeLessThanOrEqual(2);
      expect(retried.every((job) => job.retryCount === 1)).toBe(true);

      // one library entry per generation
      const library = await container.database.db.select().from(libraryItems);
      expect(library.map((item) => item.generationId).sort()).toEqual([...ids].sort());

      // credits: one hold and one capture per generation, the unused rest released once
      const ledger = await container.database.db.select().from(creditLedger);
      for (const row of rows) {
        const entries = ledger.filter((entry) => entry.reference === row.id);
        const charged = row.chargedCredits!;
        expect(charged).toBeGreaterThan(0);
        expect(charged).toBeLessThanOrEqual(row.holdCredits);
        const expected = [
          { kind: 'hold', amount: row.holdCredits },
          { kind: 'capture', amount: charged },
          ...(charged < row.holdCredits
            ? [{ kind: 'release', amount: row.holdCredits - charged }]
            : []),
        ];
        expect(
          entries
            .map(({ kind, amount }) => ({ kind, amount }))
            .sort((a, b) => a.kind.localeCompare(b.kind)),
        ).toEqual(expected.sort((a, b) => a.kind.localeCompare(b.kind)));
      }
      const avatarRows = rows.filter((row) => row.feature === 'ai-avatar');
      expect(avatarRows.map((row) => row.holdCredits).sort()).toEqual(
        avatarRows.map((row) => avatarHoldCredits(String(row.input.script))).sort(),
      );
      const balances = await container.database.db.select().from(creditBalances);
      for (const person of people) {
        const spent = rows
          .filter((row) => row.userId === person.userId)
          .reduce((sum, row) => sum + row.chargedCredits!, 0);
        const balance = balances.find((entry) => entry.userId === person.userId)!;
        expect(balance).toMatchObject({ available: GRANTED - spent, held: 0 });
        const deltas = ledger
          .filter((entry) => entry.userId === person.userId)
          .reduce((sum, entry) => sum + entry.delta, 0);
        expect(deltas).toBe(GRANTED - spent);
      }

      // files: everything referenced is in the bucket, and nothing else is (catalogue aside)
      const referenced = new Set<string>();
      for (const item of library) {
        referenced.add(item.mediaKey);
        if (item.thumbnailKey) {
          referenced.add(item.thumbnailKey);
        }
      }
      for (const row of rows) {
        if (row.captionsKey) {
          referenced.add(row.captionsKey);
        }
      }
      for (const upload of await container.database.db.select().from(uploads)) {
        referenced.add(upload.key);
      }
      // a media file each, a poster for each video, captions for each avatar video, the uploads
      expect(referenced.size).toBe(GENERATIONS + 2 * PER_KIND + PER_KIND + people.length);
      const stored = await listBucket(s3.endpoint);
      const userFiles = stored.filter((key) => !key.startsWith(CREATOR_THUMBNAILS_PREFIX));
      expect(userFiles).toEqual([...referenced].sort());
      expect(stored.length - userFiles.length).toBe(creators.length);

      // the API processes never rendered: they started no ffmpeg (nor anything but the esbuild
      // service of the TypeScript loader); the workers did
      const startedBy = (label: string) =>
        childCommands[label]!.filter((command) => command !== 'esbuild');
      expect(startedBy('api-1')).toEqual([]);
      expect(startedBy('api-2')).toEqual([]);
      expect([...childCommands['worker-1']!, ...childCommands['worker-2']!]).toContain('ffmpeg');

      const retriedIds = new Set(retried.map((job) => job.generationId));
      const recoveredAt = Math.max(
        ...rows.filter((row) => retriedIds.has(row.id)).map((row) => row.completedAt!.getTime()),
      );
      console.log(
        JSON.stringify({
          test: 'multi-process',
          processes: { api: 2, worker: 2 },
          generations: GENERATIONS,
          bootMs,
          killedAfterMs: killedAt - submittedAt,
          runningAtKill: atKill.length,
          retriedJobs: retried.length,
          recoveryMs: recoveredAt - killedAt,
          allDoneMs: endedAt - submittedAt,
        }),
      );
    }, 240_000);
  },
);
