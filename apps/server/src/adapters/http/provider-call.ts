/**
 * One way to call a provider's HTTP API, shared by every adapter: each answer is classified as
 * ours/the operator's fault, a passing failure, or the user's content refused, and passing
 * failures are retried with exponential backoff and jitter, honouring Retry-After, but never past
 * the job's deadline.
 */

import {
  ProviderBusy,
  ProviderRefused,
  ProviderUnavailable,
  type ProviderVerdict,
} from './provider-errors';

export interface ProviderRequest {
  provider: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON as text, or a multipart form (its boundary header is set by fetch). */
  body?: string | FormData;
  /** One attempt's limit. */
  timeoutMs: number;
  /** No attempt starts that could not finish before this (the job's deadline). */
  deadline?: Date;
  /** Attempts in all, the first included (default 4). */
  maxAttempts?: number;
  /**
   * False for a call that starts paid work (a job submission): a timeout or a dropped connection
   * may mean the provider got it, so only an answer that proves it did not (429, 503…) is retried.
   */
  retryUnanswered?: boolean;
  /** An adapter's reading of a failed answer; undefined falls back to the status rules. */
  classify?: (status: number, body: string) => ProviderVerdict | undefined;
}

export interface ProviderAnswer {
  status: number;
  body: string;
  /** The body as it came, for answers that are not text (audio). */
  bytes: Buffer;
  headers: Headers;
}

export interface RetryRuntime {
  sleep(ms: number): Promise<void>;
  random(): number;
  now(): number;
  fetch: typeof fetch;
}

export const defaultRuntime: RetryRuntime = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  now: Date.now,
  fetch: (...args) => fetch(...args),
};

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** Longer than this, and waiting inside a worker is worse than letting the queue retry later. */
const MAX_RETRY_AFTER_MS = 60_000;
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** The status rules: rate limits, overloads and timeouts pass; every other failure is ours to fix. */
export function defaultVerdict(status: number): ProviderVerdict {
  return TRANSIENT_STATUSES.has(status) ? { fault: 'transient' } : { fault: 'operator' };
}

/** Told how each provider call ended (after its retries) and how long it took in all. */
export type ProviderCallObserver = (
  provider: string,
  outcome: 'ok' | ProviderVerdict['fault'],
  seconds: number,
) => void;

/**
 * Every adapter calls providers through `callProvider` without being handed anything for it, so
 * the container subscribes here (when metrics are on) instead of threading a recorder through
 * each adapter. Returns the unsubscribe.
 */
const observers = new Set<ProviderCallObserver>();
export function observeProviderCalls(observer: ProviderCallObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export async function callProvider(
  request: ProviderRequest,
  runtime: RetryRuntime = defaultRuntime,
): Promise<ProviderAnswer> {
  if (observers.size === 0) {
    return callWithRetries(request, runtime);
  }
  const started = performance.now();
  const report = (outcome: 'ok' | ProviderVerdict['fault']) => {
    const seconds = (performance.now() - started) / 1000;
    observers.forEach((observer) => observer(request.provider, outcome, seconds));
  };
  try {
    const answer = await callWithRetries(request, runtime);
    report('ok');
    return answer;
  } catch (error) {
    report(faultOf(error));
    throw error;
  }
}

/** The class of a failed call: busy after its retries is transient; anything unknown is ours. */
function faultOf(error: unknown): ProviderVerdict['fault'] {
  if (error instanceof ProviderBusy) {
    return 'transient';
  }
  return error instanceof ProviderRefused ? 'refused' : 'operator';
}

async function callWithRetries(
  request: ProviderRequest,
  runtime: RetryRuntime,
): Promise<ProviderAnswer> {
  const attempts = request.maxAttempts ?? 4;
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(request, runtime);
    if ('answer' in outcome) {
      return outcome.answer;
    }
    const unanswered = outcome.error.status === undefined;
    if (unanswered && request.retryUnanswered === false) {
      throw outcome.error;
    }
    const wait = backoffMs(attempt, outcome.error.retryAfterSeconds, runtime.random());
    const finishBy = runtime.now() + wait + request.timeoutMs;
    const pastDeadline = request.deadline !== undefined && finishBy > request.deadline.getTime();
    if (attempt >= attempts || pastDeadline || wait > MAX_RETRY_AFTER_MS) {
      throw outcome.error;
    }
    await runtime.sleep(wait);
  }
}

async function attemptOnce(
  request: ProviderRequest,
  runtime: RetryRuntime,
): Promise<{ answer: ProviderAnswer } | { error: ProviderBusy }> {
  let response: Response;
  let bytes: Buffer;
  try {
    response = await runtime.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // timeouts, refused and reset connections: the request may never have arrived
    return {
      error: new ProviderBusy(
        request.provider,
        `${request.provider} ${request.method} ${pathOf(request.url)} did not answer: ${describe(error)}`,
      ),
    };
  }
  const body = bytes.toString('utf8');
  if (response.ok) {
    return { answer: { status: response.status, body, bytes, headers: response.headers } };
  }
  const verdict = request.classify?.(response.status, body) ?? defaultVerdict(response.status);
  const message = `${request.provider} ${request.method} ${pathOf(request.url)} answered ${response.status}`;
  if (verdict.fault === 'transient') {
    return {
      error: new ProviderBusy(
        request.provider,
        message,
        response.status,
        body,
        retryAfterSeconds(response.headers.get('retry-after'), body, runtime.now()),
      ),
    };
  }
  if (verdict.fault === 'refused') {
    throw new ProviderRefused(request.provider, verdict.reason, response.status, body);
  }
  throw new ProviderUnavailable(request.provider, message, response.status, body);
}

/** Full jitter on an exponential step, but never sooner than the provider asked. */
export function backoffMs(
  attempt: number,
  retryAfterSeconds: number | undefined,
  random: number,
): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  const jittered = Math.round(step / 2 + (random * step) / 2);
  return retryAfterSeconds === undefined
    ? jittered
    : Math.max(retryAfterSeconds * 1000, jittered / 4);
}

/** `Retry-After` as seconds or an HTTP date, else Google's RetryInfo `retryDelay` ("30s") in the body. */
export function retryAfterSeconds(
  header: string | null,
  body: string,
  now: number,
): number | undefined {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) {
      return seconds;
    }
    const date = Date.parse(header);
    if (Number.isFinite(date)) {
      return Math.max(0, (date - now) / 1000);
    }
  }
  const delay = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(body);
  return delay ? Number(delay[1]) : undefined;
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error.cause as { code?: string } | undefined)?.code;
    return code ? `${error.name} (${code})` : `${error.name}: ${error.message}`;
  }
  return String(error);
}
