import { LIBRARY_PAGE_SIZE, publicStorageUrl, MESSAGES } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { libraryItems } from '../../src/db/schema';
import { signedInWithCredits } from '../helpers/auth-client';
import { useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

describe('publicStorageUrl', () => {
  it('rewrites gs:// addresses to their public https form and leaves others alone', () => {
    expect(publicStorageUrl('gs://orato-media/landing page/a b.mp4')).toBe(
      'https://storage.googleapis.com/orato-media/landing%20page/a%20b.mp4',
    );
    expect(publicStorageUrl('https://example.com/x.mp4')).toBe('https://example.com/x.mp4');
  });
});

describe.each(DATABASE_TARGETS)('library on %s', (target) => {
  const context = useTestApp(target);

  /** A user with stored media in each feature, as the pipeline would leave it. */
  async function userWithMedia(email: string) {
    const { person, userId } = await signedInWithCredits(context.app, context.container, email, 0);
    const { storage } = context.container;
    const add = async (feature: string, name: string, title: string, contentType: string) => {
      const key = `users/${userId}/${feature}/${name}`;
      await storage.putObject(key, Buffer.from(`bytes of ${name} `.repeat(20)), contentType);
      await context.container.database.db
        .insert(libraryItems)
        .values({ userId, feature, mediaKey: key, title });
      return key;
    };
    await add('ai-avatar', 'a1.mp4', 'First avatar video', 'video/mp4');
    await add('ai-avatar', 'a2.mp4', 'Second avatar video', 'video/mp4');
    await add('veo3-videos', 'v1.mp4', 'A fox running through the snow at dawn', 'video/mp4');
    await add('nano-banana', 'i1.png', 'A blue square', 'image/png');
    return { person, userId };
  }

  it('lists each feature newest first with playable, seekable URLs', async () => {
    const { person } = await userWithMedia('lister@example.com');
    const videos = (await person.post('/api/get-videos', { feature: 'ai-avatar' })).json();
    expect(videos.videos['ai-avatar'].map((item: { topic: string }) => item.topic)).toEqual([
      'Second avatar video',
      'First avatar video',
    ]);
    const url = videos.videos['ai-avatar'][0].video_url as string;
    const range = await context.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-4' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('bytes');
    const images = (await person.post('/api/get-images', { feature: 'nano-banana' })).json();
    expect(images.images['nano-banana']).toEqual([
      {
        id: expect.any(String),
        image_url: expect.any(String),
        prompt: 'A blue square',
        created_at: expect.any(Number),
        // seeded without a generation: which engine made it is not known
        engine: null,
      },
    ]);
  });

  it("never lists or deletes another user's media, and refuses their guessed paths", async () => {
    const { person: owner } = await userWithMedia('keeper@example.com');
    const { person: other, userId: otherId } = await userWithMedia('snooper@example.com');
    const ownerVideos = (await owner.post('/api/get-videos', { feature: 'ai-avatar' })).json()
      .videos['ai-avatar'];
    const otherVideos = (await other.post('/api/get-videos', { feature: 'ai-avatar' })).json()
      .videos['ai-avatar'];
    expect(
      otherVideos.some((item: { id: string }) =>
        ownerVideos.some((mine: { id: string }) => mine.id === item.id),
      ),
    ).toBe(false);
    const steal = await other.post('/api/delete-video', {
      feature: 'ai-avatar',
      video_urls: [ownerVideos[0].video_url],
    });
    expect(steal.statusCode).toBe(404);
    expect(
      (await owner.post('/api/get-videos', { feature: 'ai-avatar' })).json().videos['ai-avatar'],
    ).toHaveLength(2);
    const guessed = new URL(ownerVideos[0].video_url, 'http://x');
    const tampered = await context.app.inject({
      method: 'GET',
      url: `${guessed.pathname.replace(/users\/[^/]+/, `users/${otherId}`)}${guessed.search}`,
    });
    expect(tampered.statusCode).toBe(403);
    const unsigned = await context.app.inject({ method: 'GET', url: guessed.pathname });
    expect(unsigned.statusCode).toBe(403);
  });

  it('deletes selected videos with their files, and succeeds when a file is already gone', async () => {
    const { person, userId } = await userWithMedia('cleaner@example.com');
    const videos = (await person.post('/api/get-videos', { feature: 'ai-avatar' })).json().videos[
      'ai-avatar'
    ];
    await context.container.storage.deleteObject(`users/${userId}/ai-avatar/a1.mp4`);
    const response = await person.post('/api/delete-video', {
      feature: 'ai-avatar',
      video_urls: videos.map((item: { video_url: string }) => item.video_url),
    });
    expect(response.json()).toEqual({ message: MESSAGES.library.videosDeleted });
    expect(
      (await person.post('/api/get-videos', { feature: 'ai-avatar' })).json().videos['ai-avatar'],
    ).toEqual([]);
    expect(
      await context.container.storage.statObject(`users/${userId}/ai-avatar/a2.mp4`),
    ).toBeUndefined();
    const images = (await person.post('/api/get-images', {})).json().images['nano-banana'];
    const deleted = await person.post('/api/delete-image', {
      feature: 'nano-banana',
      image_urls: [images[0].image_url],
    });
    expect(deleted.json()).toEqual({ message: MESSAGES.library.imagesDeleted });
  });

  it('lists a tab a page at a time, newest first, every entry once, translations under their original', async () => {
    const { person, userId } = await signedInWithCredits(
      context.app,
      context.container,
      'pager@example.com',
      0,
    );
    const { db } = context.container.database;
    // 30 avatar videos and a storyboard, several made at the very same moment (ties by id)
    const base = Date.parse('2026-11-01T10:00:00Z');
    const rows = Array.from({ length: 31 }, (_, index) => ({
      userId,
      feature: index === 30 ? 'storyboard' : 'ai-avatar',
      mediaKey: `users/${userId}/ai-avatar/p${index}.mp4`,
      title: `Video ${index}`,
      createdAt: new Date(base + Math.floor(index / 3) * 1000 + 0.25),
    }));
    const inserted = await db.insert(libraryItems).values(rows).returning();
    const original = inserted.find((row) => row.title === 'Video 0')!;
    await db.insert(libraryItems).values({
      userId,
      feature: 'ai-avatar',
      mediaKey: `users/${userId}/ai-avatar/p0-es.mp4`,
      title: 'Video 0 (es)',
      language: 'es',
      originalId: original.id,
      createdAt: new Date(base + 60_000),
    });
    const page = async (cursor?: string) =>
      (
        await person.post('/api/get-videos', { feature: 'ai-avatar', ...(cursor && { cursor }) })
      ).json() as {
        videos: { 'ai-avatar': { topic: string; created_at: number; versions?: unknown[] }[] };
        next_cursor: string | null;
      };
    const first = await page();
    expect(first.videos['ai-avatar']).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await page(first.next_cursor!);
    expect(second.next_cursor).toBeNull();
    const listed = [...first.videos['ai-avatar'], ...second.videos['ai-avatar']];
    // the translation is not a row of its own: 31 rows, each once
    expect(new Set(listed.map((video) => video.topic)).size).toBe(31);
    expect(listed).toHaveLength(31);
    const times = listed.map((video) => video.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed.find((video) => video.topic === 'Video 0')?.versions).toHaveLength(1);
    // a smaller page, and a cursor the server never made
    const small = await person.post('/api/get-videos', { feature: 'ai-avatar', limit: 5 });
    expect(small.json().videos['ai-avatar']).toHaveLength(5);
    const forged = await person.post('/api/get-videos', { feature: 'ai-avatar', cursor: 'bm9wZQ' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(MESSAGES.library.badCursor);
  });

  it('removes every stored file when the account is deleted', async () => {
    const { person, userId } = await userWithMedia('leaving@example.com');
    await person.post('/api/delete-account', {});
    for (const name of ['ai-avatar/a1.mp4', 'veo3-videos/v1.mp4', 'nano-banana/i1.png']) {
      expect(await context.container.storage.statObject(`users/${userId}/${name}`)).toBeUndefined();
    }
  });
});
