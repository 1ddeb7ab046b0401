// The one origin rule, on the real server as its own process (compiled, as the container runs it):
// with only PORT set every absolute link is on http://localhost:<PORT>; with PUBLIC_SITE_URL set, a
// restart (no rebuild) moves every origin-dependent head tag, the sitemap and robots file to it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MARKETING_ROUTES, PRODUCT } from '@orato/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverArguments } from '../../../../test-support/server-bundle';
import { freePort, stopProcess, waitForHealth } from '../../../../test-support/server-process';
import { seedPgliteDatabase } from '../helpers/database-template';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

interface Server {
  /** Where the test reaches it (the address it binds). */
  address: string;
  child: ChildProcess;
  output: () => string;
}

/** The server with the given variables and nothing else of ours: no PUBLIC_* from the caller. */
async function boot(dataDir: string, env: Record<string, string>): Promise<Server> {
  const port = Number(env.PORT ?? (await freePort()));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLIC_')),
  );
  const child = spawn(process.execPath, serverArguments(inject('serverBundle')), {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const address = `http://127.0.0.1:${port}`;
  await waitForHealth(address, child);
  return { address, child, output: () => output };
}

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

async function waitForMail(address: string, matches: (text: string) => boolean) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = (await (await fetch(`${address}/dev/mailbox.json`)).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = mails.find((entry) => matches(`${entry.subject}\n${entry.text}`));
    if (mail) {
      return `${mail.subject}\n${mail.text}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no matching mail');
}

describe('one public origin', () => {
  let dataDir: string;

  beforeAll(() => {
    // the pre-rendered pages come from the real build; it is reused when the sources are unchanged
    const build = spawnSync(process.execPath, ['scripts/web-build.mjs'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    expect(build.status).toBe(0);
  }, 180_000);
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orato-origin-'));
    await seedPgliteDatabase({ driver: 'pglite', dir: path.join(dataDir, 'db') });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('with only PORT set: the startup line, checkout URL, reset link and canonical of / use that port', async () => {
    const port = await freePort();
    const site = `http://localhost:${port}`;
    const server = await boot(dataDir, { PORT: String(port) });
    try {
      expect(server.output()).toContain(
        `listening on http://127.0.0.1:${port}, public origin ${site}`,
      );
      const post = (url: string, body: unknown, cookie = '') =>
        fetch(`${server.address}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: site, cookie },
          body: JSON.stringify(body),
        });
      const account = { email: 'port@example.com', password: 'correct-horse-battery-9' };
      expect((await post('/api/signup', account)).status).toBe(201);
      const code = /verification code: (\d{6})/.exec(
        await waitForMail(server.address, (mail) => mail.includes('verification code')),
      )![1];
      const verified = await post('/api/verify-code', { email: account.email, code });
      expect(verified.ok).toBe(true);
      const login = await post('/api/login', account);
      const cookie = login.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');

      const checkout = await post(
        '/api/create-checkout-session',
        { lookup_key: `${PRODUCT.slug}-starter` },
        cookie,
      );
      const { url } = (await checkout.json()) as { url: string };
      expect(new URL(url).origin).toBe(site);

      expect((await post('/api/forgot-password', { email: account.email })).ok).toBe(true);
      const resetMail = await waitForMail(server.address, (mail) =>
        mail.includes('/reset-password?'),
      );
      const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(resetMail)![0];
      expect(new URL(link).origin).toBe(site);

      const home = await (await fetch(`${server.address}/`)).text();
      expect(attribute(home, /<link rel="canonical" href="([^"]*)"/)).toBe(`${site}/`);
    } finally {
      await stopProcess(server.child);
    }
  });

  it('restarted with PUBLIC_SITE_URL and no rebuild: canonicals, Open Graph, sitemap and robots use it', async () => {
    const site = 'https://orato.example';
    const server = await boot(dataDir, { PUBLIC_SITE_URL: site });
    try {
      expect(server.output()).toContain(`public origin ${site}`);
      for (const route of MARKETING_ROUTES) {
        for (const encoding of ['identity', 'br', 'gzip']) {
          const response = await fetch(`${server.address}${route}`, {
            headers: { 'accept-encoding': encoding },
          });
          expect(response.status).toBe(200);
          const html = await response.text();
          const expected = route === '/' ? `${site}/` : `${site}${route}`;
          expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(expected);
          expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(expected);
          expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(
            new RegExp(`^${site}/`),
          );
          expect(html).not.toContain('orato.invalid');
        }
      }
      const sitemap = await (await fetch(`${server.address}/sitemap.xml`)).text();
      const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toHaveLength(MARKETING_ROUTES.length);
      for (const location of locations) {
        expect(location?.startsWith(`${site}/`)).toBe(true);
      }
      const robots = await (await fetch(`${server.address}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    } finally {
      await stopProcess(server.child);
    }
  });
});
