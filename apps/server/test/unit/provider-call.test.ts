import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  callProvider,
  retryAfterSeconds,
  type RetryRuntime,
} from '../../src/adapters/http/provider-call';
import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
} from '../../src/adapters/http/provider-errors';
import { classifyGeminiError } from '../../src/adapters/http/gemini-api';

/** Answers from a script, on a clock that only moves when the helper sleeps. */
function scriptedRuntime(answers: (Response | Error)[]) {
  let now = 1_000_000;
  const sleeps: number[] = [];
  const runtime: RetryRuntime = {
    now: () => now,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    fetch: async () => {
      const next = answers.shift();
      if (!next) {
        throw new Error('no more answers');
      }
      if (next instanceof Error) {
        throw next;
      }
      return next;
    },
  };
  return { runtime, sleeps, elapsed: () => now - 1_000_000 };
}

const request = (overrides = {}) => ({
  provider: 'gemini',
  url: 'https://provider.test/v1beta/models/m:generateContent',
  method: 'POST' as const,
  headers: {},
  timeoutMs: 1000,
  ...overrides,
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

describe('the shared provider call', () => {
  it('retries 429, 503 and a reset connection, honouring Retry-After, then returns the answer', async () => {
    const reset = new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    const { runtime, sleeps } = scriptedRuntime([
      json(429, { error: { code: 429 } }, { 'retry-after': '7' }),
      json(503, { error: { code: 503 } }),
      reset,
      json(200, { ok: true }),
    ]);
    const answer = await callProvider(request(), runtime);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(sleeps[0]).toBe(7000);
    // exponential steps with jitter: 1 s then 2 s before jitter (random 0.5 → three quarters)
    expect(sleeps.slice(1)).toEqual([1500, 3000]);
  });

  it('does not retry a submission whose answer was lost: the provider may have started it', async () => {
    const reset = new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    const { runtime, sleeps } = scriptedRuntime([reset, json(200, { name: 'op' })]);
    await expect(callProvider(request({ retryUnanswered: false }), runtime)).rejects.toBeInstanceOf(
      ProviderBusy,
    );
    expect(sleeps).toEqual([]);
    const busy = scriptedRuntime([json(503, {}), json(200, { name: 'op' })]);
    await expect(
      callProvider(request({ retryUnanswered: false }), busy.runtime),
    ).resolves.toMatchObject({
      status: 200,
    });
  });

  it('stops retrying when the next attempt could not finish before the deadline', async () => {
    const { runtime, sleeps } = scriptedRuntime([
      json(503, {}),
      json(503, {}),
      json(503, {}),
      json(200, {}),
    ]);
    const deadline = new Date(1_000_000 + 4000);
    await expect(callProvider(request({ deadline }), runtime)).rejects.toBeInstanceOf(ProviderBusy);
    expect(sleeps).toEqual([750, 1500]);
  });

  it('does not retry an operator fault and keeps the full error body for the log', async () => {
    const body = {
      error: {
        code: 404,
        message: 'models/x is not found for API version v1beta',
        status: 'NOT_FOUND',
      },
    };
    const { runtime, sleeps } = scriptedRuntime([json(404, body), json(200, {})]);
    const error = await callProvider(request(), runtime).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(JSON.parse((error as ProviderUnavailable).body!)).toEqual(body);
    expect(sleeps).toEqual([]);
  });

  it('lets an adapter call a content refusal, with the reason for the user', async () => {
    const { runtime } = scriptedRuntime([
      json(400, {
        error: {
          code: 400,
          message: 'The prompt violates our safety policy.',
          status: 'INVALID_ARGUMENT',
        },
      }),
    ]);
    const error = await callProvider(request({ classify: classifyGeminiError }), runtime).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as ProviderRefused).reason).toBe('The prompt violates our safety policy');
  });

  it('reads a Gemini quota of zero or billing that is off as the operator’s fault, not a rate limit', () => {
    const quota = JSON.stringify({
      error: {
        code: 429,
        message: 'Quota exceeded for metric: x, limit: 0',
        status: 'RESOURCE_EXHAUSTED',
      },
    });
    expect(classifyGeminiError(429, quota)).toEqual({ fault: 'operator' });
    expect(
      classifyGeminiError(429, '{"error":{"code":429,"message":"slow down"}}'),
    ).toBeUndefined();
  });

  it('reads Retry-After as seconds, as a date, or from Google RetryInfo', () => {
    expect(retryAfterSeconds('12', '', 0)).toBe(12);
    expect(retryAfterSeconds(new Date(30_000).toUTCString(), '', 0)).toBe(30);
    expect(retryAfterSeconds(null, '{"details":[{"retryDelay":"21s"}]}', 0)).toBe(21);
    expect(retryAfterSeconds(null, 'Too many requests', 0)).toBeUndefined();
  });

  it('grows the backoff exponentially up to its cap', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => backoffMs(attempt, undefined, 1))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
  });
});
