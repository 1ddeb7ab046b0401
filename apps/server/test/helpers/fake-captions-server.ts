import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Captions' AI Creator API on loopback: list, submit and poll (QUEUED → PROCESSING → COMPLETE), and
 * the finished MP4 under /files. `failOperations` makes jobs end FAILED; `submits` counts submissions.
 */
export async function startFakeCaptions(options: { apiKey: string; videoPath: string }) {
  const operations = new Map<string, number>();
  const state = { submits: 0, failOperations: false, pollsBeforeDone: 2 };
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
        supportedCreators: ['Kate', 'Alex'],
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
      state.submits += 1;
      const operationId = `op-${state.submits}`;
      operations.set(operationId, 0);
      return send(200, { operationId });
    }
    if (url.pathname === '/creator/poll') {
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
