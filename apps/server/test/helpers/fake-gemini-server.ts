import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The Gemini API on loopback: text (scripts), image and Veo long-running video calls, as the
 * provider notes describe them. `mode` switches replies to the failure shapes the tests need.
 */
export async function startFakeGemini(options: { apiKey: string; videoPath: string; png: Buffer }) {
  const video = await readFile(options.videoPath);
  const state = {
    imageMode: 'image' as 'image' | 'text-only',
    videoMode: 'ok' as 'ok' | 'error',
    pollsBeforeDone: 1,
    requests: [] as { path: string; body: unknown }[],
  };
  const operations = new Map<string, number>();
  let counter = 0;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    const url = new URL(request.url ?? '/', 'http://gemini.test');
    const body = chunks.length
      ? (JSON.parse(Buffer.concat(chunks).toString()) as unknown)
      : undefined;
    state.requests.push({ path: url.pathname, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.headers['x-goog-api-key'] !== options.apiKey) {
      return send(403, {
        error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' },
      });
    }
    if (url.pathname.endsWith(':download')) {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return response.end(video);
    }
    if (url.pathname.endsWith(':predictLongRunning')) {
      const name = `models/veo-test/operations/op${++counter}`;
      operations.set(name, 0);
      return send(200, { name });
    }
    const operation = url.pathname.replace('/v1beta/', '');
    if (operations.has(operation)) {
      const polls = operations.get(operation)!;
      operations.set(operation, polls + 1);
      if (polls < state.pollsBeforeDone) {
        return send(200, { name: operation, done: false });
      }
      if (state.videoMode === 'error') {
        return send(200, {
          name: operation,
          done: true,
          error: {
            code: 400,
            message: 'The prompt could not be rendered',
            status: 'INVALID_ARGUMENT',
          },
        });
      }
      const port = (server.address() as AddressInfo).port;
      return send(200, {
        name: operation,
        done: true,
        response: {
          generateVideoResponse: {
            generatedSamples: [
              {
                video: {
                  uri: `http://127.0.0.1:${port}/v1beta/files/abc${counter}:download?alt=media`,
                },
              },
            ],
          },
        },
      });
    }
    if (url.pathname.endsWith(':generateContent') && url.pathname.includes('image')) {
      const parts =
        state.imageMode === 'image'
          ? [
              { text: 'Here you go' },
              { inlineData: { mimeType: 'image/png', data: options.png.toString('base64') } },
            ]
          : [{ text: 'I cannot help with that.' }];
      return send(200, {
        candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }],
      });
    }
    if (url.pathname.endsWith(':generateContent')) {
      const script = 'Gemini wrote this script. It has a hook, two points and a call to action.';
      return send(200, {
        candidates: [
          {
            content: { role: 'model', parts: [{ text: JSON.stringify({ script }) }] },
            finishReason: 'STOP',
          },
        ],
      });
    }
    return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
