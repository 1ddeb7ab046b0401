// Load on the API (issue #10, T50): autocannon against a real server on loopback with a seeded
// database (1,000 users, 50 library entries each), on PGlite and, when one answers, on PostgreSQL;
// then 200 concurrent VEO submits against a balance that fits 100 (their line carries the landing
// page measured just before them, and the server's CPU per submit). One JSON line per measurement.
// The landing page `/` is the machine's own reference (a route that reads nothing): it is measured
// in turns with each read, and each read prints its ratio to it, in throughput and in server CPU
// per request (which a shared machine's load moves far less). Goals (issue #38): on
// PostgreSQL each read ≥ 0.5 × the landing page's req/s with p99 ≤ 50 ms; on PGlite p99 ≤ 150 ms,
// no request over 1 s and no timeouts; no errors and memory flat (RSS ≤ 800 MB) on both; submits
// exactly 100 accepted, p99 ≤ 250 ms.
// Knobs: BENCH_LOAD_SECONDS (20), BENCH_LOAD_WARMUP_SECONDS (3), BENCH_LOAD_CONNECTIONS (100),
// BENCH_LOAD_USERS (1000), BENCH_LOAD_DATABASES (pglite,postgres), BENCH_LOAD_ENDPOINTS (all;
// `none` with BENCH_LOAD_METRICS=0 measures only the submits),
// BENCH_DATABASE_URL or TEST_DATABASE_URL (the PostgreSQL server), BENCH_SERVER_NODE_OPTIONS,
// BENCH_LOAD_METRICS (0 skips the read's cost with METRICS_TOKEN against without),
// BENCH_LOAD_CHECKOUT (another copy of the repository, e.g. main's, to run the server from: a
// before/after comparison on the same seeded data; the web build stays this one's).
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CREDIT_COSTS } from '@orato/shared';
import type { DatabaseConfig } from '../apps/server/src/config';
import { startEndlessVeo } from './support/endless-veo';
import { seedLoadDatabase, type Seeded } from './support/load-seed';
import { startServerProcess, type ServerProcess } from './support/server-process';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 1000);
const ENTRIES_PER_USER = 50;
const READER_CREDITS = 100;
const SUBMITS = 200;
const SUBMITS_THAT_FIT = 100;
/** The landing page measured just before the submit burst, as the machine's reference there. */
const LANDING_REFERENCE_SECONDS = 2;
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_LOAD_DATABASES ?? 'pglite,postgres').split(',');
const ONLY = process.env.BENCH_LOAD_ENDPOINTS?.split(',');
// BENCH_LOAD_METRICS=0 skips the comparison with and without METRICS_TOKEN
const METRICS_COST = process.env.BENCH_LOAD_METRICS !== '0';
const CHECKOUT = process.env.BENCH_LOAD_CHECKOUT;
const GOAL = {
  postgres: { ratioToLanding: 0.5, latencyP99Ms: 50 },
  pglite: { latencyP99Ms: 150, latencyMaxMs: 1000 },
  rssMb: 800,
  submitP99Ms: 250,
};
const COOKIE = 'orato_session';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  signedIn: boolean;
}

const LANDING: Endpoint = { name: '/', method: 'GET', path: '/', signedIn: false };

const ENDPOINTS: Endpoint[] = [
  {
    name: 'get-user',
    method: 'POST',
    path: '/api/get-user',
    body: {},
    signedIn: true,
  },
  {
    name: 'get-videos',
    method: 'POST',
    path: '/api/get-videos',
    body: { feature: 'ai-avatar' },
    signedIn: true,
  },
  {
    name: 'get-images',
    method: 'POST',
    path: '/api/get-images',
    body: {},
    signedIn: true,
  },
];

const print = (line: object) => console.log(JSON.stringify(line));
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** Nearest-rank percentile of milliseconds, to 0.1 ms. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

async function runAutocannon(
  server: ServerProcess,
  endpoint: Endpoint,
  tokens: string[],
  seconds: number,
) {
  let next = 0;
  const headers: Record<string, string> = endpoint.signedIn
    ? { 'content-type': 'application/json', origin: server.baseUrl }
    : { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const result = await autocannon({
    url: server.baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        headers,
        ...(endpoint.body && { body: JSON.stringify(endpoint.body) }),
        // each request as the next seeded person, so session lookups spread over 1,000 users
        ...(endpoint.signedIn && {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: `${COOKIE}=${tokens[next++ % tokens.length]}` },
          }),
        }),
      },
    ],
  });
  return result;
}

