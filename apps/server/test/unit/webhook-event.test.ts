import { createHmac } from 'node:crypto';
import { WEBHOOK_MESSAGES, WEBHOOK_SECRET_PATTERN } from '@orato/shared';
import { describe, expect, it } from 'vitest';
import { verifyOratoSignature } from '../../../../test-support/fake-webhook-receiver';
import { SecretBox } from '../../src/lib/secret-box';
import {
  newWebhookSecret,
  retryDelaySeconds,
  signatureHeader,
} from '../../src/modules/webhook/webhook-event';
import { endpointUrlProblem } from '../../src/modules/webhook/webhook-url';

describe('webhook signatures', () => {
  const secret = 'whsec_test-secret';
  const body = '{"id":"evt","type":"webhook.test"}';

  it('signs "<t>.<raw body>" with HMAC-SHA256, Stripe style', () => {
    const header = signatureHeader(secret, body, 1_800_000_000);
    const digest = createHmac('sha256', secret).update(`1800000000.${body}`).digest('hex');
    expect(header).toBe(`t=1800000000,v1=${digest}`);
  });

  it('verifies with the receiver code of docs/public-api.md, and refuses a changed body, secret or stale time', () => {
    const header = signatureHeader(secret, body, 1_800_000_000);
    expect(verifyOratoSignature(secret, header, body, 1_800_000_100)).toBe(true);
    expect(verifyOratoSignature(secret, header, `${body} `, 1_800_000_100)).toBe(false);
    expect(verifyOratoSignature('whsec_other', header, body, 1_800_000_100)).toBe(false);
    expect(verifyOratoSignature(secret, header, body, 1_800_000_301)).toBe(false);
  });

  it('makes secrets of 256 random bits with the whsec_ prefix', () => {
    const one = newWebhookSecret();
    expect(one).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(newWebhookSecret()).not.toBe(one);
  });
});

describe('webhook retry schedule', () => {
  it('doubles from 30 s to a cap of an hour, spread by ±20 %', () => {
    const low = (failures: number) => retryDelaySeconds(failures, () => 0);
    const high = (failures: number) => retryDelaySeconds(failures, () => 0.999_999);
    const middle = (failures: number) => retryDelaySeconds(failures, () => 0.5);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(middle)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(low(1)).toBe(24);
    expect(high(1)).toBe(36);
    // even the unluckiest draws grow: each step's lowest wait is above the previous step's highest
    for (let failures = 1; failures < 7; failures++) {
      expect(low(failures + 1)).toBeGreaterThan(high(failures));
    }
    expect(high(40)).toBeLessThanOrEqual(3600 * 1.2);
  });
});

describe('webhook endpoint URLs', () => {
  it.each([
    ['https://hooks.example.com/orato', false, undefined],
    ['http://hooks.example.com/orato', false, WEBHOOK_MESSAGES.httpsOnly],
    ['https://user:pass@hooks.example.com/', false, WEBHOOK_MESSAGES.noCredentials],
    ['http://127.0.0.1:8080/hook', false, WEBHOOK_MESSAGES.privateAddress],
    ['http://localhost:8080/hook', false, WEBHOOK_MESSAGES.privateAddress],
    ['https://[::1]/hook', false, WEBHOOK_MESSAGES.privateAddress],
    ['https://10.0.0.1/hook', false, WEBHOOK_MESSAGES.privateAddress],
    ['https://169.254.169.254/latest/meta-data', false, WEBHOOK_MESSAGES.privateAddress],
    ['https://[::ffff:192.168.1.1]/hook', false, WEBHOOK_MESSAGES.privateAddress],
    ['http://127.0.0.1:8080/hook', true, undefined],
    ['http://localhost:8080/hook', true, undefined],
    // the flag opens this machine only, never the rest of the private network
    ['https://10.0.0.1/hook', true, WEBHOOK_MESSAGES.privateAddress],
    ['http://192.168.1.20/hook', true, WEBHOOK_MESSAGES.httpsOnly],
  ])('%s (loopback allowed: %s)', (url, allowLoopback, problem) => {
    expect(endpointUrlProblem(url, allowLoopback)).toBe(problem);
  });
});

describe('sealed secrets', () => {
  it('open with the same app secret only, and refuse a tampered value', () => {
    const box = new SecretBox('an app secret of some length', 'webhook-signing-secrets');
    const sealed = box.seal('whsec_abc');
    expect(sealed).not.toContain('whsec_abc');
    expect(box.open(sealed)).toBe('whsec_abc');
    const other = new SecretBox('another app secret entirely', 'webhook-signing-secrets');
    expect(() => other.open(sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered)).toThrow();
  });
});
