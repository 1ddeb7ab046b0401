import { MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryItems, uploads } from '../../src/db/schema';
import type { AuthClient } from '../helpers/auth-client';
import { clipUntilDone } from '../helpers/gemini-app';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { useWorkerApp } from '../helpers/worker-app';

describe.each(PRIMARY_TARGETS)('Library images reused in another tool on %s', (target) => {
  const context = useWorkerApp(target);
  const { signIn } = context;

  /** Makes one image from text and answers its Library entry. */
  async function libraryImage(person: AuthClient, userId: string) {
    const made = await person.post('/api/google-nano-banana', { prompt: 'A red kite in the sky' });
    expect(made.statusCode).toBe(200);
    const [item] = await context.container.database.db
      .select()
      .from(libraryItems)
      .where(eq(libraryItems.userId, userId));
    return { item: item!, url: made.json().image_url as string };
  }

  const fetchMedia = (url: string) => context.app.inject({ method: 'GET', url });

  it('turns a Library image into an upload of its own and generates from it', async () => {
    const { person, userId } = await signIn('reuse-owner@example.com', 10);
    const { item } = await libraryImage(person, userId);
    const copied = await person.post('/api/upload-from-library', { library_item_id: item.id });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().message).toBe(MESSAGES.uploads.fromLibrary);
    const [inputUrl] = copied.json().uploaded_files as string[];
    // a copy under the caller's uploads, not the Library file itself
    expect(inputUrl).toMatch(/\/api\/media\/users\/[0-9a-f-]+\/uploads\//);
    expect(context.container.storage.keyFromDownloadUrl(inputUrl!)).not.toBe(item.mediaKey);
    const rows = await context.container.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usedAt).toBeNull();

    const edited = await person.post('/api/google-nano-banana', {
      prompt: 'make it black and white',
      image_urls: [inputUrl],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().applied_edits).toContain('black and white');
    expect((await fetchMedia(edited.json().image_url)).statusCode).toBe(200);
  });

  it("answers another user's item exactly like an unknown one, and stores nothing", async () => {
    const { person: owner, userId: ownerId } = await signIn('reuse-victim@example.com', 10);
    const { item } = await libraryImage(owner, ownerId);
    const { person: other, userId: otherId } = await signIn('reuse-thief@example.com');
    const theirs = await other.post('/api/upload-from-library', { library_item_id: item.id });
    const unknown = await other.post('/api/upload-from-library', {
      library_item_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().error).toBe(MESSAGES.uploads.libraryImageNotFound);
    const rows = await context.container.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, otherId));
    expect(rows).toEqual([]);
  });

  it('refuses a malformed id with the schema message', async () => {
    const { person } = await signIn('reuse-typo@example.com');
    const response = await person.post('/api/upload-from-library', { library_item_id: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Choose an image from your library');
  });

  it('keeps the input and the result when the source is deleted from the Library', async () => {
    const { person, userId } = await signIn('reuse-delete@example.com', 10);
    const { item, url: sourceUrl } = await libraryImage(person, userId);
    const [inputUrl] = (
      await person.post('/api/upload-from-library', { library_item_id: item.id })
    ).json().uploaded_files as string[];
    const edited = await person.post('/api/google-nano-banana', {
      prompt: 'make it warmer',
      image_urls: [inputUrl],
    });
    expect(edited.statusCode).toBe(200);

    const deleted = await person.post('/api/delete-image', { image_urls: [sourceUrl] });
    expect(deleted.statusCode).toBe(200);
    expect((await fetchMedia(sourceUrl)).statusCode).toBe(404);
    expect((await fetchMedia(inputUrl!)).statusCode).toBe(200);
    expect((await fetchMedia(edited.json().image_url)).statusCode).toBe(200);
    const again = await person.post('/api/upload-from-library', { library_item_id: item.id });
    expect(again.statusCode).toBe(404);
  });

  it('starts a VEO clip from a Library image; deleting the source meanwhile breaks nothing', async () => {
    const { person, userId } = await signIn('reuse-veo@example.com', 130);
    const { item, url: sourceUrl } = await libraryImage(person, userId);
    const [frameUrl] = (
      await person.post('/api/upload-from-library', { library_item_id: item.id })
    ).json().uploaded_files as string[];
    const start = await person.post('/api/generate-veo-video', {
      prompt: 'The kite drifts over the hills',
      start_image_url: frameUrl,
    });
    expect(start.statusCode).toBe(200);
    // the source goes while the clip is being made: the job has its own copy
    expect((await person.post('/api/delete-image', { image_urls: [sourceUrl] })).statusCode).toBe(
      200,
    );
    const status = await clipUntilDone(person, start.json().operation_name, 300);
    expect(status.error).toBeUndefined();
    expect((await fetchMedia(status.url)).statusCode).toBe(200);
    const [upload] = await context.container.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.userId, userId));
    // taken by the clip: it no longer expires
    expect(upload?.usedAt).not.toBeNull();
  });

  it("refuses another user's upload as a start frame and holds no credits", async () => {
    const { person: owner, userId: ownerId } = await signIn('frame-owner@example.com', 10);
    const { item } = await libraryImage(owner, ownerId);
    const [frameUrl] = (
      await owner.post('/api/upload-from-library', { library_item_id: item.id })
    ).json().uploaded_files as string[];
    const { person: other } = await signIn('frame-thief@example.com', 120);
    const start = await other.post('/api/generate-veo-video', {
      prompt: 'Borrowed frame',
      start_image_url: frameUrl,
    });
    expect(start.statusCode).toBe(403);
    expect((await other.post('/api/get-user', {})).json().credits).toBe(120);
  });
});
