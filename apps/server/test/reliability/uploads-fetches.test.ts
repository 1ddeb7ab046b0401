import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResultDownloader } from '../../src/adapters/http/result-downloader';
import { ResultRefused } from '../../src/adapters/http/result-fetcher';
import type { Database } from '../../src/db/database';
import { generations, libraryItems, uploads } from '../../src/db/schema';
import { multipartBody, type MultipartFile } from '../helpers/multipart';
import { hugeDimensionPng, solidJpeg, solidPng } from '../helpers/sample-images';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { apiUser, type ApiUser } from './support/api-user';
import { entriesOfJob, expectLedgerInvariant } from './support/ledger-invariant';
import { makeTinyVideo, MockProvider, startResultServer } from './support/mock-provider';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const STORED_UPLOAD =
  /^\/api\/media\/users\/[0-9a-f-]{36}\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|jpg|webp)\?/;
const SCRIPT = 'Tidy desks help. Start small and stay consistent every single day.';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A JPEG carrying GPS coordinates and a camera make in its EXIF block. */
function jpegWithGps(): Promise<Buffer> {
  return sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: 90, g: 140, b: 30 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** A valid JPEG with PHP and HTML in a comment segment: it decodes, and carries a payload. */
async function jpegWithCommentPayload(): Promise<Buffer> {
  const jpeg = await solidJpeg({ r: 10, g: 10, b: 10 });
  const payload = Buffer.from("<?php system($_GET['c']); ?><script>alert(1)</script>");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

// the GPS sub-IFD pointer tag (0x8825), little-endian as sharp writes it
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

describe.each(PRIMARY_TARGETS)('G. uploads and outbound fetches on %s', (target) => {
  let context: TestApp;
  let db: Database;
  let results: Awaited<ReturnType<typeof startResultServer>>;
  let provider: MockProvider;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-uploads-'));
    const video = path.join(workDir, 'two.mp4');
    await makeTinyVideo(video, 2);
    results = await startResultServer({ 'two.mp4': video });
    provider = new MockProvider(`${results.url}/two.mp4`);
    context = await createTestApp(target, {}, { avatarGenerator: provider });
    db = context.container.database.db;
  });
  afterAll(async () => {
    await context?.dispose();
    await results?.close();
    await rm(workDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    provider.reset(`${results.url}/two.mp4`);
    await expectLedgerInvariant(db);
  });

  const mediaFiles = () => filesUnder(path.join(context.dataDir, 'media'));
  const uploadsOf = (userId: string) => db.select().from(uploads).where(eq(uploads.userId, userId));

  function upload(user: ApiUser, files: MultipartFile[]) {
    const { payload, headers } = multipartBody({}, files);
    return user.postRaw('/api/upload', payload, headers);
  }

  it.each([
    [
      'an HTML page renamed .png',
      'page.png',
      async () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      'page.png is not a PNG, JPEG or WebP image',
    ],
    [
      'a PDF',
      'report.png',
      async () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
      'report.png is not a PNG, JPEG or WebP image',
    ],
    [
      'an SVG with a script',
      'logo.png',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ),
      'logo.png is not a PNG, JPEG or WebP image',
    ],
    [
      'a JPEG with a PHP/HTML tail (polyglot)',
      'poly.jpg',
      async () =>
        Buffer.concat([
          await solidJpeg({ r: 1, g: 2, b: 3 }),
          Buffer.from("<?php system($_GET['c']); ?><html><script>alert(1)</script></html>"),
        ]),
      'poly.jpg has data hidden after the image and was refused',
    ],
    [
      'a truncated JPEG',
      'cut.jpg',
      async () =>
        Buffer.concat([
          (await solidJpeg({ r: 1, g: 2, b: 3 })).subarray(0, 200),
          Buffer.from([0xff, 0xd9]),
        ]),
      'cut.jpg could not be read as an image',
    ],
  ])(
    'T44 refuses %s sent as image/png: 415 with its reason, nothing stored',
    async (_label, name, make, message) => {
      const user = await apiUser(context.app, context.container);
      const before = await mediaFiles();
      const response = await upload(user, [
        {
          filename: 'fine.png',
          contentType: 'image/png',
          data: await solidPng({ r: 4, g: 4, b: 4 }),
        },
        { filename: name, contentType: 'image/png', data: await make() },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: message, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await mediaFiles()).toEqual(before);
      expect(await uploadsOf(user.id)).toEqual([]);
    },
  );

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    [
      'foreignObject HTML',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/></body></foreignObject></svg>',
    ],
    [
      'an external reference',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="http://169.254.169.254/latest"/></svg>',
    ],
  ])(
    'T45 an SVG with %s, sent as image/svg+xml, is refused and never stored',
    async (_label, svg) => {
      const user = await apiUser(context.app, context.container);
      const before = await mediaFiles();
      const response = await upload(user, [
        { filename: 'art.svg', contentType: 'image/svg+xml', data: Buffer.from(svg) },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'art.svg is not a PNG, JPEG or WebP image',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
      expect(await mediaFiles()).toEqual(before);
      expect(await uploadsOf(user.id)).toEqual([]);
    },
  );

  it('T44 re-encodes what it accepts: EXIF and GPS are gone, a comment payload is gone, served with its real type and nosniff', async () => {
    const user = await apiUser(context.app, context.container);
    const gps = await jpegWithGps();
    expect((await sharp(gps).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);
    const response = await upload(user, [
      { filename: 'holiday.jpg', contentType: 'image/jpeg', data: gps },
      { filename: 'comment.jpg', contentType: 'image/jpeg', data: await jpegWithCommentPayload() },
      // a PNG that claims to be a JPEG is stored and served as what it is
      {
        filename: 'liar.jpg',
        contentType: 'image/jpeg',
        data: await solidPng({ r: 200, g: 0, b: 0 }),
      },
    ]);
    expect(response.statusCode).toBe(200);
    const urls = response.json().uploaded_files as string[];
    expect(urls).toHaveLength(3);
    const served = await Promise.all(urls.map((url) => user.get(url)));
    for (const file of served) {
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(served.map((file) => file.headers['content-type'])).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/png',
    ]);
    const [photo, comment, liar] = served.map((file) => file.rawPayload);
    const photoMeta = await sharp(photo!).metadata();
    expect(photoMeta).toMatchObject({ format: 'jpeg', width: 48, height: 32 });
    expect(photoMeta.exif).toBeUndefined();
    expect(photo!.includes('SpyCam')).toBe(false);
    expect(comment!.includes('<?php')).toBe(false);
    expect(comment!.includes('<script>')).toBe(false);
    expect((await sharp(liar!).metadata()).format).toBe('png');
    expect(urls[2]).toMatch(/\.png\?/);
  });

  it('T46 five files in one request, a file over 10 MB and a 30000×30000 PNG are refused before anything is stored', async () => {
    const user = await apiUser(context.app, context.container);
    const before = await mediaFiles();
    const small = await solidPng({ r: 5, g: 5, b: 5 });
    const five = await upload(
      user,
      Array.from({ length: 5 }, (_, index) => ({
        filename: `${index}.png`,
        contentType: 'image/png',
        data: small,
      })),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json()).toEqual({ error: MESSAGES.nanoBanana.multiModeMax, code: 'BAD_REQUEST' });
    const big = await upload(user, [
      { filename: 'ok.png', contentType: 'image/png', data: small },
      {
        filename: 'big.png',
        contentType: 'image/png',
        data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x89),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      error: 'Each image can be at most 10 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const bomb = await hugeDimensionPng();
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    const flood = await upload(user, [
      { filename: 'flood.png', contentType: 'image/png', data: bomb },
    ]);
    expect(flood.statusCode).toBe(415);
    expect(flood.json().error).toBe(
      'flood.png is 30000×30000: images can have at most 16 megapixels',
    );
    const json = await user.post('/api/get-user', { padding: 'x'.repeat(2 * 1024 * 1024) });
    expect(json.statusCode).toBe(413);
    expect(await mediaFiles()).toEqual(before);
    expect(await uploadsOf(user.id)).toEqual([]);
  });

  it('T47 hostile file names are never part of a storage key: generated names under the user’s folder only', async () => {
    const user = await apiUser(context.app, context.container);
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      'a.php%00.png',
      'CON.png',
      `${'n'.repeat(2000)}.png`,
      'invoice\u202Egnp.exe',
      '/absolute/path.png',
    ];
    const image = await solidPng({ r: 7, g: 7, b: 7 });
    const stored: string[] = [];
    for (let index = 0; index < names.length; index += 4) {
      const response = await upload(
        user,
        names
          .slice(index, index + 4)
          .map((filename) => ({ filename, contentType: 'image/png', data: image })),
      );
      expect(response.statusCode).toBe(200);
      stored.push(...(response.json().uploaded_files as string[]));
    }
    expect(stored).toHaveLength(names.length);
    for (const url of stored) {
      expect(url).toMatch(STORED_UPLOAD);
      expect(url).toContain(`/users/${user.id}/uploads/`);
    }
    const keys = (await uploadsOf(user.id)).map((row) => row.key);
    expect(keys).toHaveLength(names.length);
    for (const key of keys) {
      expect(key).toMatch(
        new RegExp(`^users/${user.id}/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.png$`),
      );
    }
    // every file lies inside the media folder; nothing escaped it
    const mediaRoot = path.join(context.dataDir, 'media');
    for (const file of await filesUnder(context.dataDir)) {
      expect(file.includes('passwd') || file.includes('win.ini') || file.includes('.exe')).toBe(
        false,
      );
    }
    for (const key of keys) {
      await expect(access(path.join(mediaRoot, key))).resolves.toBeUndefined();
    }
    // the user's name is not kept anywhere: not in the uploads table either
    const rows = JSON.stringify(await uploadsOf(user.id));
    expect(rows.includes('passwd') || rows.includes('CON') || rows.includes('\u202e')).toBe(false);
  });

  it('T48 a provider result URL on a metadata address or off the provider’s hosts fails the job and returns the credits, with no fetch', async () => {
    for (const [resultUrl, hosts] of [
      ['http://169.254.169.254/latest/meta-data/iam/security-credentials/', ['169.254.169.254']],
      ['https://attacker.example/video.mp4', ['127.0.0.1']],
      [`${results.url.replace('http:', 'file:')}/etc/passwd`, ['127.0.0.1']],
    ] as const) {
      const user = await apiUser(context.app, context.container, 60);
      provider.reset(resultUrl);
      provider.resultHosts = [...hosts];
      const requestsBefore = results.requests.length;
      const response = await user.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
      const id = response.json().operationId as string;
      await context.container.services.generations.run(id);
      const [row] = await db.select().from(generations).where(eq(generations.id, id));
      expect({ resultUrl, state: row!.state, error: row!.error }).toEqual({
        resultUrl,
        state: 'FAILED',
        error: MESSAGES.server.resultRefused,
      });
      const hold = row!.holdCredits;
      expect(await entriesOfJob(db, id)).toEqual([`hold:${hold}`, `release:${hold}`]);
      expect(await db.select().from(libraryItems).where(eq(libraryItems.generationId, id))).toEqual(
        [],
      );
      expect(results.requests.length).toBe(requestsBefore);
    }
  });
});

describe('T48 the result downloader only fetches https from provider hosts on public addresses', () => {
  let results: Awaited<ReturnType<typeof startResultServer>>;
  let workDir: string;
  let videoPath: string;
  const lookups: string[] = [];
  /** A DNS stub: made-up names resolve to whatever the test needs, and every lookup is logged. */
  const resolve = async (hostname: string) => {
    lookups.push(hostname);
    const answers: Record<string, string[]> = {
      'internal.example': ['10.0.0.5'],
      'mixed.example': ['93.184.216.34', '10.0.0.5'],
      'metadata.example': ['169.254.169.254'],
      'v6-mapped.example': ['::ffff:10.0.0.5'],
      'cdn.provider.test': ['127.0.0.1'],
      localhost: ['127.0.0.1'],
    };
    const answer = answers[hostname];
    if (!answer) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return answer;
  };
  const destination = () => path.join(workDir, `result-${Math.random().toString(36).slice(2)}.mp4`);
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'orato-ssrf-'));
    videoPath = path.join(workDir, 'two.mp4');
    await makeTinyVideo(videoPath, 2);
    results = await startResultServer({ 'two.mp4': videoPath });
  });
  afterAll(async () => {
    await results?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const production = new ResultDownloader({
    allowLoopbackHttp: false,
    maxBytes: 1024 * 1024,
    resolve,
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'https://127.1:5432/',
    'https://0/',
    'https://0.0.0.0/',
    'https://017700000001/',
    'https://0x7f.1/',
    'https://2130706433/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://[0:0:0:0:0:ffff:a00:5]/',
    'https://[::1]/',
    'https://[::]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://[64:ff9b::a00:5]/',
    'https://[2002:a00:5::1]/',
    'https://100.64.0.1/',
    'https://192.168.1.1/',
    'https://172.16.0.1/',
    'https://10.0.0.5/',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    'ftp://files.example/video.mp4',
    'data:video/mp4;base64,AAAA',
    'javascript:alert(1)',
    'not a url',
  ])('T48 refuses %s before any lookup or connection', async (url) => {
    lookups.length = 0;
    const target = destination();
    const error = await production.download(url, target).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResultRefused);
    expect(lookups).toEqual([]);
    expect(await exists(target)).toBe(false);
  });

  it.each(['internal.example', 'mixed.example', 'metadata.example', 'v6-mapped.example'])(
    'T48 refuses a host name resolving to a private address (%s), checked in the connection’s own lookup',
    async (host) => {
      lookups.length = 0;
      const error = await production
        .download(`https://${host}/video.mp4`, destination())
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResultRefused);
      expect((error as Error).message).toMatch(/private address/);
      expect(lookups).toEqual([host]);
    },
  );

  it('T48 refuses a host off the provider allowlist without resolving it; subdomain patterns match only subdomains', async () => {
    lookups.length = 0;
    const allowedHosts = ['storage.googleapis.com', '*.storage.googleapis.com'];
    for (const url of [
      'https://attacker.example/video.mp4',
      'https://storage.googleapis.com.attacker.example/video.mp4',
      'https://evilstorage.googleapis.com/video.mp4',
      'https://storage.googleapis.com@attacker.example/video.mp4',
    ]) {
      const error = await production
        .download(url, destination(), { allowedHosts })
        .catch((caught: unknown) => caught);
      expect({ url, refused: error instanceof ResultRefused }).toEqual({ url, refused: true });
    }
    expect(lookups).toEqual([]);
  });

  describe('with loopback fakes allowed (the test setting)', () => {
    const local = new ResultDownloader({
      allowLoopbackHttp: true,
      maxBytes: 256 * 1024,
      timeoutMs: 1_000,
      resolve,
    });
    const allowedHosts = ['127.0.0.1', 'localhost', 'cdn.provider.test'];

    it.each([
      'http://10.0.0.5/video.mp4',
      'http://169.254.169.254/latest/meta-data/',
      'https://internal.example/video.mp4',
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_INFO',
    ])('T48 refuses a redirect from an allowed host to %s', async (location) => {
      const target = destination();
      const error = await local
        .download(`${results.url}/redirect?to=${encodeURIComponent(location)}`, target, {
          allowedHosts: [...allowedHosts, 'internal.example', '10.0.0.5', '169.254.169.254'],
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResultRefused);
      expect(await exists(target)).toBe(false);
    });

    it('T48 refuses a redirect off the allowlist, and never sends the provider key to another origin', async () => {
      const error = await local
        .download(
          `${results.url}/redirect?to=${encodeURIComponent('https://attacker.example/x')}`,
          destination(),
          {
            allowedHosts,
            headers: { 'x-goog-api-key': 'secret-key' },
          },
        )
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ResultRefused);
      const before = results.requests.length;
      const target = destination();
      await local.download(
        `${results.url}/redirect?to=${encodeURIComponent(`http://localhost:${results.port}/two.mp4`)}`,
        target,
        { allowedHosts, headers: { 'x-goog-api-key': 'secret-key' } },
      );
      const [first, second] = results.requests.slice(before);
      expect(first?.headers['x-goog-api-key']).toBe('secret-key');
      expect(second?.path).toBe('/two.mp4');
      expect(second?.headers['x-goog-api-key']).toBeUndefined();
      expect(await exists(target)).toBe(true);
    });

    it('T48 connects to the address it checked: a made-up name resolved by the stub downloads, with one lookup', async () => {
      lookups.length = 0;
      const target = destination();
      await local.download(`http://cdn.provider.test:${results.port}/two.mp4`, target, {
        allowedHosts,
      });
      expect(lookups).toEqual(['cdn.provider.test']);
      expect(await readFile(target)).toEqual(await readFile(videoPath));
    });

    it('T48 stops an endless body at the byte cap and a declared 5 GB body before reading it, leaving no file', async () => {
      for (const route of ['/endless', '/declared-huge']) {
        const target = destination();
        const error = await local
          .download(`${results.url}${route}`, target, { allowedHosts })
          .catch((caught: unknown) => caught);
        expect({
          route,
          refused: error instanceof ResultRefused,
          message: (error as Error).message,
        }).toEqual({
          route,
          refused: true,
          message: 'result is larger than 262144 bytes',
        });
        expect(await exists(target)).toBe(false);
      }
    });

    it('T48 gives up on a result that stalls, leaving no file', async () => {
      const target = destination();
      await expect(
        local.download(`${results.url}/stall`, target, { allowedHosts }),
      ).rejects.toThrow();
      expect(await exists(target)).toBe(false);
    });
  });
});
