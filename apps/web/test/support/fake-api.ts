import { vi } from 'vitest';

/** What a fake route answers: a JSON body (200 unless `status` says otherwise). */
export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Handler = (request: { body: unknown; url: URL }) => FakeReply | Promise<FakeReply>;

/**
 * Stands in for the server behind `fetch`: routes are `'METHOD /api/path'` (no query string).
 * A call to a route the test did not give is answered 404 in the server's error shape, and every
 * call is kept so a test can check what the page sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Array<{ route: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const route = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ route, body });
    const handler = routes[route];
    const reply = handler
      ? await handler({ body, url })
      : { status: 404, body: { error: `no fake for ${route}`, code: 'NOT_FOUND' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The bodies sent to one route, in order. */
    sent: (route: string) => calls.filter((call) => call.route === route).map((call) => call.body),
  };
}

/** A route that never answers, for a request still in flight. */
export const pending = (): Promise<FakeReply> => new Promise(() => undefined);
