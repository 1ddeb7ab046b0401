import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Captions' AI Creator API on loopback: list, submit and poll (QUEUED → PROCESSING → COMPLETE), and
 * the finished MP4 under /files. `failOperations` makes jobs end FAILED; `submits` counts submissions.
 * Like the real API it allows 5 requests a minute per endpoint when `enforceRateLimit` is on, and
 * answers a throttled call 429 in text/html; `rateLimitPolls` throttles the next polls outright,
 * and `unknownStatePolls` answers the next polls with a state the published enum does not have.
 * A submit naming a creator the list lacks is 400, a field of the wrong kind 422 (FastAPI's list of
 * field errors), and `moderateScripts` refuses every script on content grounds (400).
 */
export async function startFakeCaptions(options: { apiKey: string; videoPath: string }) {
  const operations = new Map<string, number>();
  const state = {
    submits: 0,
    failOperations: false,
    pollsBeforeDone: 2,
    rateLimitPolls: 0,
    unknownStatePolls: 0,
    moderateScripts: false,
    enforceRateLimit: false,
    /** Times of every poll, for the tests that check the spacing. */
    pollTimes: [] as number[],
    throttled: 0,
  };
  const recent = new Map<string, number[]>();
  const throttle = (endpoint: string) => {
    const now = Date.now();
    const calls = (recent.get(endpoint) ?? []).filter((time) => now - time < 60_000);
    calls.push(now);
    recent.set(endpoint, calls);
    return state.enforceRateLimit && calls.length > 5;
  };
  const video = await readFile(options.videoPath);

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://captions.test');
    if (request.method === 'GET' && url.pathname.startsWith('/files/')) {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': video.length });
      return response.end(video);
    }
    if (request.headers['x-api-key'] !== options.apiKey) {
      return send(401, { detail: 'Invalid API key' });
    }
    const body = chunks.length
      ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>)
      : {};
    if (url.pathname === '/creator/list') {
      return send(200, {
        supportedCreators: CREATORS,
        thumbnails: {
          Kate: { imageUrl: 'https://cdn.captions.test/kate.jpg' },
          Alex: { imageUrl: 'https://cdn.captions.test/alex.jpg' },
        },
      });
    }
    if (url.pathname === '/creator/submit') {
      if (typeof body.script !== 'string' || body.script.length > 800) {
        return send(400, { detail: 'script must be at most 800 characters' });
      }
      const problem = submitProblem(body);
      if (problem) {
        return send(problem.status, { detail: problem.detail });
      }
      if (state.moderateScripts) {
        return send(400, { detail: 'The script violates our content policy' });
      }
      state.submits += 1;
      const operationId = `op-${state.submits}`;
      operations.set(operationId, 0);
      return send(200, { operationId });
    }
    if (url.pathname === '/creator/poll') {
      state.pollTimes.push(Date.now());
      if (state.rateLimitPolls > 0 || throttle('/creator/poll')) {
        state.rateLimitPolls = Math.max(0, state.rateLimitPolls - 1);
        state.throttled += 1;
        response.writeHead(429, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<html><body><h1>429 Too Many Requests</h1></body></html>');
      }
      if (state.unknownStatePolls > 0) {
        state.unknownStatePolls -= 1;
        return send(200, { state: 'RENDERING', progress: 60 });
      }
      const operationId = String(body.operationId);
      const polls = operations.get(operationId);
      if (polls === undefined) {
        return send(404, { detail: 'Unknown operation' });
      }
      operations.set(operationId, polls + 1);
      if (polls < state.pollsBeforeDone) {
        return send(200, { state: polls === 0 ? 'QUEUED' : 'PROCESSING', progress: polls * 40 });
      }
      if (state.failOperations) {
        return send(200, { state: 'FAILED', error: 'The creator could not render this script' });
      }
      const port = (server.address() as AddressInfo).port;
      return send(200, {
        state: 'COMPLETE',
        url: `http://127.0.0.1:${port}/files/${operationId}.mp4?X-Goog-Expires=604800`,
      });
    }
    return send(404, { detail: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const CREATORS = ['Kate', 'Alex'];
const RESOLUTIONS = ['fhd', '4k'];

/** What `/creator/submit` refuses besides the script: our own request's mistakes. */
function submitProblem(
  body: Record<string, unknown>,
): { status: number; detail: unknown } | undefined {
  if (body.resolution !== undefined && !RESOLUTIONS.includes(String(body.resolution))) {
    return {
      status: 422,
      detail: [
        {
          loc: ['body', 'resolution'],
          msg: "Input should be 'fhd' or '4k'",
          type: 'enum',
        },
      ],
    };
  }
  if (body.creatorName !== undefined && !CREATORS.includes(String(body.creatorName))) {
    return { status: 400, detail: `Creator ${String(body.creatorName)} not found` };
  }
  return undefined;
}
