// One free account floods the upload call (issue 18, item 3): 29 uploads at once (the route allows
// 30 a minute per address, and the other user's upload comes from the same loopback address), each of 4 small
// PNGs that decode to many megapixels. Measured meanwhile: /api/health every 250 ms, another
// user's 16×16 upload, the server's peak memory, and how the 30 were answered. Two loads, each on a
// fresh server: the attack as reported (~40 MP images) and the worst still allowed (16 MP).
// Goals: health and the other user's upload answer within a second; memory stays under 1 GB.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { seedLoadDatabase } from './support/load-seed';
import { startServerProcess, type ServerProcess } from './support/server-process';

const UPLOADS = 29;
const FILES_PER_UPLOAD = 4;
const GOAL = { healthMaxMs: 1000, otherUploadMs: 1000, peakRssMb: 1024 };

function png(width: number, height: number, shade: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

function uploadBody(images: Buffer[]): FormData {
  const form = new FormData();
  images.forEach((data, index) =>
    form.append('files', new Blob([new Uint8Array(data)], { type: 'image/png' }), `${index}.png`),
  );
  return form;
}

async function timedUpload(server: ServerProcess, token: string, images: Buffer[]) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { origin: server.baseUrl, cookie: `orato_session=${token}` },
    body: uploadBody(images),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

async function peakRssMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

async function flood(name: string, width: number, height: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'orato-bench-upload-flood-'));
  let server: ServerProcess | undefined;
  try {
    const seeded = await seedLoadDatabase(
      { driver: 'pglite', dir: path.join(dataDir, 'db') },
      { users: 1, entriesPerUser: 0, creditsPerUser: 0, submitterCredits: 0 },
    );
    const [attacker] = seeded.readerTokens;
    const images = await Promise.all(
      Array.from({ length: FILES_PER_UPLOAD }, (_, index) => png(width, height, index * 40)),
    );
    const tiny = await png(16, 16, 200);
    server = await startServerProcess(
      { DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_SECRET: randomBytes(24).toString('hex') },
      path.join(dataDir, 'server.log'),
    );
    await server.waitUntilQuiet();
    const rssBeforeMb = await server.rssMb();
    const live = server;
    const idleHealth: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const begun = performance.now();
      await fetch(`${live.baseUrl}/api/health`).then((response) => response.arrayBuffer());
      idleHealth.push(Math.round(performance.now() - begun));
    }
    const started = performance.now();
    const uploads = Array.from({ length: UPLOADS }, () => timedUpload(live, attacker!, images));
    const health: number[] = [];
    let flooding = true;
    const probe = (async () => {
      while (flooding) {
        const begun = performance.now();
        await fetch(`${live.baseUrl}/api/health`).then((response) => response.arrayBuffer());
        health.push(Math.round(performance.now() - begun));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const other = await timedUpload(live, seeded.submitterToken, [tiny]);
    const answers = await Promise.all(uploads);
    const floodMs = Math.round(performance.now() - started);
    flooding = false;
    await probe;
    const statuses: Record<string, number> = {};
    for (const answer of answers) {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
    console.log(
      JSON.stringify({
        bench: 'upload-flood',
        load: name,
        image: `${width}×${height} (${((width * height) / 1e6).toFixed(1)} MP, ${Math.round(images[0]!.length / 1024)} KB)`,
        uploads: UPLOADS,
        filesPerUpload: FILES_PER_UPLOAD,
        statuses,
        floodMs,
        slowestFloodAnswerMs: Math.max(...answers.map((answer) => answer.ms)),
        idleHealthMs: idleHealth.sort((a, b) => a - b)[2],
        healthMsDuringFlood: health,
        healthMaxMs: Math.max(...health),
        loadAverage: os.loadavg()[0]!.toFixed(1),
        otherUserUpload: other,
        rssBeforeMb,
        peakRssMb: await peakRssMb(live.child.pid!),
        goal: GOAL,
      }),
    );
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await flood('attack: 4 × 40 MP per upload', 6400, 6250);
await flood('largest allowed: 4 × 16 MP per upload', 4000, 4000);
