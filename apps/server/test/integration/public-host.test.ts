// One host, one cookie: pages asked for on another host name are sent to the public origin's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-container';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const get = (context: TestApp, url: string, host: string, method: 'GET' | 'HEAD' = 'GET') =>
  context.app.inject({ method, url, headers: { host } });

describe('a server whose public origin is http://localhost:3000', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp('pglite', { PUBLIC_SITE_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('sends a page asked for on 127.0.0.1 to localhost, path and query kept', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await get(context, '/dashboard/library?tab=1', '127.0.0.1:3000', method);
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe('http://localhost:3000/dashboard/library?tab=1');
    }
    const mailbox = await get(context, '/dev/mailbox', '[::1]:3000');
    expect(mailbox.headers.location).toBe('http://localhost:3000/dev/mailbox');
  });

  it('answers pages on its own host, and /api on any host', async () => {
    expect((await get(context, '/dev/mailbox.json', 'localhost:3000')).statusCode).toBe(200);
    expect((await get(context, '/api/health', '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get(context, '/api/session', '127.0.0.1:3000')).statusCode).toBe(200);
  });

  it('leaves a form post alone: only page reads move', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(response.statusCode).not.toBe(307);
  });
});

describe('a server whose public origin is https://orato.example', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp('pglite', { PUBLIC_SITE_URL: 'https://orato.example' });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('sends a page asked for on its raw address or another name to the public origin', async () => {
    for (const host of ['203.0.113.7:3000', 'orato-internal:3000', 'www.orato.example']) {
      const response = await get(context, '/features', host);
      expect(response.statusCode, host).toBe(307);
      expect(response.headers.location).toBe('https://orato.example/features');
    }
  });

  it('answers the machine itself on loopback: probes and operators, never a visitor', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000']) {
      expect((await get(context, '/dev/mailbox.json', host)).statusCode, host).toBe(200);
    }
  });
});
