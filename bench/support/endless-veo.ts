// A Veo endpoint on loopback that accepts every clip and never finishes one: the workers submit and
// then wait, so credits stay held and nothing renders while the bench measures submits.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startEndlessVeo(): Promise<{
  url: string;
  submits(): number;
  close(): Promise<void>;
}> {
  let submits = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.once('end', () => {
      const path = request.url ?? '/';
      const name = path.endsWith(':predictLongRunning')
        ? `models/veo-bench/operations/op${++submits}`
        : path.replace(/^\/v1beta\//, '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name, done: false }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    submits: () => submits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
