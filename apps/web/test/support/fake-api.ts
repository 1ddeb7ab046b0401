import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

/** A stand-in for the server: `fetch` answered from `routes` ("POST /storyboard/quote" → body). */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^\/api/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method, path, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) {
      return Response.json(
        { error: `No fake for ${method} ${path}`, code: 'NOT_FOUND' },
        { status: 404 },
      );
    }
    const answer = handler(call);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The bodies sent to one route, oldest first. */
    bodies: (route: string) =>
      calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body),
  };
}
