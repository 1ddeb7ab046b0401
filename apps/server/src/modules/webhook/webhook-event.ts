import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@orato/shared';

/** Retries go on this long after the event (or after a resend). */
export const WEBHOOK_RETRY_WINDOW_SECONDS = 24 * 60 * 60;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
/** Each wait is its step of the schedule times a factor in [1 - JITTER, 1 + JITTER). */
const JITTER = 0.2;

/** A new signing secret: `whsec_` and 256 random bits. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the value of the `Orato-Signature` header. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/** Every header of one attempt. */
export function deliveryHeaders(
  event: Pick<WebhookEvent, 'id' | 'type'>,
  signature: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Orato-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature,
    'orato-event-id': event.id,
    'orato-event-type': event.type,
  };
}

/**
 * The wait before retry number `failures` (1 after the first failed attempt): 30 s, 1 min, 2 min…
 * doubling up to an hour, each spread by ±20 % so endpoints that failed together are not all
 * retried in the same second.
 */
export function retryDelaySeconds(failures: number, random: () => number = Math.random): number {
  const step = Math.min(
    LONGEST_RETRY_SECONDS,
    FIRST_RETRY_SECONDS * 2 ** Math.max(0, failures - 1),
  );
  return Math.round(step * (1 - JITTER + 2 * JITTER * random()));
}
