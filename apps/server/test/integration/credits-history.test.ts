import { creditHistoryResponseSchema, userResponseSchema } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';
import { TestAvatarGenerator } from '../helpers/test-generators';
import { apiUser, type ApiUser } from '../reliability/support/api-user';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SCRIPT = 'Tidy desks help. Start small and stay consistent every single day.';

describe.each(DATABASE_TARGETS)('credits you can read (%s)', (target) => {
  let context: TestApp;
  const engine = new TestAvatarGenerator();

  beforeAll(async () => {
    context = await createTestApp(target, {}, { avatarGenerator: engine });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  async function start(user: ApiUser): Promise<string> {
    const response = await user.post('/api/ai-creator', { creatorName: 'Ava', script: SCRIPT });
    expect(response.statusCode).toBe(200);
    return response.json().operationId as string;
  }
  const history = async (user: ApiUser, page = 1) =>
    creditHistoryResponseSchema.parse((await user.get(`/api/credits/history?page=${page}`)).json());

  it('shows available and held apart, and lists every movement newest first with its reason', async () => {
    const user = await apiUser(context.app, context.container, 100);
    const made = await start(user);
    const during = userResponseSchema.parse((await user.post('/api/get-user')).json());
    expect(during.credits + (during.credits_held ?? 0)).toBe(100);
    expect(during.credits_held).toBeGreaterThan(0);

    await context.container.services.generations.run(made);
    engine.failNext = true;
    const failed = await start(user);
    await context.container.services.generations.run(failed);
    const after = userResponseSchema.parse((await user.post('/api/get-user')).json());
    expect(after.credits_held).toBe(0);
    expect(after.credits).toBe(100 - 3);

    const { movements, has_more } = await history(user);
    expect(has_more).toBe(false);
    expect(movements.map((movement) => [movement.kind, movement.job_id])).toEqual([
      ['release', failed],
      ['hold', failed],
      ['release', made],
      ['capture', made],
      ['hold', made],
      ['grant', null],
    ]);
    const [returned, , rest, charge] = movements;
    expect(returned!.reason).toBe(
      'Returned: The engine could not make this. Your credits were returned; please try again.',
    );
    expect(rest!.reason).toBe('Returned: the part of the reservation not used');
    expect(charge).toMatchObject({
      amount: 3,
      reason: 'Charged for an avatar video of 3 s',
      duration_seconds: expect.closeTo(2.4, 1),
      job_title: expect.stringContaining('Tidy desks'),
    });
  });

  it('pages twenty at a time', async () => {
    const user = await apiUser(context.app, context.container, 0);
    for (let index = 0; index < 23; index += 1) {
      await context.container.services.credits.grant(
        user.id,
        1,
        `page-${user.id}-${index}`,
        `gift ${index}`,
      );
    }
    const first = await history(user);
    expect(first.movements).toHaveLength(20);
    expect(first.has_more).toBe(true);
    expect(first.movements[0]!.reason).toBe('gift 22');
    const second = await history(user, 2);
    expect(second.movements.map((movement) => movement.reason)).toEqual([
      'gift 2',
      'gift 1',
      'gift 0',
    ]);
    expect(second.has_more).toBe(false);
    expect((await user.get('/api/credits/history?page=0')).statusCode).toBe(400);
  });
});
