import { STORYBOARD_LIMITS, STORYBOARD_MESSAGES, savedDraftSchema } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { signedInWithCredits } from '../helpers/auth-client';
import { manualClock, useTestApp } from '../helpers/test-container';
import { DATABASE_TARGETS } from '../helpers/test-database';

/** A draft mid-edit: a titled storyboard whose second scene has no line yet. */
const DRAFT = {
  title: '',
  creatorName: 'Ava',
  bubble: true,
  burnCaptions: false,
  scenes: [
    { line: 'Our bakery opens at six every morning', visual: { kind: 'presenter' } },
    { line: '', visual: { kind: 'shot', source: 'generate', prompt: 'fresh bread on a counter' } },
  ],
};

describe.each(DATABASE_TARGETS)('storyboard drafts on %s', (target) => {
  const time = manualClock(new Date('2026-11-28T09:00:00Z'));
  const context = useTestApp(target, {}, { clock: time.clock });
  let people = 0;
  const person = async () =>
    (
      await signedInWithCredits(
        context.app,
        context.container,
        `drafter-${++people}@example.com`,
        0,
      )
    ).person;

  it('saves a draft as it is edited, lists it by its first line, opens it anywhere and deletes it', async () => {
    const alice = await person();
    const created = await alice.send('POST', '/api/storyboard-drafts', DRAFT);
    expect(created.statusCode).toBe(201);
    const { id } = savedDraftSchema.parse(created.json());

    time.advanceSeconds(5);
    const edited = {
      ...DRAFT,
      scenes: [
        ...DRAFT.scenes,
        { line: 'See you soon', visual: { kind: 'presenter' } },
        // a presenter scene speaking the user's recording keeps it, its words not yet typed
        {
          line: '',
          visual: { kind: 'presenter' },
          recording_url: '/api/media/users/u/uploads/take.wav?expires=1',
        },
      ],
    };
    const saved = await alice.send('PUT', `/api/storyboard-drafts/${id}`, edited);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updated_at).toBe('2026-11-28T09:00:05.000Z');

    // another device, the same account: the list, then the whole draft as last saved
    const list = await alice.get('/api/storyboard-drafts');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual({
      drafts: [
        {
          id,
          title: 'Our bakery opens at six every morning',
          scene_count: 4,
          updated_at: '2026-11-28T09:00:05.000Z',
        },
      ],
    });
    expect((await alice.get(`/api/storyboard-drafts/${id}`)).json()).toEqual({
      ...edited,
      id,
      updated_at: '2026-11-28T09:00:05.000Z',
    });

    const deleted = await alice.send('DELETE', `/api/storyboard-drafts/${id}`);
    expect(deleted.json()).toEqual({ message: STORYBOARD_MESSAGES.draftDeleted });
    expect((await alice.get('/api/storyboard-drafts')).json()).toEqual({ drafts: [] });
    expect((await alice.get(`/api/storyboard-drafts/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another account's draft, and leaves it as it was", async () => {
    const alice = await person();
    const bob = await person();
    const { id } = (await alice.send('POST', '/api/storyboard-drafts', DRAFT)).json();
    for (const response of [
      await bob.get(`/api/storyboard-drafts/${id}`),
      await bob.send('PUT', `/api/storyboard-drafts/${id}`, { ...DRAFT, title: 'mine now' }),
      await bob.send('DELETE', `/api/storyboard-drafts/${id}`),
      await bob.get('/api/storyboard-drafts/not-an-id'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: STORYBOARD_MESSAGES.draftNotFound,
        code: 'NOT_FOUND',
      });
    }
    expect((await bob.get('/api/storyboard-drafts')).json()).toEqual({ drafts: [] });
    expect((await alice.get(`/api/storyboard-drafts/${id}`)).json().bubble).toBe(true);
  });

  it('refuses a draft past the bounds of a storyboard, and one draft too many, saving nothing', async () => {
    const alice = await person();
    const tooManyScenes = {
      ...DRAFT,
      scenes: Array.from({ length: STORYBOARD_LIMITS.maxScenes + 1 }, () => DRAFT.scenes[0]),
    };
    expect((await alice.send('POST', '/api/storyboard-drafts', tooManyScenes)).statusCode).toBe(
      400,
    );
    for (let index = 0; index < STORYBOARD_LIMITS.maxSavedDrafts; index += 1) {
      expect((await alice.send('POST', '/api/storyboard-drafts', DRAFT)).statusCode).toBe(201);
    }
    const refused = await alice.send('POST', '/api/storyboard-drafts', DRAFT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(STORYBOARD_MESSAGES.tooManyDrafts);
    expect((await alice.get('/api/storyboard-drafts')).json().drafts).toHaveLength(
      STORYBOARD_LIMITS.maxSavedDrafts,
    );
  });

  it('asks who is calling first', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/storyboard-drafts' });
    expect(response.statusCode).toBe(401);
  });
});
