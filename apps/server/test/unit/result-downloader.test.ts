import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, ResultDownloader } from '../../src/adapters/http/result-downloader';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
  ])('treats %s as private', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['8.8.8.8', '142.250.74.46', '172.32.0.1', '2001:4860:4860::8888'])(
    'treats %s as public',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('ResultDownloader', () => {
  const downloader = new ResultDownloader({ allowLoopbackHttp: false, maxBytes: 1024 });

  it.each([
    'http://example.com/video.mp4',
    'https://127.0.0.1/video.mp4',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/x',
    'file:///etc/passwd',
  ])('refuses %s without fetching', async (url) => {
    await expect(downloader.download(url, '/tmp/never-written')).rejects.toThrow(/refusing/);
  });
});

describe('ResultDownloader and the operator’s own server', () => {
  it('fetches from the trusted origin over HTTP on a private address, but follows no redirect off it', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/away') {
        response.writeHead(302, { location: 'http://127.0.0.2:9/secret' }).end();
        return;
      }
      response.end('picture');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const dir = await mkdtemp(path.join(tmpdir(), 'orato-trusted-'));
    const downloader = new ResultDownloader({ allowLoopbackHttp: false, maxBytes: 1024 });
    try {
      await downloader.download(`${origin}/file.png`, path.join(dir, 'a'), {
        trustedOrigin: origin,
      });
      expect(await readFile(path.join(dir, 'a'), 'utf8')).toBe('picture');
      await expect(
        downloader.download(`${origin}/away`, path.join(dir, 'b'), { trustedOrigin: origin }),
      ).rejects.toThrow(/refusing to fetch a result over http/);
      await expect(downloader.download(`${origin}/file.png`, path.join(dir, 'c'))).rejects.toThrow(
        /refusing/,
      );
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
