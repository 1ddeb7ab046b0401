import {
  STORYBOARD_MESSAGES,
  generationStatusResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookEventSchema,
  webhookSecretResponseSchema,
  type StoryboardStatusResponse,
  type WebhookEvent,
} from '@orato/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeWebhookReceiver,
  type FakeWebhookReceiver,
} from '../../../../test-support/fake-webhook-receiver';
import { webhookEvents } from '../../src/db/schema';
import { JOB_DEFINITIONS } from '../../src/jobs/job-catalogue';
import { startWorkers } from '../../src/jobs/workers';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { TestStoryboardComposer } from '../helpers/test-storyboard-composer';
import { apiUser, type ApiUser } from '../reliability/support/api-user';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The test avatar engine renders 2.4 s whatever the line: 3 credits a narration. */
const NARRATION_CREDITS = 3;
const presenter = (line: string) => ({ line, visual: { kind: 'presenter' as const } });

// a storyboard renders through the queue on a shared machine: minutes, not the default minute
describe.each(PRIMARY_TARGETS)('storyboard webhooks on %s', { timeout: 300_000 }, (target) => {
  let context: TestApp;
  let receiver: FakeWebhookReceiver;
  const composer = new TestStoryboardComposer();

  beforeAll(async () => {
    receiver = await startFakeWebhookReceiver();
    context = await createTestApp(
      target,
      { WEBHOOK_ALLOW_PRIVATE: '1' },
      { avatarGenerator: new TestAvatarGenerator(), storyboardComposer: composer },
    );
    // everything renders on its own; each webhook attempt is made by the test
    await startWorkers(
      context.container,
      JOB_DEFINITIONS.filter((definition) => !definition.name.startsWith('webhook.')),
    );
  });
  afterAll(async () => {
    await context?.dispose();
    await receiver?.close();
  });

  const events = (userId: string) =>
    context.container.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.userId, userId));

  /** A user with credits and an endpoint at the fake receiver, whose secret the receiver holds. */
  async function developer(): Promise<ApiUser> {
    const user = await apiUser(context.app, context.container, 100);
    const saved = await user.post('/api/account/webhook', { url: receiver.url });
    expect(saved.statusCode, saved.body).toBe(200);
    receiver.secret = webhookSecretResponseSchema.parse(saved.json()).secret!;
    return user;
  }

  async function waitFor(
    user: ApiUser,
    id: string,
    done: (status: StoryboardStatusResponse) => boolean,
  ): Promise<StoryboardStatusResponse> {
    const deadline = Date.now() + 240_000;
    for (;;) {
      const status = (await user.get(`/api/storyboard/${id}`)).json();
      if (done(status) || Date.now() > deadline) {
        return status;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const ended = (status: StoryboardStatusResponse) =>
    status.state === 'COMPLETE' || status.state === 'FAILED';

  /** The storyboard's one event, once its end recorded it, delivered to the receiver and parsed. */
  async function deliveredEvent(user: ApiUser, storyboardId: string): Promise<WebhookEvent> {
    let rows = await events(user.id);
    for (let tries = 0; rows.length === 0 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await events(user.id);
    }
    // the parts (narrations) ended long before the storyboard: none of them has an event
    expect(rows.map((row) => row.storyboardId)).toEqual([storyboardId]);
    expect(rows[0]!.generationId).toBeNull();
    const before = receiver.received.length;
    expect(await context.container.services.webhookDelivery.deliver(rows[0]!.id)).toBe('delivered');
    const [request, ...more] = receiver.received.slice(before);
    expect(more).toEqual([]);
    expect(request!.verified).toBe(true);
    return webhookEventSchema.parse(JSON.parse(request!.body));
  }

  it('a delivered storyboard sends one job.completed, like any job, and poll-creator answers it', async () => {
    const user = await developer();
    const started = await user.post('/api/storyboard', {
      title: 'Desk tour',
      creatorName: 'Ava',
      scenes: [presenter('A calm desk helps you focus.'), presenter('Try it tomorrow.')],
    });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json() as { id: string };
    const status = await waitFor(user, id, ended);
    expect(status.state).toBe('COMPLETE');

    const event = await deliveredEvent(user, id);
    if (event.type !== 'job.completed') {
      throw new Error(`unexpected ${event.type}`);
    }
    expect(event.data.job).toMatchObject({
      id,
      feature: 'storyboard',
      state: 'COMPLETE',
      title: 'Desk tour',
      credits_charged: NARRATION_CREDITS * 2,
      duration_seconds: status.duration_seconds,
    });
    expect(event.data.job.error).toBeUndefined();
    const site = context.container.config.site.url;
    for (const link of [event.data.links.media, event.data.links.thumbnail]) {
      const file = await context.app.inject({ method: 'GET', url: link!.slice(site.length) });
      expect(file.statusCode).toBe(200);
    }
    expect(event.data.links.captions).toMatch(new RegExp(`^${site}/api/media/`));
    // a replayed end records nothing twice
    expect(await context.container.services.webhookDelivery.afterStoryboardEnd(id)).toBe(false);
    const log = webhookDeliveriesResponseSchema.parse(
      (await user.get('/api/account/webhook/deliveries')).json(),
    ).deliveries;
    expect(log).toEqual([
      expect.objectContaining({ id: event.id, job_id: id, state: 'delivered' }),
    ]);

    // the job status call knows the storyboard's id, for its owner only
    const polled = await user.post('/api/poll-creator', { operationId: id });
    expect(polled.statusCode).toBe(200);
    const job = generationStatusResponseSchema.parse(polled.json());
    expect(job).toMatchObject({
      state: 'COMPLETE',
      progress: 100,
      credits_charged: NARRATION_CREDITS * 2,
      duration_seconds: status.duration_seconds,
    });
    expect(job.video_url).toBe(job.url);
    expect((await context.app.inject({ method: 'GET', url: job.url! })).statusCode).toBe(200);
    const stranger = await apiUser(context.app, context.container);
    const refused = await stranger.post('/api/poll-creator', { operationId: id });
    expect(refused.statusCode).toBe(404);
    const unknown = await user.post('/api/poll-creator', { operationId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    // the same answer for another's storyboard as for a missing job: nothing tells them apart
    expect(refused.json()).toEqual(unknown.json());
  });

  it('a storyboard that fails sends job.failed with its reason and no links', async () => {
    const user = await developer();
    composer.failScene = (line) => line.includes('on purpose');
    const { id } = (
      await user.post('/api/storyboard', {
        creatorName: 'Ava',
        scenes: [presenter('This line fails to compose, on purpose.')],
      })
    ).json() as { id: string };
    const waiting = await waitFor(user, id, (status) =>
      status.scenes.some((scene) => scene.state === 'FAILED'),
    );
    // a failed scene waits for the user: no event yet
    expect(waiting.state).not.toBe('FAILED');
    expect(await events(user.id)).toEqual([]);
    const polled = generationStatusResponseSchema.parse(
      (await user.post('/api/poll-creator', { operationId: id })).json(),
    );
    expect(['QUEUED', 'PROCESSING']).toContain(polled.state);

    const dropped = await user.post(`/api/storyboard/${id}/scenes/${waiting.scenes[0]!.id}/drop`);
    expect(dropped.statusCode).toBe(200);
    expect((await waitFor(user, id, ended)).state).toBe('FAILED');
    composer.failScene = undefined;

    const event = await deliveredEvent(user, id);
    expect(event).toMatchObject({
      type: 'job.failed',
      data: {
        job: {
          id,
          feature: 'storyboard',
          state: 'FAILED',
          error: STORYBOARD_MESSAGES.lastSceneDropped,
        },
        links: { media: null, thumbnail: null },
      },
    });
    const failed = generationStatusResponseSchema.parse(
      (await user.post('/api/poll-creator', { operationId: id })).json(),
    );
    expect(failed).toMatchObject({
      state: 'FAILED',
      error: STORYBOARD_MESSAGES.lastSceneDropped,
    });
  });
});
