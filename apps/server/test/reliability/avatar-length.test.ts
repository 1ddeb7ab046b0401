import { listAvatars, synthesizeSpeech } from '@orato/media';
import { CREDIT_COSTS, LIMITS, MESSAGES } from '@orato/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItems, speakingRates } from '../../src/db/schema';
import { startWorkers } from '../../src/jobs/workers';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';
import { apiUser, type ApiUser } from './support/api-user';
import { balancesOf, entriesOfJob, expectLedgerInvariant } from './support/ledger-invariant';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const STARTING_CREDITS = 100;
const RENDER_TIMEOUT_MS = 240_000;

/** The scripts of the attack: few spaces, so a word count says they are short. */
const ATTACK_SCRIPTS = {
  '80 numbers joined by commas': Array.from({ length: 80 }, (_, i) => String(1000 + i * 137)).join(
    ',',
  ),
  '260 Chinese characters': '我们今天讨论小团队为什么能更快地发布产品因为他们沟通更简单决策更迅速'
    .repeat(9)
    .slice(0, 260),
  '400 emoji': '😀🎉🚀👍'.repeat(100),
  '60 long words': Array.from({ length: 60 }, () => 'independence').join(' '),
};

describe.each(PRIMARY_TARGETS)('H1 avatar videos cost their real length (%s)', (target) => {
  let context: TestApp;
  let creatorName: string;

  beforeAll(async () => {
    // the real offline engine: its voice decides the length, as in production
    context = await createTestApp(target);
    await startWorkers(context.container);
    const creators = await context.container.services.avatarVideo.listCreators();
    creatorName = (creators.find((creator) => creator.voice?.key.startsWith('en-us/')) ??
      creators[0])!.name;
  }, 120_000);
  afterAll(async () => {
    await context?.dispose();
  });

  async function attempt(user: ApiUser, script: string) {
    const response = await user.post('/api/ai-creator', { creatorName, script });
    if (response.statusCode !== 200) {
      return { response, row: undefined };
    }
    const id = response.json().operationId as string;
    const row = await context.container.services.generations.waitForEnd(id, RENDER_TIMEOUT_MS);
    return { response, row };
  }

  it.each(Object.entries(ATTACK_SCRIPTS))(
    'H1 %s: refused, or delivered with every second held and charged',
    async (_name, script) => {
      const { app, container } = context;
      const user = await apiUser(app, container, STARTING_CREDITS);
      const { response, row } = await attempt(user, script);
      const balances = await balancesOf(container.database.db, user.id);
      if (!row) {
        // refused up front: a clear message and nothing held
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatch(/at most 60 s/);
        expect(balances).toEqual({ available: STARTING_CREDITS, held: 0 });
        return;
      }
      expect(['COMPLETE', 'FAILED']).toContain(row.state);
      if (row.state === 'FAILED') {
        expect(row.error).toMatch(/Your credits were returned/);
        expect(balances).toEqual({ available: STARTING_CREDITS, held: 0 });
      } else {
        const seconds = row.durationSeconds!;
        expect(seconds).toBeLessThanOrEqual(LIMITS.avatarVideoMaxSeconds);
        const owed = Math.ceil(seconds - 1e-6) * CREDIT_COSTS.avatarPerSecond;
        expect(row.chargedCredits).toBe(owed);
        expect(row.holdCredits).toBeGreaterThanOrEqual(owed);
        expect(balances).toEqual({ available: STARTING_CREDITS - owed, held: 0 });
        expect(await entriesOfJob(container.database.db, row.id)).toContain(`capture:${owed}`);
      }
      await expectLedgerInvariant(container.database.db);
    },
    RENDER_TIMEOUT_MS,
  );

  it('H1 a worker measures the voice with the speech engine; quotes then follow that pace', async () => {
    const { app, container } = context;
    const user = await apiUser(app, container, 0);
    const voice = (await container.services.avatarVideo.listCreators()).find(
      (creator) => creator.name === creatorName,
    )!.voice!;
    const script =
      'Sleep matters for students. A rested brain remembers more, solves problems faster and stays calm before exams. Aim for eight hours, keep a steady bedtime, and put the phone away an hour before sleep.';
    // the first quote asks a worker to measure the voice (the API never synthesises)
    expect((await user.post('/api/ai-creator/quote', { creatorName, script })).statusCode).toBe(
      200,
    );
    let stored: { engine: string; rate: Record<string, number> } | undefined;
    const deadline = Date.now() + 60_000;
    while (!stored && Date.now() < deadline) {
      [stored] = await container.database.db
        .select({ engine: speakingRates.engine, rate: speakingRates.rate })
        .from(speakingRates)
        .where(eq(speakingRates.voiceKey, voice.key));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(stored?.engine).toMatch(/^[^:]+:\d+\.\d{4}$/);
    // a calm presenter says a letter in 40–120 ms, a digit (inside a number word) in more
    expect(stored!.rate.letter).toBeGreaterThan(0.04);
    expect(stored!.rate.letter).toBeLessThan(0.12);
    expect(stored!.rate.digit).toBeGreaterThan(stored!.rate.letter!);
    const quote = (await user.post('/api/ai-creator/quote', { creatorName, script })).json();
    const avatar = listAvatars().find((candidate) => candidate.name === creatorName)!;
    const { durationSeconds: real } = await synthesizeSpeech({
      text: script,
      voiceId: avatar.voiceId,
      gender: avatar.gender,
      pitch: avatar.voicePitch,
    });
    expect(Math.abs(quote.seconds - real) / real).toBeLessThan(0.15);
  }, 90_000);

  it(
    'H1 the worker refuses a video longer than its hold, even when the estimate was wrong',
    async () => {
      const { app, container } = context;
      const voice = (await container.services.avatarVideo.listCreators()).find(
        (creator) => creator.name === creatorName,
      )!.voice!;
      // a pace ten times too fast, as a wrong measurement would give: the hold is far too small
      const wrong = { fixed: 0.1, letter: 0.007, digit: 0.02, han: 0.02, kana: 0.02, hangul: 0.02 };
      await container.database.db
        .insert(speakingRates)
        .values({ voiceKey: voice.key, engine: 'wrong', rate: { ...wrong, symbol: 0.01 } })
        .onConflictDoUpdate({
          target: speakingRates.voiceKey,
          set: { engine: 'wrong', rate: { ...wrong, symbol: 0.01 } },
        });
      const user = await apiUser(app, container, STARTING_CREDITS);
      const script =
        'Small teams ship faster because every decision stays close to the work. Keep the plan short and talk often.';
      const { response, row } = await attempt(user, script);
      expect(response.statusCode).toBe(200);
      expect(row!.holdCredits).toBeLessThan(5);
      expect(row!.state).toBe('FAILED');
      expect(row!.error).toBe(
        MESSAGES.avatar.spokenOverHold(
          Number(/runs (\d+) s/.exec(row!.error ?? '')?.[1]),
          row!.holdCredits,
        ),
      );
      expect(await balancesOf(container.database.db, user.id)).toEqual({
        available: STARTING_CREDITS,
        held: 0,
      });
      const saved = await container.database.db
        .select()
        .from(libraryItems)
        .where(eq(libraryItems.generationId, row!.id));
      expect(saved).toEqual([]);
      await container.database.db
        .delete(speakingRates)
        .where(eq(speakingRates.voiceKey, voice.key));
    },
    RENDER_TIMEOUT_MS,
  );
});