interface Measured {
  requests: number;
  seconds: number;
  cpuSeconds: number;
  p50: number[];
  p99: number[];
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const nothingMeasured = (): Measured => ({
  requests: 0,
  seconds: 0,
  cpuSeconds: 0,
  p50: [],
  p99: [],
  max: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

/** One autocannon run added to `into`, with the server's CPU seconds over it. */
async function measureInto(
  into: Measured,
  server: ServerProcess,
  endpoint: Endpoint,
  tokens: string[],
  seconds: number,
): Promise<void> {
  const cpuBefore = await server.cpuSeconds();
  const result = await runAutocannon(server, endpoint, tokens, seconds);
  into.cpuSeconds += (await server.cpuSeconds()) - cpuBefore;
  into.requests += result.requests.total;
  into.seconds += seconds;
  into.p50.push(result.latency.p50);
  into.p99.push(result.latency.p99);
  into.max = Math.max(into.max, result.latency.max);
  into.non2xx += result.non2xx;
  into.errors += result.errors;
  into.timeouts += result.timeouts;
}

/**
 * Throughput, and the server's CPU milliseconds per answered request: on a machine shared with
 * other work the throughput follows the load, while the CPU a request costs does not. Latency
 * percentiles of several runs are their worst.
 */
function summarize(measured: Measured) {
  return {
    requests: measured.requests,
    requestsPerSecond: Math.round(measured.requests / Math.max(1, measured.seconds)),
    cpuMsPerRequest:
      Math.round((measured.cpuSeconds * 1000 * 100) / Math.max(1, measured.requests)) / 100,
    latencyP50Ms: Math.max(...measured.p50),
    latencyP99Ms: Math.max(...measured.p99),
    latencyMaxMs: measured.max,
  };
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/**
 * One read, with the landing page measured in turns with it (landing, read, read, landing, half
 * the time each): the reference sees the same machine load as the read it judges.
 */
async function measureEndpoint(
  server: ServerProcess,
  endpoint: Endpoint,
  seeded: Seeded,
  database: 'pglite' | 'postgres',
): Promise<void> {
  const tokens = seeded.readerTokens;
  if (WARMUP_SECONDS > 0) {
    await runAutocannon(server, endpoint, tokens, WARMUP_SECONDS);
  }
  const rss: number[] = [];
  const sample = async () => {
    const value = await server.rssMb();
    if (value !== null) {
      rss.push(value);
    }
  };
  await sample();
  // a sample the server does not answer leaves a gap in the figures, not a failed run
  const sampler = setInterval(() => {
    sample().catch(() => undefined);
  }, 1000);
  const read = nothingMeasured();
  const landing = nothingMeasured();
  const half = Math.max(1, SECONDS / 2);
  for (const [target, into] of [
    [LANDING, landing],
    [endpoint, read],
    [endpoint, read],
    [LANDING, landing],
  ] as const) {
    await measureInto(into, server, target, tokens, half);
  }
  clearInterval(sampler);
  await sample();
  const figures = summarize(read);
  const reference = summarize(landing);
  const rssMax = rss.length ? Math.max(...rss) : null;
  const clean = read.errors + read.timeouts + read.non2xx === 0;
  const meetsGoal =
    database === 'postgres'
      ? figures.requestsPerSecond >= GOAL.postgres.ratioToLanding * reference.requestsPerSecond &&
        figures.latencyP99Ms <= GOAL.postgres.latencyP99Ms
      : figures.latencyP99Ms <= GOAL.pglite.latencyP99Ms &&
        figures.latencyMaxMs <= GOAL.pglite.latencyMaxMs;
  print({
    bench: 'api-load',
    database,
    endpoint: endpoint.name,
    connections: CONNECTIONS,
    durationS: read.seconds,
    ...figures,
    non2xx: read.non2xx,
    errors: read.errors,
    timeouts: read.timeouts,
    landing: { ...reference, non2xx: landing.non2xx },
    ratioToLanding: ratio(figures.requestsPerSecond, reference.requestsPerSecond),
    cpuRatioToLanding: ratio(reference.cpuMsPerRequest, figures.cpuMsPerRequest),
    rssMb: {
      start: rss[0] ?? null,
      middle: rss[Math.floor(rss.length / 2)] ?? null,
      end: rss.at(-1) ?? null,
      max: rssMax,
    },
    loadAverage: loadAverage(),
    goal: {
      ...(database === 'postgres' ? GOAL.postgres : GOAL.pglite),
      errors: 0,
      rssMb: GOAL.rssMb,
    },
    meetsGoal: meetsGoal && clean && (rssMax === null || rssMax <= GOAL.rssMb),
  });
}

/** One POST from its own loopback address: 200 clients, so the per-client rate limit stays out of it. */
function submitOnce(server: ServerProcess, token: string, index: number) {
  const body = JSON.stringify({ prompt: 'a calm lake at dawn, mist rising over the water' });
  const address = 2 + index;
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const started = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/generate-veo-video',
        localAddress: `127.0.${Math.floor(address / 256)}.${address % 256}`,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: server.baseUrl,
          cookie: `${COOKIE}=${token}`,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.once('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

async function postJson(server: ServerProcess, token: string, url: string, body: object) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      cookie: `${COOKIE}=${token}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  }
  return response.json() as Promise<Record<string, unknown>>;
}

async function measureSubmits(
  server: ServerProcess,
  seeded: Seeded,
  database: string,
  databaseUrl: string | undefined,
) {
  // the machine's state just before the burst: the landing page's figures and the server's CPU
  const landing = nothingMeasured();
  await measureInto(landing, server, LANDING, seeded.readerTokens, LANDING_REFERENCE_SECONDS);
  const cpuBefore = await server.cpuSeconds();
  const results = await Promise.all(
    Array.from({ length: SUBMITS }, (_, index) => submitOnce(server, seeded.submitterToken, index)),
  );
  const cpuSeconds = (await server.cpuSeconds()) - cpuBefore;
  const accepted = results.filter((result) => result.status === 200).length;
  const refusedForCredits = results.filter((result) => result.status === 402).length;
  const user = await postJson(server, seeded.submitterToken, '/api/get-user', {});
  const books = databaseUrl ? await heldCredits(databaseUrl) : undefined;
  const latencies = results.map((result) => result.ms);
  const p99 = percentile(latencies, 99);
  print({
    bench: 'api-load-submits',
    database,
    endpoint: 'generate-veo-video',
    concurrent: SUBMITS,
    creditsEach: CREDIT_COSTS.veoVideo,
    startingBalance: SUBMITS_THAT_FIT * CREDIT_COSTS.veoVideo,
    accepted,
    refusedForCredits,
    otherStatuses: results
      .filter((result) => result.status !== 200 && result.status !== 402)
      .map((result) => result.status),
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: p99,
    latencyMaxMs: percentile(latencies, 100),
    serverCpuMsPerSubmit: Math.round((cpuSeconds * 1000 * 100) / SUBMITS) / 100,
    balanceAfter: user.credits,
    ...(books && { heldAfter: books.held, generationsAfter: books.generations }),
    goal: { accepted: SUBMITS_THAT_FIT, balanceAfter: 0, latencyP99Ms: GOAL.submitP99Ms },
    meetsGoal: accepted === SUBMITS_THAT_FIT && user.credits === 0 && p99 <= GOAL.submitP99Ms,
    landing: summarize(landing),
    loadAverage: loadAverage(),
  });
}

async function heldCredits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ held: number; generations: number }>(
      `select (select held from credit_balances b join users u on u.id = b.user_id
               where u.email = 'load-submitter@example.com') as held,
              (select count(*)::int from generations) as generations`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** A sanity check before timing anything: the reads answer what was seeded. */
async function checkReads(server: ServerProcess, seeded: Seeded) {
  const token = seeded.readerTokens[0]!;
  const user = await postJson(server, token, '/api/get-user', {});
  const videos = (await postJson(server, token, '/api/get-videos', { feature: 'ai-avatar' })) as {
    videos: Record<string, unknown[]>;
  };
  const images = (await postJson(server, token, '/api/get-images', {})) as {
    images: Record<string, unknown[]>;
  };
  const counts = {
    credits: user.credits,
    avatarVideos: videos.videos['ai-avatar']?.length,
    images: images.images['nano-banana']?.length,
  };
  const expected = {
    credits: READER_CREDITS,
    avatarVideos: seeded.perUser.avatarVideos,
    images: seeded.perUser.images,
  };
  if (JSON.stringify(counts) !== JSON.stringify(expected)) {
    throw new Error(
      `seeded reads answer ${JSON.stringify(counts)}, not ${JSON.stringify(expected)}`,
    );
  }
  const landing = await fetch(`${server.baseUrl}/`);
  if (landing.status !== 200) {
    // a 404 page is no landing page: the reference would measure nothing the product serves
    throw new Error(
      `the landing page answered ${landing.status}: build the web app first (npm run build)`,
    );
  }
  return { landingStatus: landing.status, perUserListed: counts };
}

async function runOn(database: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `orato-bench-load-${database}-`));
  const veo = await startEndlessVeo();
  let server: ServerProcess | undefined;
  try {
    const config: DatabaseConfig = databaseUrl
      ? { driver: 'postgres', url: databaseUrl }
      : { driver: 'pglite', dir: path.join(dataDir, 'db') };
    const seeded = await seedLoadDatabase(config, {
      users: USERS,
      entriesPerUser: ENTRIES_PER_USER,
      creditsPerUser: READER_CREDITS,
      submitterCredits: SUBMITS_THAT_FIT * CREDIT_COSTS.veoVideo,
    });
    const serverEnv = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_SECRET: randomBytes(24).toString('hex'),
      // PGlite lives in one process, so it serves and works; on PostgreSQL the API alone
      // serves and submitted jobs only queue
      ROLE: databaseUrl ? 'api' : 'all',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      // workers that do pick a clip up hand it to a provider that never finishes: nothing
      // renders, and the held credits stay held while submits are measured
      GEMINI_API_KEY: 'bench-key',
      GEMINI_API_BASE: veo.url,
      VEO_POLL_SECONDS: '3600',
      // another checkout serves this one's web build, so the reference page is the same
      ...(CHECKOUT && { WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web/dist') }),
    };
    server = await startServerProcess(serverEnv, path.join(dataDir, 'server.log'), CHECKOUT);
    // workers draw the presenters' portraits when they start; let that finish before timing
    const settleMs = await server.waitUntilQuiet();
    const check = await checkReads(server, seeded);
    print({
      bench: 'api-load-setup',
      database,
      server: CHECKOUT ?? 'this checkout',
      users: USERS,
      entriesPerUser: ENTRIES_PER_USER,
      split: seeded.perUser,
      seedMs: seeded.seedMs,
      settleMs,
      ...check,
      rssMbAfterBoot: await server.rssMb(),
    });
    for (const endpoint of ENDPOINTS.filter((entry) => !ONLY || ONLY.includes(entry.name))) {
      await measureEndpoint(server, endpoint, seeded, database);
    }
    if (METRICS_COST) {
      // before the submits: their queued jobs would be picked up by the other servers' workers;
      // the embedded database is one process's, so its server stops meanwhile
      if (!databaseUrl) {
        await server.stop();
        server = undefined;
      }
      await measureMetricsCost(serverEnv, dataDir, seeded, database);
      server ??= await startServerProcess(serverEnv, path.join(dataDir, 'server.log'), CHECKOUT);
      await server.waitUntilQuiet();
    }
    await measureSubmits(server, seeded, database, databaseUrl);
  } catch (error) {
    const tail = server ? await server.logTail() : '';
    throw new Error(`api-load on ${database} failed: ${String(error)}\n${tail}`, { cause: error });
  } finally {
    await server?.stop();
    await veo.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the metrics middleware costs a read (issue #41: under 5 %): `get-user` on a server without
 * metrics and on one with METRICS_TOKEN set (the request counter and histogram on every request).
 * Both servers run at once and take turns, four rounds each, so a change in the machine's load
 * falls on both alike (on the embedded database each has its own copy of the seeded one). The cost is judged by the server's CPU per request, which a
 * shared machine's load moves far less than it moves throughput; both are printed.
 */
async function measureMetricsCost(
  env: Record<string, string>,
  dataDir: string,
  seeded: Seeded,
  database: 'pglite' | 'postgres',
): Promise<void> {
  const endpoint = ENDPOINTS.find((entry) => entry.name === 'get-user')!;
  const token = randomBytes(24).toString('hex');
  const configs = [
    ['without', {}],
    ['with', { METRICS_TOKEN: token }],
  ] as const;
  const totals = { without: nothingMeasured(), with: nothingMeasured() };
  const measure = (name: 'with' | 'without', server: ServerProcess, seconds: number) =>
    measureInto(totals[name], server, endpoint, seeded.readerTokens, seconds);
  const start = async (name: string, extra: Record<string, string>) => {
    const server = await startServerProcess(
      { ...env, ...extra },
      path.join(dataDir, `${name}.log`),
    );
    await server.waitUntilQuiet();
    await runAutocannon(server, endpoint, seeded.readerTokens, Math.max(WARMUP_SECONDS, 1));
    return server;
  };
  let counted = 0;
  const countRequests = async (server: ServerProcess) => {
    const scrape = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const match = /orato_http_requests_total\{[^}]*route="\/api\/get-user"[^}]*\} (\d+)/.exec(
      await scrape.text(),
    );
    counted = Number(match?.[1] ?? 0);
  };
  // the embedded database is one process's: the second server gets a copy of the seeded one
  const copyDir = path.join(dataDir, 'metrics-copy');
  if (database === 'pglite') {
    await cp(path.join(dataDir, 'db'), path.join(copyDir, 'db'), { recursive: true });
  }
  const servers = {
    without: await start('without', configs[0][1]),
    with: await start('with', {
      ...configs[1][1],
      ...(database === 'pglite' && { DATA_DIR: copyDir }),
    }),
  };
  try {
    for (let round = 0; round < 4; round++) {
      const order = round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const name of order) {
        await measure(name, servers[name], Math.max(2, SECONDS / 4));
      }
    }
    await countRequests(servers.with);
  } finally {
    await Promise.all([servers.without.stop(), servers.with.stop()]);
  }
  const without = summarize(totals.without);
  const withMetrics = summarize(totals.with);
  // from the totals, not the rounded figures: a few hundredths of a millisecond are the whole cost
  const cpuPer = (name: 'with' | 'without') =>
    totals[name].cpuSeconds / Math.max(1, totals[name].requests);
  const costPercent = Math.round((cpuPer('with') / cpuPer('without') - 1) * 1000) / 10;
  print({
    bench: 'api-load-metrics-cost',
    database,
    endpoint: endpoint.name,
    without,
    with: { ...withMetrics, countedRequests: counted },
    throughputRatio:
      Math.round((withMetrics.requestsPerSecond / without.requestsPerSecond) * 1000) / 1000,
    cpuRatio: Math.round((cpuPer('without') / cpuPer('with')) * 1000) / 1000,
    costPercent,
    goal: { costPercent: 5 },
    meetsGoal: costPercent < 5,
    note: `both servers at once, taking turns (4 rounds each${database === 'pglite' ? ', each on its own copy of the seeded database' : ''}); cost = extra server CPU per request`,
  });
}

/** A scratch database on the PostgreSQL server, or why there is none. */
async function scratchPostgres(): Promise<
  { url: string; drop(): Promise<void> } | { skipped: string }
> {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const name = `orato_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin((client) => client.query(`create database ${name}`));
  } catch (error) {
    return { skipped: `no PostgreSQL at ${ADMIN_URL}: ${String(error)}` };
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

// autocannon's per-request timer (retimer) re-arms itself with the time left, which is below zero
// when this busy process's event loop runs late; Node then waits 1 ms, as retimer means, but
// warns on every one. Any other warning still prints.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning') {
    console.warn(`${warning.name}: ${warning.message}`);
  }
});

print({
  bench: 'api-load-env',
  cpus: os.cpus().length,
  loadAverage: loadAverage(),
  node: process.version,
  durationS: SECONDS,
  warmupS: WARMUP_SECONDS,
  connections: CONNECTIONS,
  note: 'autocannon runs in this process on the same machine as the server',
});
if (DATABASES.includes('pglite')) {
  await runOn('pglite');
}
if (DATABASES.includes('postgres')) {
  const postgres = await scratchPostgres();
  if ('skipped' in postgres) {
    print({ bench: 'api-load', database: 'postgres', skipped: postgres.skipped });
  } else {
    try {
      await runOn('postgres', postgres.url);
    } finally {
      await postgres.drop();
    }
  }
}
