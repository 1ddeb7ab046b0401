import { publicStorageUrl, MESSAGES } from '@orato/shared';
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

  it('removes every stored file when the account is deleted', async () => {
    const { person, userId } = await userWithMedia('leaving@example.com');
    await person.post('/api/delete-account', {});
    for (const name of ['ai-avatar/a1.mp4', 'veo3-videos/v1.mp4', 'nano-banana/i1.png']) {
      expect(await context.container.storage.statObject(`users/${userId}/${name}`)).toBeUndefined();
    }
  });
});
