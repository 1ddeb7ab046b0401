import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_ICON } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-container';
import { PRIMARY_TARGETS } from '../helpers/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe.each(PRIMARY_TARGETS)('HTTP app on %s', (target) => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp(target);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('reports health with the drivers in use', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      db: target,
      queue: 'ok',
      storage: 'local',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      engines: { script: 'local', image: 'local', voice: 'local' },
    });
  });

  it('sends security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No route for POST /api/nope', code: 'NOT_FOUND' });
  });

  it('answers a malformed URL with the same error shape as every other error', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/get-videos%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'FST_ERR_BAD_URL' });
  });

  it('shows the dev mailbox page and its JSON', async () => {
    await context.container.services.mail.send({
      to: 'dev@example.com',
      subject: 'Hello <there>',
      text: 'plain body',
      html: '<p>html body</p>',
    });
    const json = await context.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()[0]).toEqual({
      to: 'dev@example.com',
      subject: 'Hello <there>',
      text: 'plain body',
      html: '<p>html body</p>',
      sentAt: expect.any(String),
    });
    const page = await context.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Hello &#60;there&#62;');
    expect(page.body).not.toContain('Hello <there>');
    expect(page.body).toContain(`<link rel="icon" type="image/svg+xml" href="${APP_ICON.path}">`);
  });

  it("serves the app's icon without a web build, also where browsers look for it unasked", async () => {
    for (const url of [APP_ICON.path, '/favicon.ico']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toBe(APP_ICON.svg);
    }
    // the web build ships the same picture
    const webIcon = await readFile(
      path.resolve(import.meta.dirname, '../../../web/public/favicon.svg'),
      'utf8',
    );
    expect(webIcon).toBe(APP_ICON.svg);
  });
});

describe('HTTP app in production', () => {
  let context: TestApp;

  beforeAll(async () => {
    context = await createTestApp('pglite', { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('has no dev mailbox', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(
      404,
    );
    expect((await context.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('hides a sign-in that is not set up, rather than showing it disabled', async () => {
    const providers = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ google: false, show_unconfigured: false });
  });
});

describe('HTTP app serving the web build', () => {
  let context: TestApp;

  beforeAll(async () => {
    const webDir = path.join(process.env.TMPDIR ?? '/tmp', `orato-web-${process.pid}`);
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>landing</title>');
    await writeFile(
      path.join(webDir, 'app.html'),
      '<!doctype html><title>shell</title><div id="root"></div>',
    );
    await mkdir(path.join(webDir, 'features'), { recursive: true });
    await writeFile(
      path.join(webDir, 'features', 'index.html'),
      '<!doctype html><title>Features</title>',
    );
    await writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    context = await createTestApp('pglite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('serves the shell for app pages and a 404 status for unknown pages', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/dashboard/library' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const unknown = await context.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>shell</title>');
  });

  it('serves pre-rendered marketing pages as they were built', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/' })).body).toContain(
      '<title>landing</title>',
    );
    expect((await context.app.inject({ method: 'GET', url: '/features' })).body).toContain(
      '<title>Features</title>',
    );
  });

  it('caches hashed assets for a year', async () => {
    const asset = await context.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers unknown API routes with JSON', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
