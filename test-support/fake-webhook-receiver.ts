import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A developer's webhook endpoint, as docs/public-api.md tells one to write it: it reads the raw body,
 * checks `Orato-Signature` (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`) within a
 * tolerance window, and answers what the test scripts (200 unless told). It records every request
 * and every TCP connection, so a test can prove that a refused address was never contacted.
 */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the signature verified with the receiver's secret at the time it arrived. */
  verified: boolean;
}

export interface FakeWebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** TCP connections accepted, including ones that never made a request. */
  connections: number;
  /** The secret signatures are checked with (set it to the one Orato showed). */
  secret: string;
  /** Statuses to answer, in order; 200 once the list is used up. */
  answers: number[];
  /** Milliseconds to wait before answering. */
  delayMs: number;
  /** The receiver's clock in Unix seconds, for the tolerance window (tests move the sender's). */
  now: () => number;
  close(): Promise<void>;
}

/** Verifies an `Orato-Signature` header: the snippet in docs/public-api.md, as a receiver runs it. */
export function verifyOratoSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startFakeWebhookReceiver(): Promise<FakeWebhookReceiver> {
  const state = {
    received: [] as ReceivedWebhook[],
    connections: 0,
    secret: '',
    answers: [] as number[],
    delayMs: 0,
    now: () => Math.floor(Date.now() / 1000),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      state.received.push({
        path: request.url ?? '/',
        headers: request.headers,
        body,
        verified: verifyOratoSignature(
          state.secret,
          request.headers['orato-signature'] as string | undefined,
          body,
          state.now(),
        ),
      });
      const status = state.answers.shift() ?? 200;
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(status < 300 ? 'ok' : 'no');
      }, state.delayMs);
    });
  });
  server.on('connection', () => {
    state.connections += 1;
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hooks/orato`,
    port,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}
