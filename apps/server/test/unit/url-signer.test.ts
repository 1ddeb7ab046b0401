import { describe, expect, it } from 'vitest';
import { canonicalLink, UrlSigner } from '../../src/lib/url-signer';

const signer = new UrlSigner('a-test-secret-that-is-long-enough');
const now = 1_800_000_000;
const link = { key: 'media/2026/11/abc.mp4', expires: now + 60 };

describe('UrlSigner', () => {
  it('accepts its own signature before expiry', () => {
    const signature = signer.sign(link);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verify(link, signature, now)).toBe(true);
  });

  it('refuses a tampered key', () => {
    const signature = signer.sign(link);
    expect(signer.verify({ ...link, key: 'media/2026/11/abd.mp4' }, signature, now)).toBe(false);
  });

  it('refuses a tampered expiry', () => {
    const signature = signer.sign(link);
    expect(signer.verify({ ...link, expires: link.expires + 3600 }, signature, now)).toBe(false);
  });

  it('refuses a tampered or added download name', () => {
    const signature = signer.sign({ ...link, download: 'a.mp4' });
    expect(signer.verify({ ...link, download: 'a.mp4' }, signature, now)).toBe(true);
    expect(signer.verify({ ...link, download: 'b.mp4' }, signature, now)).toBe(false);
    expect(signer.verify(link, signature, now)).toBe(false);
    expect(signer.verify({ ...link, download: 'x.html' }, signer.sign(link), now)).toBe(false);
  });

  it('refuses an expired link, including at the exact second', () => {
    const signature = signer.sign(link);
    expect(signer.verify(link, signature, link.expires)).toBe(false);
    expect(signer.verify(link, signature, link.expires + 1)).toBe(false);
  });

  it('refuses malformed signatures and expiries without throwing', () => {
    const signature = signer.sign(link);
    expect(signer.verify(link, signature.slice(0, 62), now)).toBe(false);
    expect(signer.verify(link, `${signature}00`, now)).toBe(false);
    expect(signer.verify(link, 'z'.repeat(64), now)).toBe(false);
    expect(signer.verify(link, '', now)).toBe(false);
    expect(signer.verify({ ...link, expires: Number.NaN }, signature, now)).toBe(false);
  });

  it('does not accept another secret or purpose', () => {
    const signature = signer.sign(link);
    const otherSecret = new UrlSigner('another-test-secret-long-enough');
    const otherPurpose = new UrlSigner('a-test-secret-that-is-long-enough', 'session');
    expect(otherSecret.verify(link, signature, now)).toBe(false);
    expect(otherPurpose.verify(link, signature, now)).toBe(false);
  });

  it('refuses a short secret', () => {
    expect(() => new UrlSigner('short')).toThrow();
  });

  it('signs fields that cannot run into each other', () => {
    expect(canonicalLink({ key: 'a', expires: 12 })).not.toBe(
      canonicalLink({ key: 'a1', expires: 2 }),
    );
  });
});
