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
