import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeWebhookReceiver,
  type FakeWebhookReceiver,
} from '../../../../test-support/fake-webhook-receiver';
import { HttpWebhookSender } from '../../src/adapters/webhook/http.webhook-sender';

const request = (url: string) => ({
  url,
  body: '{"id":"evt"}',
  headers: { 'content-type': 'application/json' },
});

/** A resolver that answers made-up names, as DNS controlled by an attacker would. */
const resolveTo = (answers: Record<string, string[]>) => async (hostname: string) =>
  answers[hostname] ?? [];

describe('the webhook sender', () => {
  let receiver: FakeWebhookReceiver;
  beforeAll(async () => {
    receiver = await startFakeWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('posts the body and headers, and reports the status', async () => {
    const sender = new HttpWebhookSender({ allowLoopback: true });
    receiver.answers = [204];
    const before = receiver.received.length;
    expect(await sender.post(request(receiver.url))).toEqual({ kind: 'answered', status: 204 });
    const got = receiver.received[before]!;
    expect(got.body).toBe('{"id":"evt"}');
    expect(got.headers['content-type']).toBe('application/json');
  });

  it.each([
    ['a loopback address without the flag', `http://127.0.0.1:PORT/x`, {}, false, 'scheme'],
    [
      'a loopback address over https without the flag',
      `https://127.0.0.1:PORT/x`,
      {},
      false,
      'private-address',
    ],
    ['a private address', 'https://10.0.0.1:PORT/x', {}, true, 'private-address'],
    ['the metadata address', 'https://169.254.169.254:PORT/latest', {}, true, 'private-address'],
    ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]:PORT/x', {}, false, 'private-address'],
    [
      'a name that resolves to loopback',
      'https://rebind.example:PORT/x',
      { 'rebind.example': ['127.0.0.1'] },
      false,
      'private-address',
    ],
    [
      'a name with one public and one private answer',
      'https://mixed.example:PORT/x',
      { 'mixed.example': ['93.184.216.34', '10.1.2.3'] },
      true,
      'private-address',
    ],
    [
      'a name that resolves to the metadata address, even with the flag',
      'http://meta.example:PORT/x',
      { 'meta.example': ['169.254.169.254'] },
      true,
      'scheme',
    ],
  ])('never contacts %s', async (_name, url, answers, allowLoopback, reason) => {
    const sender = new HttpWebhookSender({ allowLoopback, resolve: resolveTo(answers) });
    const connections = receiver.connections;
    const answer = await sender.post(request(url.replace('PORT', String(receiver.port))));
    expect(answer).toEqual({ kind: 'refused', reason });
    expect(receiver.connections).toBe(connections);
  });

  it('does not follow a redirect: a 3xx is the answer', async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    });
    redirecting.listen(0, '127.0.0.1');
    await once(redirecting, 'listening');
    const { port } = redirecting.address() as AddressInfo;
    const sender = new HttpWebhookSender({ allowLoopback: true });
    expect(await sender.post(request(`http://127.0.0.1:${port}/`))).toEqual({
      kind: 'answered',
      status: 307,
    });
    redirecting.close();
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    const sender = new HttpWebhookSender({ allowLoopback: true, timeoutMs: 200 });
    receiver.delayMs = 2000;
    try {
      expect(await sender.post(request(receiver.url))).toEqual({
        kind: 'unreachable',
        timedOut: true,
        reason: 'timeout',
      });
    } finally {
      receiver.delayMs = 0;
    }
  });

  it('reports a refused connection as unreachable, worth a retry', async () => {
    const sender = new HttpWebhookSender({ allowLoopback: true });
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    expect(await sender.post(request(`http://127.0.0.1:${port}/`))).toEqual({
      kind: 'unreachable',
      timedOut: false,
      reason: 'ECONNREFUSED',
    });
  });
});
