import { MESSAGES } from '@orato/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generations, libraryItems } from '../../src/db/schema';
import type { AuthClient } from '../helpers/auth-client';
import { clipUntilDone } from '../helpers/gemini-app';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { useWorkerApp } from '../helpers/worker-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(PRIMARY_TARGETS)('A Library image as a video thumbnail on %s', (target) => {
  const context = useWorkerApp(target);
  const { signIn } = context;
  const db = () => context.container.database.db;
  const storage = () => context.container.storage;

  async function itemOf(userId: string, feature: string) {
    const [item] = await db()
      .select()
      .from(libraryItems)
      .where(and(eq(libraryItems.userId, userId), eq(libraryItems.feature, feature)));
    return item!;
  }

  /** One image and one VEO clip in `person`'s Library. */
  async function imageAndVideo(person: AuthClient, userId: string) {
    const made = await person.post('/api/google-nano-banana', { prompt: 'A red kite in the sky' });
    expect(made.statusCode).toBe(200);
    const start = await person.post('/api/generate-veo-video', { prompt: 'Hills at dawn' });
    expect(start.statusCode).toBe(200);
    const status = await clipUntilDone(person, start.json().operation_name, 300);
    expect(status.error).toBeUndefined();
    return {
      image: { ...(await itemOf(userId, 'nano-banana')), url: made.json().image_url as string },
      video: await itemOf(userId, 'veo3-videos'),
    };
  }

  const setThumbnail = (person: AuthClient, videoId: string, imageId: string) =>
    person.post(`/api/library/videos/${videoId}/thumbnail`, { library_item_id: imageId });

  it('copies the image, cropped to 16:9, into a file of the video; the old poster goes', async () => {
    const { person, userId } = await signIn('thumb-owner@example.com', 130);
    const { image, video } = await imageAndVideo(person, userId);
    const oldKey = video.thumbnailKey!;
    expect(await storage().statObject(oldKey)).toBeDefined();

    const response = await setThumbnail(person, video.id, image.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.uploads.thumbnailSet);

    const after = await itemOf(userId, 'veo3-videos');
    const newKey = after.thumbnailKey!;
    expect(newKey).not.toBe(oldKey);
    expect(newKey).not.toBe(image.mediaKey);
    expect(newKey).toMatch(new RegExp(`^users/${userId}/thumbnails/.+\\.jpg$`));
    expect(await storage().statObject(oldKey)).toBeUndefined();
    // the job shows the same poster as its Library entry
    const [job] = await db()
      .select()
      .from(generations)
      .where(eq(generations.id, video.generationId!));
    expect(job?.thumbnailKey).toBe(newKey);

    const poster = await context.app.inject({ method: 'GET', url: response.json().thumbnail });
    expect(poster.statusCode).toBe(200);
    const meta = await sharp(poster.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);

    // the video owns its copy: deleting the image leaves the poster in place
    expect((await person.post('/api/delete-image', { image_urls: [image.url] })).statusCode).toBe(
      200,
    );
    expect(await storage().statObject(newKey)).toBeDefined();
    const listed = await person.post('/api/get-videos', { feature: 'veo3-videos' });
    const [row] = listed.json().videos['veo3-videos'];
    expect((await context.app.inject({ method: 'GET', url: row.thumbnail })).statusCode).toBe(200);
  });

  it("answers another user's items like missing ones, and the wrong kinds with a clear 400", async () => {
    const { person: owner, userId: ownerId } = await signIn('thumb-victim@example.com', 130);
    const { image, video } = await imageAndVideo(owner, ownerId);
    const { person: other } = await signIn('thumb-thief@example.com');

    const theirVideo = await setThumbnail(other, video.id, image.id);
    expect(theirVideo.statusCode).toBe(404);
    expect(theirVideo.json().error).toBe(MESSAGES.uploads.thumbnailVideoNotFound);
    const unknownVideo = await setThumbnail(other, UNKNOWN, image.id);
    expect([unknownVideo.statusCode, unknownVideo.json().error]).toEqual([
      404,
      MESSAGES.uploads.thumbnailVideoNotFound,
    ]);
    // the owner's own video with someone else's image: the image reads as missing
    const { person: third, userId: thirdId } = await signIn('thumb-third@example.com', 10);
    await third.post('/api/google-nano-banana', { prompt: 'A green field' });
    const thirdImage = await itemOf(thirdId, 'nano-banana');
    const theirImage = await setThumbnail(owner, video.id, thirdImage.id);
    expect([theirImage.statusCode, theirImage.json().error]).toEqual([
      404,
      MESSAGES.uploads.libraryImageNotFound,
    ]);

    const videoAsImage = await setThumbnail(owner, video.id, video.id);
    expect([videoAsImage.statusCode, videoAsImage.json().error]).toEqual([
      400,
      MESSAGES.uploads.thumbnailNeedsImage,
    ]);
    const imageAsVideo = await setThumbnail(owner, image.id, image.id);
    expect([imageAsVideo.statusCode, imageAsVideo.json().error]).toEqual([
      400,
      MESSAGES.uploads.thumbnailNeedsVideo,
    ]);
    const badPath = await setThumbnail(owner, 'not-an-id', image.id);
    expect(badPath.statusCode).toBe(404);

    // nothing changed: the video keeps its poster, the file is still there
    const after = await itemOf(ownerId, 'veo3-videos');
    expect(after.thumbnailKey).toBe(video.thumbnailKey);
    expect(await storage().statObject(video.thumbnailKey!)).toBeDefined();
  });
});
