import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generations, libraryItems, uploads } from '../../src/db/schema';
import type { AuthClient } from '../helpers/auth-client';
import { multipartBody, type MultipartFile } from '../helpers/multipart';
import { hugeDimensionPng, solidJpeg, solidPng } from '../helpers/sample-images';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { useWorkerApp } from '../helpers/worker-app';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(PRIMARY_TARGETS)(
  'image uploads and generation with the local engine on %s',
  (target) => {
    const context = useWorkerApp(target);
    const { signIn } = context;

    async function upload(
      person: AuthClient,
      files: MultipartFile[],
      fields: Record<string, string> = {},
    ) {
      const { payload, headers } = multipartBody(fields, files);
      return context.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, origin: 'http://localhost:3000', cookie: person.cookie! },
      });
    }

    const mediaFiles = () => filesUnder(path.join(context.dataDir, 'media'));
    const credits = async (person: AuthClient) =>
      (await person.post('/api/get-user', {})).json().credits as number;

    it('stores real images under random names and answers their URLs', async () => {
      const { person } = await signIn('uploader@example.com');
      const response = await upload(person, [
        {
          filename: 'red.png',
          contentType: 'image/png',
          data: await solidPng({ r: 200, g: 0, b: 0 }),
        },
        {
          filename: 'blue.jpg',
          contentType: 'image/jpeg',
          data: await solidJpeg({ r: 0, g: 0, b: 200 }),
        },
      ]);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe(MESSAGES.nanoBanana.uploadSuccess);
      expect(body.uploaded_files).toHaveLength(2);
      expect(body.uploaded_files[0]).toMatch(
        /\/api\/media\/users\/[0-9a-f-]+\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png\?/,
      );
      expect(body.uploaded_files[0]).not.toContain('red');
    });

    it.each([
      [
        'a text file renamed .png',
        async () => ({
          filename: 'notes.png',
          contentType: 'image/png',
          data: Buffer.from('just some text, not an image'),
        }),
        415,
        /is not a PNG, JPEG or WebP/,
      ],
      [
        'an SVG',
        async () => ({
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        }),
        415,
        /is not a PNG/,
      ],
      [
        'a PNG with HTML appended (polyglot)',
        async () => ({
          filename: 'poly.png',
          contentType: 'image/png',
          data: Buffer.concat([
            await solidPng({ r: 1, g: 1, b: 1 }),
            Buffer.from('<html><script>alert(1)</script></html>'),
          ]),
        }),
        415,
        /data hidden after the image/,
      ],
      [
        'a 20000×20000 decompression bomb',
        async () => ({
          filename: 'bomb.png',
          contentType: 'image/png',
          data: await hugeDimensionPng(),
        }),
        415,
        /at most 16 megapixels/,
      ],
      [
        'a file over 10 MB',
        async () => ({
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
        }),
        413,
        /at most 10 MB/,
      ],
    ])(
      'rejects %s with a clear message and stores nothing',
      async (_label, makeFile, status, message) => {
        const { person } = await signIn(
          `reject-${status}-${Math.random().toString(36).slice(2)}@example.com`,
        );
        const before = await mediaFiles();
        const good = {
          filename: 'ok.png',
          contentType: 'image/png',
          data: await solidPng({ r: 9, g: 9, b: 9 }),
        };
        const response = await upload(person, [good, await makeFile()]);
        expect(response.statusCode).toBe(status);
        expect(response.json().error).toMatch(message);
        expect(await mediaFiles()).toEqual(before);
      },
    );

    it('refuses a fifth file', async () => {
      const { person } = await signIn('five@example.com');
      const image = await solidPng({ r: 5, g: 5, b: 5 });
      const before = await mediaFiles();
      const response = await upload(
        person,
        Array.from({ length: 5 }, (_, index) => ({
          filename: `${index}.png`,
          contentType: 'image/png',
          data: image,
        })),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(MESSAGES.nanoBanana.multiModeMax);
      expect(await mediaFiles()).toEqual(before);
    });

    it('refuses an anonymous upload before reading its files', async () => {
      const image = await solidPng({ r: 6, g: 6, b: 6 });
      // five files would be a 400 once read: the 401 shows the body was never parsed
      const { payload, headers } = multipartBody(
        {},
        Array.from({ length: 5 }, (_, index) => ({
          filename: `${index}.png`,
          contentType: 'image/png',
          data: image,
        })),
      );
      const before = await mediaFiles();
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, origin: 'http://localhost:3000' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(MESSAGES.auth.signInRequired);
      expect(await mediaFiles()).toEqual(before);
    });

    it('makes an image from text, saves it to the library and charges 2 credits', async () => {
      const { person, userId } = await signIn('text-image@example.com', 10);
      const response = await person.post('/api/google-nano-banana', {
        feature: 'nano-banana',
        prompt: 'A calm sunset over the ocean',
        image_urls: [],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe(MESSAGES.nanoBanana.generationSuccess);
      const image = await context.app.inject({ method: 'GET', url: body.image_url });
      expect(image.headers['content-type']).toBe('image/png');
      expect(await credits(person)).toBe(8);
      const items = await context.container.database.db
        .select()
        .from(libraryItems)
        .where(eq(libraryItems.userId, userId));
      expect(items).toMatchObject([
        { feature: 'nano-banana', title: 'A calm sunset over the ocean' },
      ]);
    });

    it('edits one uploaded image and collages several, reporting the edits', async () => {
      const { person } = await signIn('editor@example.com', 10);
      const uploaded = (
        await upload(person, [
          {
            filename: 'a.png',
            contentType: 'image/png',
            data: await solidPng({ r: 220, g: 40, b: 40 }),
          },
          {
            filename: 'b.png',
            contentType: 'image/png',
            data: await solidPng({ r: 40, g: 40, b: 220 }),
          },
        ])
      ).json().uploaded_files as string[];
      const single = await person.post('/api/google-nano-banana', {
        prompt: 'make it black and white',
        image_urls: [uploaded[0]],
      });
      expect(single.statusCode).toBe(200);
      expect(single.json().applied_edits).toContain('black and white');
      const collage = await person.post('/api/google-nano-banana', {
        prompt: 'a grid of these',
        image_urls: uploaded,
      });
      expect(collage.statusCode).toBe(200);
      expect(await credits(person)).toBe(6);
    });

    it('stores and answers what an edit could not do offline, and which engine made the image', async () => {
      const { person, userId } = await signIn('not-applied@example.com', 10);
      const [url] = (
        await upload(person, [
          {
            filename: 'p.png',
            contentType: 'image/png',
            data: await solidPng({ r: 120, g: 90, b: 60 }),
          },
        ])
      ).json().uploaded_files as string[];
      const response = await person.post('/api/google-nano-banana', {
        prompt: 'remove the background and replace it with a beach, then make it warmer',
        image_urls: [url],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.not_applied).toEqual(['remove the background', 'replace it with a beach']);
      expect(body.applied_edits).toEqual(['warmer tones']);
      expect(body.description).toMatch(/Not available offline/);
      expect(body.engine).toBe('local');
      const [row] = await context.container.database.db
        .select()
        .from(generations)
        .where(eq(generations.userId, userId));
      expect(row?.notApplied).toEqual(body.not_applied);
      const library = (await person.post('/api/get-images', {})).json();
      expect(library.images['nano-banana'][0].engine).toBe('local');
      const engines = await context.app.inject({ method: 'GET', url: '/api/engines' });
      expect(engines.json().engines).toMatchObject({
        'nano-banana': 'local',
        'veo3-videos': 'local',
        'ai-avatar': 'local',
      });
    });

    it("refuses another user's upload and charges nothing", async () => {
      const { person: owner } = await signIn('upload-owner@example.com');
      const [url] = (
        await upload(owner, [
          {
            filename: 'x.png',
            contentType: 'image/png',
            data: await solidPng({ r: 1, g: 2, b: 3 }),
          },
        ])
      ).json().uploaded_files;
      const { person: other } = await signIn('upload-thief@example.com', 10);
      const response = await other.post('/api/google-nano-banana', {
        prompt: 'use this',
        image_urls: [url],
      });
      expect(response.statusCode).toBe(403);
      expect(await credits(other)).toBe(10);
      const rows = await context.container.database.db.select().from(uploads);
      expect(rows.every((row) => row.key.startsWith('users/'))).toBe(true);
    });

    it('validates the prompt with the spec messages and refuses without credits', async () => {
      const { person } = await signIn('prompt-check@example.com');
      expect((await person.post('/api/google-nano-banana', { prompt: '  ' })).json().error).toBe(
        MESSAGES.nanoBanana.promptRequired,
      );
      expect(
        (await person.post('/api/google-nano-banana', { prompt: 'x'.repeat(1001) })).json().error,
      ).toBe(MESSAGES.nanoBanana.promptTooLong);
      const broke = await person.post('/api/google-nano-banana', { prompt: 'a cat' });
      expect(broke.statusCode).toBe(402);
    });
  },
);
