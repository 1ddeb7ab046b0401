import { isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@orato/shared';
import { isLoopback, isPrivateAddress } from '../../lib/address-guard';

/**
 * Why an endpoint URL cannot be saved, or undefined. Production takes https only: plain http
 * would let anyone on the path read results' links and replay events. Plain http is allowed only
 * to this machine and only with `WEBHOOK_ALLOW_PRIVATE`, which exists for tests and a developer's
 * local receiver and which the config refuses in production, where loopback is the server's own
 * services (the database, the metadata endpoint's proxies) that a user must never reach.
 * A host name is checked again, at every delivery, against what it resolves to.
 */
export function endpointUrlProblem(raw: string, allowLoopback: boolean): string | undefined {
  const url = new URL(raw);
  if (url.username || url.password) {
    return WEBHOOK_MESSAGES.noCredentials;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  const loopback = loopbackName || (isIP(host) !== 0 && isLoopback(host));
  if (loopback) {
    return allowLoopback ? undefined : WEBHOOK_MESSAGES.privateAddress;
  }
  if (url.protocol !== 'https:') {
    return WEBHOOK_MESSAGES.httpsOnly;
  }
  if (isIP(host) !== 0 && isPrivateAddress(host)) {
    return WEBHOOK_MESSAGES.privateAddress;
  }
  return undefined;
}
