import {
  WEBHOOK_MESSAGES,
  webhookDeliveriesResponseSchema,
  webhookEventSchema,
  webhookSecretResponseSchema,
  type WebhookDelivery,
} from '@orato/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeWebhookReceiver,
  type FakeWebhookReceiver,
} from '../../../../test-support/fake-webhook-receiver';
import { webhookEndpoints, webhookEvents } from '../../src/db/schema';
import { JOB_DEFINITIONS } from '../../src/jobs/job-catalogue';
import { startWorkers } from '../../src/jobs/workers';
import { uploadAs } from '../helpers/multipart';
import { solidPng } from '../helpers/sample-images';
import { createTestApp, manualClock } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { apiUser, type ApiUser } from '../reliability/support/api-user';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SCRIPT = 'Tidy desks help. Start small and stay consistent every single day.';

const API_ORIGIN = 'https://api.orato.test';
describe.each(DATABASE_TARGETS)('webhooks on %s', (target) => {
  let context: TestApp;
  let receiver: FakeWebhookReceiver;
  const engine = new TestAvatarGenerator();
  const time = manualClock(new Date());

  beforeAll(async () => {
    receiver = await startFakeWebhookReceiver();
    receiver.now = () => Math.floor(time.clock().getTime() / 1000);
    context = await createTestApp(
      target,
      // the API on a host of its own: event links come from its origin, not the site's
      { WEBHOOK_ALLOW_PRIVATE: '1', PUBLIC_API_URL: `${API_ORIGIN}/api` },
      {
        clock: time.clock,
        avatarGenerator: engine,
        // names an attacker controls, resolving to addresses no event may go to
        webhookResolve: async (hostname) =>
          ({
            'internal.example': ['10.0.0.1'],
            'metadata.example': ['169.254.169.254'],
            'rebind.example': ['93.184.216.34', '127.0.0.1'],
          })[hostname] ?? [],
      },
    );
    // renders run on their own; each webhook attempt is made by the test, on its clock
    await startWorkers(
      context.container,
      JOB_DEFINITIONS.filter((definition) => definition.name === 'generation.run'),
    );
  });
  afterAll(async () => {
    await context?.dispose();
    await receiver?.close();
  });

  const database = () => context.container.database.db;

  /** A user with credits and an endpoint at the fake receiver, whose secret the receiver holds. */
  async function developer(url = receiver.url): Promise<ApiUser> {
    const user = await apiUser(context.app, context.container, 100);
    const saved = await user.post('/api/account/webhook', { url });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = webhookSecretResponseSchema.parse(saved.json());
    receiver.secret = body.secret!;
    return user;
  }

  async function deliveries(user: ApiUser): Promise<WebhookDelivery[]> {
    const response = await user.get('/api/account/webhook/deliveries');
    expect(response.statusCode).toBe(200);
    return webhookDeliveriesResponseSchema.parse(response.json()).deliveries;
  }

  /** Makes every due attempt of the user's events, as the queue would. */
  async function deliverDue(user: ApiUser) {
    const pending = () =>
      database()
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(and(eq(webhookEvents.userId, user.id), eq(webhookEvents.state, 'pending')));
    // a job's event is recorded just after its end is committed: give the worker that moment
    let rows = await pending();
    for (let tries = 0; rows.length === 0 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await pending();
    }
    return Promise.all(
      rows.map((row) => context.container.services.webhookDelivery.deliver(row.id)),
    );
  }

  async function imageJob(user: ApiUser) {
    const [image] = await uploadAs(context.app, user.headers.cookie, [
      {
        filename: 'p.png',
        contentType: 'image/png',
        data: await solidPng({ r: 20, g: 90, b: 160 }),
      },
    ]);
    const made = await user.post('/api/google-nano-banana', {
      prompt: 'make it warmer',
      image_urls: [image],
    });
    expect(made.statusCode, made.body).toBe(200);
  }

  /**
   * An avatar job rendered by the worker (one run only), returned once it has ended and, unless no
   * event is expected (the endpoint is off), once its end recorded its event.
   */
  async function avatarJob(user: ApiUser, fail: boolean, { event = true } = {}) {
    engine.failNext = fail;
    const response = await user.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
    expect(response.statusCode).toBe(200);
    const id = response.json().operationId as string;
    const ended = await context.container.services.generations.waitForEnd(id, 60_000);
    expect(ended?.state).toMatch(/COMPLETE|FAILED/);
    for (let tries = 0; event && tries < 100; tries++) {
      const events = await database()
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.generationId, id));
      if (events.length > 0) {
        return id;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (event) {
      throw new Error(`no webhook event was recorded for job ${id}`);
    }
    return id;
  }

  const since = (count: number) => receiver.received.slice(count);

  it('a finished image job sends a signed job.completed whose links work without a cookie', async () => {
    const user = await developer();
    const before = receiver.received.length;
    await imageJob(user);
    expect(await deliverDue(user)).toEqual(['delivered']);
    const [request, ...more] = since(before);
    expect(more).toEqual([]);
    expect(request!.verified).toBe(true);
    expect(request!.path).toBe('/hooks/orato');
    expect(request!.headers['content-type']).toBe('application/json');
    const event = webhookEventSchema.parse(JSON.parse(request!.body));
    expect(request!.headers['orato-event-id']).toBe(event.id);
    if (event.type !== 'job.completed') {
      throw new Error(`unexpected ${event.type}`);
    }
    expect(event.data.job).toMatchObject({
      feature: 'nano-banana',
      state: 'COMPLETE',
      title: 'make it warmer',
      credits_charged: expect.any(Number),
    });
    expect(event.data.job.error).toBeUndefined();
    expect(event.data.links.media).toMatch(new RegExp(`^${API_ORIGIN}/api/media/`));
    const media = await context.app.inject({
      method: 'GET',
      url: event.data.links.media!.slice(API_ORIGIN.length),
    });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toMatch(/^image\//);

    const [logged] = await deliveries(user);
    expect(logged).toMatchObject({
      id: event.id,
      type: 'job.completed',
      job_id: event.data.job.id,
      state: 'delivered',
      attempts: 1,
      last_status: 200,
      last_error: null,
      next_attempt_at: null,
    });
  });

  it('a failed job sends job.failed with the reason; a replayed end queues nothing twice', async () => {
    const user = await developer();
    const before = receiver.received.length;
    const id = await avatarJob(user, true);
    // the job's end, replayed: the run again, and the notice hook again
    await context.container.services.generations.run(id);
    expect(await context.container.services.webhookDelivery.afterEnd(id)).toBe(false);
    expect(await deliverDue(user)).toEqual(['delivered']);
    const [request, ...more] = since(before);
    expect(more).toEqual([]);
    const event = webhookEventSchema.parse(JSON.parse(request!.body));
    expect(event.type).toBe('job.failed');
    expect(event.data).toMatchObject({
      job: {
        id,
        feature: 'ai-avatar',
        // the language its script is in (a translation's is the one it was made in)
        language: 'en',
        state: 'FAILED',
        error: expect.stringContaining('credits'),
      },
      links: { media: null, thumbnail: null },
    });
    expect(await deliveries(user)).toHaveLength(1);
  });

  it('retries a 500 with growing waits and sends the same event until a 2xx', async () => {
    const user = await developer();
    const before = receiver.received.length;
    receiver.answers = [500, 503, 502];
    await avatarJob(user, false);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await deliverDue(user)).toEqual(['retrying']);
      const [logged] = await deliveries(user);
      expect(logged!.state).toBe('pending');
      waits.push(logged!.next_attempt_at! - logged!.last_attempt_at!);
      // not due yet: a second delivery of the job sends nothing
      expect(await deliverDue(user)).toEqual(['not-due']);
      time.advanceSeconds(waits.at(-1)!);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(24);
    expect(waits[0]).toBeLessThanOrEqual(36);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    expect(await deliverDue(user)).toEqual(['delivered']);
    const requests = since(before);
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((request) => JSON.parse(request.body).id)).size).toBe(1);
    expect(requests.every((request) => request.verified)).toBe(true);
    const [logged] = await deliveries(user);
    expect(logged).toMatchObject({ state: 'delivered', attempts: 4, last_status: 200 });
  });

  it('gives up after 24 hours of failures, and Resend starts again', async () => {
    const user = await developer();
    receiver.answers = Array<number>(60).fill(500);
    await avatarJob(user, false);
    let outcome: string[] = [];
    for (let attempt = 0; attempt < 60 && outcome[0] !== 'failed'; attempt++) {
      outcome = await deliverDue(user);
      time.advanceSeconds(3700);
    }
    expect(outcome).toEqual(['failed']);
    const [failed] = await deliveries(user);
    expect(failed).toMatchObject({ state: 'failed', last_status: 500, next_attempt_at: null });
    expect(failed!.last_error).toBe(WEBHOOK_MESSAGES.answered(500));
    receiver.answers = [];

    const other = await apiUser(context.app, context.container);
    const stolen = await other.post(`/api/account/webhook/deliveries/${failed!.id}/resend`);
    expect(stolen.statusCode).toBe(404);
    const resent = await user.post(`/api/account/webhook/deliveries/${failed!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json().delivery.state).toBe('pending');
    expect(await deliverDue(user)).toEqual(['delivered']);
    const again = await user.post(`/api/account/webhook/deliveries/${failed!.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(WEBHOOK_MESSAGES.notFailed);
  });

  it.each([
    ['a name that resolves to a private address', 'internal.example'],
    ['a name that resolves to the metadata address', 'metadata.example'],
    ['a name with a loopback answer among public ones', 'rebind.example'],
  ])('never contacts %s, and the log says why', async (_name, host) => {
    const user = await developer(`https://${host}:${receiver.port}/hooks`);
    const connections = receiver.connections;
    await avatarJob(user, false);
    expect(await deliverDue(user)).toEqual(['failed']);
    expect(receiver.connections).toBe(connections);
    const [logged] = await deliveries(user);
    expect(logged).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_status: null,
      last_error: WEBHOOK_MESSAGES.privateAddress,
    });
  });

  it('refuses to save private addresses and plain http elsewhere, with a clear message', async () => {
    const user = await apiUser(context.app, context.container);
    for (const [url, message] of [
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.privateAddress],
      ['https://10.0.0.1/hook', WEBHOOK_MESSAGES.privateAddress],
      ['http://hooks.example.com/hook', WEBHOOK_MESSAGES.httpsOnly],
      ['ftp://hooks.example.com/hook', WEBHOOK_MESSAGES.urlInvalid],
      ['not a url', WEBHOOK_MESSAGES.urlInvalid],
    ]) {
      const response = await user.post('/api/account/webhook', { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toBe(message);
    }
    expect((await user.get('/api/account/webhook')).json()).toEqual({ endpoint: null });
  });

  it('shows the secret once; a rolled secret signs from then on; a test event goes through the log', async () => {
    const user = await developer();
    const first = receiver.secret;
    const settings = await user.get('/api/account/webhook');
    expect(settings.body).not.toContain(first);
    expect(settings.json().endpoint).toMatchObject({
      url: receiver.url,
      enabled: true,
      secret_hint: first.slice(-4),
    });
    const [stored] = await database()
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, user.id));
    expect(JSON.stringify(stored)).not.toContain(first);
    // saving again changes the URL, not the secret
    const resaved = await user.post('/api/account/webhook', { url: receiver.url, enabled: true });
    expect(resaved.json().secret).toBeNull();

    const rolled = webhookSecretResponseSchema.parse(
      (await user.post('/api/account/webhook/secret')).json(),
    );
    expect(rolled.secret).not.toBe(first);
    const before = receiver.received.length;
    const test = await user.post('/api/account/webhook/test');
    expect(test.statusCode).toBe(202);
    expect(await deliverDue(user)).toEqual(['delivered']);
    const [request] = since(before);
    expect(request!.verified).toBe(false); // the receiver still holds the old secret
    receiver.secret = rolled.secret!;
    const retest = await user.post('/api/account/webhook/test');
    expect(retest.statusCode).toBe(202);
    await deliverDue(user);
    const [, second] = since(before);
    expect(second!.verified).toBe(true);
    expect(webhookEventSchema.parse(JSON.parse(second!.body)).type).toBe('webhook.test');
  });

  it('410 Gone turns the endpoint off: no more events until its owner saves it again', async () => {
    const user = await developer();
    receiver.answers = [410];
    await avatarJob(user, false);
    expect(await deliverDue(user)).toEqual(['failed']);
    const settings = (await user.get('/api/account/webhook')).json();
    expect(settings.endpoint).toMatchObject({
      enabled: false,
      disabled_reason: WEBHOOK_MESSAGES.gone,
    });
    await avatarJob(user, false, { event: false });
    expect(await deliveries(user)).toHaveLength(1);
    const test = await user.post('/api/account/webhook/test');
    expect(test.statusCode).toBe(409);
    const saved = await user.post('/api/account/webhook', { url: receiver.url });
    expect(saved.json().endpoint).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it('deleting the account deletes its endpoint and its delivery log', async () => {
    const user = await developer();
    await user.post('/api/account/webhook/test');
    expect(await deliverDue(user)).toEqual(['delivered']);
    expect((await user.post('/api/delete-account')).statusCode).toBe(200);
    expect(
      await database().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id)),
    ).toEqual([]);
    expect(
      await database().select().from(webhookEvents).where(eq(webhookEvents.userId, user.id)),
    ).toEqual([]);
  });

  it('signed-out callers are refused; the sweep requeues an event whose job was lost', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/account/webhook' });
    expect(anonymous.statusCode).toBe(401);
    const user = await developer();
    const [event] = await database()
      .insert(webhookEvents)
      .values({
        userId: user.id,
        type: 'webhook.test',
        data: { message: WEBHOOK_MESSAGES.testMessage },
        nextAttemptAt: time.clock(),
        retryUntil: new Date(time.clock().getTime() + 86_400_000),
        createdAt: time.clock(),
      })
      .returning();
    time.advanceSeconds(120);
    expect(await context.container.services.webhookDelivery.sweep()).toBeGreaterThanOrEqual(1);
    expect(await context.container.services.webhookDelivery.deliver(event!.id)).toBe('delivered');
  });

  it('the sweep records the event of a job whose worker stopped before recording it, once', async () => {
    const user = await developer();
    time.advanceSeconds(1);
    const id = await avatarJob(user, false);
    // as if the worker had died between the job's end and the event
    await database().delete(webhookEvents).where(eq(webhookEvents.generationId, id));
    time.advanceSeconds(120);
    const { webhookDelivery } = context.container.services;
    expect(await webhookDelivery.sweep()).toBeGreaterThanOrEqual(1);
    expect(await webhookDelivery.sweep()).toBe(0);
    expect(await deliverDue(user)).toEqual(['delivered']);
    const [logged, ...more] = await deliveries(user);
    expect(more).toEqual([]);
    expect(logged).toMatchObject({ type: 'job.completed', job_id: id, state: 'delivered' });
    // finished events are kept a month
    time.advanceSeconds(31 * 86_400);
    await webhookDelivery.sweep();
    expect(
      await database().select().from(webhookEvents).where(eq(webhookEvents.userId, user.id)),
    ).toEqual([]);
  });
});
