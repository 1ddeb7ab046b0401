import {
  activeJobsResponseSchema,
  generationStatusResponseSchema,
  quoteResponseSchema,
} from '@orato/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AvatarVideoRequest,
  InlineGenerator,
  RenderedMedia,
} from '../../src/adapters/video-generator/video-generator';
import { makeSampleVideo } from '../helpers/sample-media';
import { createTestApp, manualClock } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { apiUser, type ApiUser } from '../reliability/support/api-user';
import { balancesOf } from '../reliability/support/ledger-invariant';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SCRIPT = 'Small teams ship faster because every decision stays close to the work.';

/** An avatar engine the test holds mid-encode: it reports its steps, then waits to be let go. */
class HeldAvatarGenerator
  extends TestAvatarGenerator
  implements InlineGenerator<AvatarVideoRequest>
{
  release!: () => void;
  readonly reachedEncoding: Promise<void>;
  private reached!: () => void;

  constructor() {
    super();
    this.reachedEncoding = new Promise((resolve) => (this.reached = resolve));
  }

  override async render(
    _request: AvatarVideoRequest,
    workDir: string,
    onProgress: (fraction: number, stage?: string) => Promise<void>,
  ): Promise<RenderedMedia> {
    await onProgress(0.6, 'encoding');
    // a late, lower report must not move the bar back
    await onProgress(0.3, 'encoding');
    const released = new Promise<void>((resolve) => (this.release = resolve));
    this.reached();
    await released;
    const mediaPath = `${workDir}/video.mp4`;
    await makeSampleVideo(mediaPath, 2);
    return { mediaPath, contentType: 'video/mp4' };
  }
}

/** The quick test engine on a clock the test moves: each render takes one (manual) second. */
class ClockedAvatarGenerator extends TestAvatarGenerator {
  constructor(private readonly advance: () => void) {
    super();
  }

  override async render(
    request: AvatarVideoRequest,
    workDir: string,
    onProgress: (fraction: number, stage?: string) => Promise<void>,
  ): Promise<RenderedMedia> {
    this.advance();
    return super.render(request, workDir, onProgress);
  }
}

async function statusOf(user: ApiUser, operationId: string) {
  const response = await user.post('/api/poll-creator', { operationId });
  expect(response.statusCode).toBe(200);
  return generationStatusResponseSchema.parse(response.json());
}

async function startAvatar(user: ApiUser): Promise<string> {
  const response = await user.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
  expect(response.statusCode).toBe(200);
  return response.json().operationId as string;
}

