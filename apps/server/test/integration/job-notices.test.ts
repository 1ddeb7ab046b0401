import { creditHistoryResponseSchema } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { apiUser, type ApiUser } from '../reliability/support/api-user';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SCRIPT = 'Tidy desks help. Start small and stay consistent every single day.';
const ENGINE_FAILURE =
  'The engine could not make this. Your credits were returned; please try again.';

describe.each(PRIMARY_TARGETS)('notices after a job (%s)', (target) => {
  let context: TestApp;
  const engine = new TestAvatarGenerator();
  const time = manualClock(new Date());

  beforeAll(async () => {
    context = await createTestApp(target, {}, { avatarGenerator: engine, clock: time.clock });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  async function start(user: ApiUser): Promise<string> {
    const response = await user.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
    expect(response.statusCode).toBe(200);
    return response.json().operationId as string;
  }
  const mailTo = async (email: string) =>
    (await context.container.services.mail.listOutbox()).filter((mail) => mail.to === email);

  it('a long job finished while away: "Your video is ready" with the link and figures', async () => {
    const user = await apiUser(context.app, context.container, 100);
    const id = await start(user);
    time.advanceSeconds(45);
    await context.container.services.generations.run(id);
    const [mail, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your video is ready');
    expect(mail!.text).toContain(`${context.container.config.site.url}/dashboard/library`);
    expect(mail!.text).toContain('(3 s · 3 credits)');
    // the job's own poll finds nothing more to send
    await context.container.services.generations.run(id);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it('a failed job: "your N credits are back" with the reason, and the return in Credits history', async () => {
    const user = await apiUser(context.app, context.container, 100);
    const id = await start(user);
    const held = (await context.container.services.generations.findOwn(user.id, id)).holdCredits;
    time.advanceSeconds(45);
    engine.failNext = true;
    await context.container.services.generations.run(id);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe(`We couldn't make your video — your ${held} credits are back`);
    expect(mail!.text).toContain(`Why: ${ENGINE_FAILURE}`);
    expect(mail!.text).toContain(`${context.container.config.site.url}/dashboard/ai-avatar`);
    const history = creditHistoryResponseSchema.parse(
      (await user.get('/api/credits/history')).json(),
    );
    expect(history.movements[0]).toMatchObject({
      kind: 'release',
      amount: held,
      job_id: id,
      reason: `Returned: ${ENGINE_FAILURE}`,
    });
  });

  it('no e-mail for a short job or one watched on its page, unless the setting says always', async () => {
    const user = await apiUser(context.app, context.container, 100);
    const short = await start(user);
    await context.container.services.generations.run(short);
    const watched = await start(user);
    time.advanceSeconds(45);
    expect((await user.post('/api/poll-creator', { operationId: watched })).statusCode).toBe(200);
    await context.container.services.generations.run(watched);
    expect(await mailTo(user.email)).toEqual([]);

    const setting = await user.post('/api/account/job-notices', { job_emails: 'always' });
    expect(setting.json().job_emails).toBe('always');
    const always = await start(user);
    await context.container.services.generations.run(always);
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual(['Your video is ready']);
    expect((await user.post('/api/account/job-notices', { job_emails: 'often' })).statusCode).toBe(
      400,
    );
  });
});
