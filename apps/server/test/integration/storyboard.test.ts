import {
  CREDIT_COSTS,
  STORYBOARD_MESSAGES,
  type StoryboardRequest,
  type StoryboardStatusResponse,
} from '@orato/shared';
import { and, eq } from 'drizzle-orm';
import { locateFfmpeg } from '@orato/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegStoryboardComposer } from '../../src/adapters/media/ffmpeg.storyboard-composer';
import { creditLedger, libraryItems, storyboardScenes } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { CreditLedgerRepository } from '../../src/modules/credits/credit-ledger.repository';
import { signedInWithCredits, type AuthClient } from '../helpers/auth-client';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { TestStoryboardComposer } from '../helpers/test-storyboard-composer';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const LINES = [
  'Welcome to a short tour of how a calm desk helps you focus every single morning.',
  'First, clear everything off the desk and keep only the tools you use each day.',
  'Then give every object a home, so putting it back takes a second and no thought.',
  'Try it tomorrow morning and tell me how much calmer your working day feels.',
];
/** The test avatar engine renders 2.4 s whatever the line: 3 credits a narration. */
const NARRATION_CREDITS = 3;

const presenter = (line: string) => ({ line, visual: { kind: 'presenter' as const } });

// renders run through the queue on a shared machine: minutes, not the default minute
describe.each(PRIMARY_TARGETS)('storyboards on %s', { timeout: 600_000 }, (target) => {
  let context: TestApp;
  const avatar = new TestAvatarGenerator();
  const composer = new TestStoryboardComposer();

  beforeAll(async () => {
    context = await createTestApp(
      target,
      {},
      { avatarGenerator: avatar, storyboardComposer: composer },
    );
    await startWorkers(context.container);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  const signIn = (email: string, credits: number) =>
    signedInWithCredits(context.app, context.container, email, credits);
  const balances = (userId: string) =>
    new CreditLedgerRepository(context.container.database.db).balances(userId);

  /** One image made in the Library (2 credits), answered as its entry's id. */
  async function libraryImage(person: AuthClient, userId: string): Promise<string> {
    const made = await person.post('/api/google-nano-banana', { prompt: 'A tidy wooden desk' });
    expect(made.statusCode).toBe(200);
    const [item] = await context.container.database.db
      .select()
      .from(libraryItems)
      .where(and(eq(libraryItems.userId, userId), eq(libraryItems.feature, 'nano-banana')));
    return item!.id;
  }

  async function waitFor(
    person: AuthClient,
    id: string,
    done: (status: StoryboardStatusResponse) => boolean,
  ): Promise<StoryboardStatusResponse> {
    const deadline = Date.now() + 480_000;
    for (;;) {
      const status = (await person.get(`/api/storyboard/${id}`)).json();
      if (done(status) || Date.now() > deadline) {
        return status;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const captures = async (userId: string) =>
    context.container.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'capture')));

  it('quotes per scene before anything is charged, and refuses what is over the limits', async () => {
    const { person } = await signIn('sb-quote@example.com', 0);
    const input: StoryboardRequest = {
      creatorName: 'Ava',
      bubble: false,
      burnCaptions: false,
      scenes: [
        presenter(LINES[0]!),
        { line: LINES[1]!, visual: { kind: 'shot', source: 'generate', prompt: 'a clear desk' } },
        { line: LINES[2]!, visual: { kind: 'still', source: 'generate', prompt: 'a pen tray' } },
      ],
    };
    const quote = await person.post('/api/storyboard/quote', input);
    expect(quote.statusCode).toBe(200);
    const body = quote.json();
    expect(body.scenes).toHaveLength(3);
    const [first, shot, still] = body.scenes;
    expect(shot.credits - first.credits).toBe(CREDIT_COSTS.veoVideo + shot.seconds - first.seconds);
    expect(still.credits).toBe(still.seconds + CREDIT_COSTS.image);
    expect(first.credits).toBe(first.seconds);
    // the hold has the avatar tool's headroom on the narration, never less than the estimate
    expect(first.hold_credits).toBeGreaterThan(first.credits);
    expect(body.credits).toBe(first.credits + shot.credits + still.credits);
    expect(body.hold_credits).toBe(first.hold_credits + shot.hold_credits + still.hold_credits);
    expect(body.seconds).toBe(first.seconds + shot.seconds + still.seconds);

    const thirteen = await person.post('/api/storyboard/quote', {
      ...input,
      scenes: Array.from({ length: 13 }, () => presenter('Short line.')),
    });
    expect(thirteen.statusCode).toBe(400);
    expect(thirteen.json().error).toBe(STORYBOARD_MESSAGES.tooManyScenes);

    // about 280 characters: some 17 s of speech, so twelve run past three minutes
    const long = `${'Every tidy desk starts with one small drawer, one clear surface and one good habit. '.repeat(3)}Keep going.`;
    const tooLong = await person.post('/api/storyboard/quote', {
      ...input,
      scenes: Array.from({ length: 12 }, () => presenter(long)),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/at most 180 s/);

    const noPrompt = await person.post('/api/storyboard/quote', {
      ...input,
      scenes: [{ line: LINES[0], visual: { kind: 'shot', source: 'generate' } }],
    });
    expect(noPrompt.statusCode).toBe(400);
    expect(noPrompt.json().error).toBe(STORYBOARD_MESSAGES.promptRequired(1));
  });

  it("refuses another user's library item and upload like unknown ones, and holds nothing", async () => {
    const { person: owner, userId: ownerId } = await signIn('sb-owner@example.com', 10);
    const imageId = await libraryImage(owner, ownerId);
    const { person: other, userId: otherId } = await signIn('sb-other@example.com', 500);
    const still = (visual: object) => ({
      creatorName: 'Ava',
      scenes: [{ line: LINES[0], visual }],
    });
    const theirs = await other.post(
      '/api/storyboard',
      still({ kind: 'still', source: 'library', library_item_id: imageId }),
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe(STORYBOARD_MESSAGES.libraryStillNotFound(1));
    // an image is not a clip: the right kind of item is asked for
    const wrongKind = await owner.post(
      '/api/storyboard/quote',
      still({ kind: 'shot', source: 'library', library_item_id: imageId }),
    );
    expect(wrongKind.statusCode).toBe(404);
    const upload = await other.post(
      '/api/storyboard',
      still({
        kind: 'still',
        source: 'upload',
        upload_url: `/api/media/users/${ownerId}/uploads/a.png?expires=1&signature=ab`,
      }),
    );
    expect(upload.statusCode).toBe(404);
    expect(upload.json().error).toBe(STORYBOARD_MESSAGES.uploadNotFound(1));
    expect(await balances(otherId)).toEqual({ available: 500, held: 0 });
  });

  it('refuses a storyboard the balance cannot cover, all or nothing', async () => {
    const { person, userId } = await signIn('sb-poor@example.com', 100);
    const started = await person.post('/api/storyboard', {
      creatorName: 'Ava',
      scenes: [
        presenter(LINES[0]!),
        { line: LINES[1], visual: { kind: 'shot', source: 'generate', prompt: 'a clear desk' } },
      ],
    });
    expect(started.statusCode).toBe(402);
    expect(await balances(userId)).toEqual({ available: 100, held: 0 });
    const rows = await context.container.database.db
      .select()
      .from(storyboardScenes)
      .where(eq(storyboardScenes.userId, userId));
    expect(rows).toHaveLength(0);
  });

  it('renders presenter, shot, Library still and presenter through the queue into the Library', async () => {
    const { person, userId } = await signIn('sb-full@example.com', 400);
    // the real storyboard engine composes and joins this one
    composer.engine = new FfmpegStoryboardComposer(locateFfmpeg());
    const imageId = await libraryImage(person, userId);
    const input = {
      title: 'Calm desk',
      creatorName: 'Ava',
      scenes: [
        presenter(LINES[0]!),
        { line: LINES[1], visual: { kind: 'shot', source: 'generate', prompt: 'an empty desk' } },
        {
          line: LINES[2],
          visual: { kind: 'still', source: 'library', library_item_id: imageId },
        },
        presenter(LINES[3]!),
      ],
    };
    const quote = (await person.post('/api/storyboard/quote', input)).json();
    expect(quote.scenes.map((scene: { reused: boolean }) => scene.reused)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const before = await balances(userId);
    const started = await person.post('/api/storyboard', input);
    expect(started.statusCode).toBe(200);
    const { id } = started.json();
    // the whole quote is held at once
    expect(await balances(userId)).toEqual({
      available: before.available - quote.hold_credits,
      held: quote.hold_credits,
    });
    const active = (await person.get('/api/generations/active')).json().jobs;
    expect(active).toEqual([expect.objectContaining({ id, feature: 'storyboard' })]);

    const status = await waitFor(
      person,
      id,
      (each) => each.state === 'COMPLETE' || each.state === 'FAILED',
    );
    expect(status.state).toBe('COMPLETE');
    expect(status.scenes.map((scene: { state: string }) => scene.state)).toEqual(
      Array(4).fill('COMPLETE'),
    );
    const charged = NARRATION_CREDITS * 4 + CREDIT_COSTS.veoVideo;
    expect(status.credits_charged).toBe(charged);
    expect(status.scenes.reduce((sum, scene) => sum + (scene.credits_charged ?? 0), 0)).toBe(
      charged,
    );
    expect(await balances(userId)).toEqual({ available: before.available - charged, held: 0 });
    composer.engine = undefined;
    expect(composer.assembled).toBeGreaterThan(0);
    // one video as long as its scenes, within 0.2 s, at the storyboard frame
    const sceneSeconds = status.scenes.reduce(
      (sum, scene) => sum + (scene.duration_seconds ?? 0),
      0,
    );
    expect(Math.abs(status.duration_seconds! - sceneSeconds)).toBeLessThan(0.2);
    for (const url of [
      status.url,
      status.thumbnail,
      status.captions_vtt_url,
      status.captions_srt_url,
    ]) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const vtt = (await context.app.inject({ method: 'GET', url: status.captions_vtt_url })).body;
    // the cues, read in order, say the lines as written
    const cueText = vtt
      .split('\n')
      .filter((row) => row.trim() && row !== 'WEBVTT' && !/^\d+$/.test(row) && !row.includes('-->'))
      .join(' ');
    expect(cueText).toBe(LINES.join(' '));

    const library = (await person.post('/api/get-videos', { feature: 'ai-avatar' })).json();
    const [item] = library.videos['ai-avatar'];
    expect(item).toMatchObject({ storyboard: true, topic: 'Calm desk', avatar: 'Ava' });
    expect(item.captions_srt_url).toEqual(expect.any(String));

    // the same scenes again: each is reused, free, and its clip copied
    const again = (await person.post('/api/storyboard/quote', input)).json();
    expect(again.scenes.every((scene: { reused: boolean }) => scene.reused)).toBe(true);
    expect(again.credits).toBe(0);
    // the editor previews a reused scene with its earlier clip, sound and all
    for (const scene of again.scenes as { preview_url?: string }[]) {
      const clip = await context.app.inject({ method: 'GET', url: scene.preview_url! });
      expect(clip.statusCode).toBe(200);
      expect(clip.headers['content-type']).toMatch(/video\/mp4/);
    }
    const regenerate = (
      await person.post('/api/storyboard/quote', {
        ...input,
        scenes: input.scenes.map((scene, index) => ({ ...scene, regenerate: index === 0 })),
      })
    ).json();
    expect(regenerate.scenes[0].reused).toBe(false);
    expect(regenerate.scenes[0].preview_url).toBeUndefined();

    // deleting it deletes its files
    const deleted = await person.post('/api/delete-video', {
      feature: 'ai-avatar',
      video_urls: [item.video_url],
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await context.app.inject({ method: 'GET', url: status.captions_vtt_url })).statusCode,
    ).toBe(404);
    expect(
      (await person.post('/api/get-videos', { feature: 'ai-avatar' })).json().videos['ai-avatar'],
    ).toEqual([]);
  });

  it('returns a failed scene’s credits; drop assembles the rest and captures exactly', async () => {
    const { person, userId } = await signIn('sb-drop@example.com', 100);
    const input = {
      creatorName: 'Ava',
      scenes: [
        presenter(LINES[0]!),
        presenter('This line will fail to compose, on purpose.'),
        presenter(LINES[3]!),
      ],
    };
    composer.failScene = (line) => line.includes('on purpose');
    const before = await balances(userId);
    const { id } = (await person.post('/api/storyboard', input)).json();
    const waiting = await waitFor(
      person,
      id,
      (each) =>
        each.scenes.some((scene: { state: string }) => scene.state === 'FAILED') &&
        each.scenes.filter((scene: { state: string }) => scene.state === 'COMPLETE').length === 2,
    );
    expect(waiting.state).toBe('PROCESSING');
    const failed = waiting.scenes[1]!;
    expect(failed.error).toBe(STORYBOARD_MESSAGES.composeFailed);
    // nothing is captured before delivery
    expect(await captures(userId)).toHaveLength(0);

    const dropped = await person.post(`/api/storyboard/${id}/scenes/${failed.id}/drop`);
    expect(dropped.statusCode).toBe(200);
    const again = await person.post(`/api/storyboard/${id}/scenes/${failed.id}/drop`);
    expect(again.statusCode).toBe(409);
    const done = await waitFor(
      person,
      id,
      (each) => each.state === 'COMPLETE' || each.state === 'FAILED',
    );
    expect(done.state).toBe('COMPLETE');
    expect(done.scenes[1]!.state).toBe('DROPPED');
    expect(done.credits_charged).toBe(NARRATION_CREDITS * 2);
    expect(await balances(userId)).toEqual({
      available: before.available - NARRATION_CREDITS * 2,
      held: 0,
    });
    composer.failScene = undefined;
  });

  it('releases a failed part at once; retry holds again and completes', async () => {
    const { person, userId } = await signIn('sb-retry@example.com', 100);
    avatar.failNext = true;
    const before = await balances(userId);
    const { id } = (
      await person.post('/api/storyboard', { creatorName: 'Ava', scenes: [presenter(LINES[0]!)] })
    ).json();
    const failed = await waitFor(person, id, (each) => each.scenes[0]!.state === 'FAILED');
    const failedScene = failed.scenes[0]!;
    expect(failedScene.state).toBe('FAILED');
    // the failed narration's hold is back already
    expect(await balances(userId)).toEqual(before);

    const other = await signIn('sb-retry-other@example.com', 100);
    const theirs = await other.person.post(`/api/storyboard/${id}/scenes/${failedScene.id}/retry`);
    expect(theirs.statusCode).toBe(404);

    const retried = await person.post(`/api/storyboard/${id}/scenes/${failedScene.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect((await balances(userId)).held).toBeGreaterThan(0);
    const done = await waitFor(
      person,
      id,
      (each) => each.state === 'COMPLETE' || each.state === 'FAILED',
    );
    expect(done.state).toBe('COMPLETE');
    expect(await balances(userId)).toEqual({
      available: before.available - NARRATION_CREDITS,
      held: 0,
    });
  });

  it('resumes a scene whose worker died mid-composition, and never captures twice', async () => {
    const { person, userId } = await signIn('sb-crash@example.com', 100);
    const render = context.container.services.storyboardRender;
    const stall = composer.stall((line) => line === LINES[1]);
    const { id } = (
      await person.post('/api/storyboard', {
        creatorName: 'Ava',
        scenes: [presenter(LINES[1]!), presenter(LINES[2]!)],
      })
    ).json();
    // the first worker claimed the scene and stopped there, as a killed one would
    await stall.reached;
    const { scenes } = (await person.get(`/api/storyboard/${id}`)).json();
    expect(scenes[0].state).toBe('PROCESSING');
    // its redelivery (a retry of the job) takes the scene over and composes it
    expect(await render.composeScene(scenes[0].id, 1)).toBe(true);
    stall.release();
    const done = await waitFor(
      person,
      id,
      (each) => each.state === 'COMPLETE' || each.state === 'FAILED',
    );
    expect(done.state).toBe('COMPLETE');
    // replays of every step once delivered change nothing
    expect(await render.assemble(id, 1)).toBe(false);
    expect(await render.composeScene(scenes[0].id, 1)).toBe(false);
    await render.partEnded(scenes[0].id);
    expect(await captures(userId)).toHaveLength(2);
    expect(await balances(userId)).toEqual({ available: 100 - NARRATION_CREDITS * 2, held: 0 });
  });
});