describe.each(PRIMARY_TARGETS)('generation progress (%s)', (target) => {
  let context: TestApp | undefined;
  afterEach(async () => {
    await context?.dispose();
    context = undefined;
  });

  it('one worker, three queued jobs: the third is at position 3 and its ETA falls as jobs finish', async () => {
    const time = manualClock(new Date());
    const engine = new ClockedAvatarGenerator(() => time.advanceSeconds(1));
    context = await createTestApp(target, {}, { avatarGenerator: engine, clock: time.clock });
    const user = await apiUser(context.app, context.container, 100);
    // no worker is started: the test is the one worker, taking jobs in order
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(await startAvatar(user));
      time.advanceSeconds(1);
    }
    const third = ids[2]!;
    const first = await statusOf(user, third);
    expect(first).toMatchObject({ state: 'QUEUED', stage: 'queued', queue_position: 3 });
    // a reloaded page finds all three, in order, with their places in the queue
    const active = activeJobsResponseSchema.parse(
      (await user.get('/api/generations/active')).json(),
    );
    expect(active.jobs.map((job) => [job.id, job.queue_position, job.feature])).toEqual(
      ids.map((id, index) => [id, index + 1, 'ai-avatar']),
    );
    const etas = [first.eta_seconds!];
    for (const [index, id] of ids.slice(0, 2).entries()) {
      await context.container.services.generations.run(id);
      const status = await statusOf(user, third);
      expect(status.queue_position).toBe(2 - index);
      etas.push(status.eta_seconds!);
    }
    expect(etas.every((eta) => eta > 0)).toBe(true);
    expect(etas[1]).toBeLessThan(etas[0]!);
    expect(etas[2]).toBeLessThan(etas[1]!);
    await context.container.services.generations.run(third);
    const done = await statusOf(user, third);
    expect(done.state).toBe('COMPLETE');
    expect(done.queue_position).toBeUndefined();
    expect(done.eta_seconds).toBeUndefined();
    expect(
      activeJobsResponseSchema.parse((await user.get('/api/generations/active')).json()),
    ).toEqual({ jobs: [] });
  });

  it('jobs made in the same millisecond still each have their own place in the queue', async () => {
    // the clock never moves: all three rows get one created_at
    const time = manualClock(new Date());
    context = await createTestApp(
      target,
      {},
      { avatarGenerator: new TestAvatarGenerator(), clock: time.clock },
    );
    const user = await apiUser(context.app, context.container, 100);
    const ids = [await startAvatar(user), await startAvatar(user), await startAvatar(user)];
    const positions = await Promise.all(
      ids.map(async (id) => (await statusOf(user, id)).queue_position),
    );
    expect([...positions].sort()).toEqual([1, 2, 3]);
    // the reloaded page lists them in the same total order
    const active = activeJobsResponseSchema.parse(
      (await user.get('/api/generations/active')).json(),
    );
    expect(active.jobs.map((job) => job.queue_position)).toEqual([1, 2, 3]);
    // the job at place 1 runs: the other two move up to 1 and 2
    await context.container.services.generations.run(ids[positions.indexOf(1)]!);
    const after = await Promise.all(
      ids.filter((_, index) => positions[index] !== 1).map((id) => statusOf(user, id)),
    );
    expect(after.map((status) => status.queue_position).sort()).toEqual([1, 2]);
  });

  it('quotes: an avatar script its expected and most credits, length and wait; a clip its fixed price', async () => {
    context = await createTestApp(target, {}, { avatarGenerator: new TestAvatarGenerator() });
    const user = await apiUser(context.app, context.container, 0);
    const avatar = quoteResponseSchema.parse(
      (await user.post('/api/ai-creator/quote', { creatorName: 'Ava', script: SCRIPT })).json(),
    );
    expect(avatar.seconds).toBeGreaterThan(2);
    expect(avatar.credits).toBe(avatar.seconds);
    expect(avatar.hold_credits).toBeGreaterThan(avatar.credits);
    expect(avatar.wait_seconds).toBeGreaterThan(0);
    expect(avatar.over_limit).toBe(false);
    const clip = quoteResponseSchema.parse(
      (await user.get('/api/generations/quote?feature=veo3-videos')).json(),
    );
    expect(clip).toMatchObject({ credits: 120, hold_credits: 120, seconds: 8 });
    expect((await user.get('/api/generations/quote?feature=ai-avatar')).statusCode).toBe(400);
  });

  it('quotes a script before a presenter is chosen in the voice suggested first, named, the same quote and hold as choosing it', async () => {
    context = await createTestApp(target, {}, { avatarGenerator: new TestAvatarGenerator() });
    const user = await apiUser(context.app, context.container, 100);
    const unchosen = quoteResponseSchema.parse(
      (await user.post('/api/ai-creator/quote', { script: SCRIPT })).json(),
    );
    expect(unchosen.presenter).toBe('Ava');
    const chosen = quoteResponseSchema.parse(
      (await user.post('/api/ai-creator/quote', { creatorName: 'Ava', script: SCRIPT })).json(),
    );
    expect(chosen).toEqual(unchosen);
    // what the start holds is the quote's 'up to'
    expect(
      (await user.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT })).statusCode,
    ).toBe(200);
    expect(await balancesOf(context.container.database.db, user.id)).toEqual({
      available: 100 - unchosen.hold_credits,
      held: unchosen.hold_credits,
    });
  });

  it('a step past its usual time says "taking longer than usual"; progress never goes back', async () => {
    const time = manualClock(new Date());
    const engine = new HeldAvatarGenerator();
    context = await createTestApp(target, {}, { avatarGenerator: engine, clock: time.clock });
    const user = await apiUser(context.app, context.container, 100);
    const id = await startAvatar(user);
    const running = context.container.services.generations.run(id);
    await engine.reachedEncoding;

    const onTime = await statusOf(user, id);
    expect(onTime).toMatchObject({ state: 'PROCESSING', stage: 'encoding', progress: 60 });
    expect(onTime.slow).toBe(false);
    expect(onTime.eta_seconds).toBeGreaterThan(0);

    time.advanceSeconds(600);
    const late = await statusOf(user, id);
    expect(late).toMatchObject({ stage: 'encoding', progress: 60, slow: true });
    // past its usual time, what is left follows the progress made: 600 s for 60 % → 400 s
    expect(late.eta_seconds).toBe(400);

    engine.release();
    await running;
    expect(await statusOf(user, id)).toMatchObject({ state: 'COMPLETE', progress: 100 });
  });
});
