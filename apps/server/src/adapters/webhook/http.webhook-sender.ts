import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  bareHost,
  guardedLookup,
  judgeAddresses,
  systemResolve,
  type Resolver,
} from '../../lib/address-guard';
import type { WebhookAnswer, WebhookPost, WebhookRefusal, WebhookSender } from './webhook-sender';

export interface HttpWebhookSenderOptions {
  /**
   * Lets events go to loopback addresses (and plain http there): the local fake receiver of
   * tests and a developer's own machine. `WEBHOOK_ALLOW_PRIVATE`, refused in production.
   */
  allowLoopback: boolean;
  /** Until the answer's status line; 10 s unless set. */
  timeoutMs?: number;
  /** The system resolver unless set (tests answer for made-up names). */
  resolve?: Resolver;
}

class Refused extends Error {
  constructor(readonly reason: WebhookRefusal) {
    super(`webhook refused: ${reason}`);
  }
}

/**
 * POSTs an event with the result downloader's address guard: the address is checked inside the
 * connection's own lookup (no DNS rebinding), redirects are never followed (a 3xx is an answer
 * like any other), and nothing is sent to a private, loopback, link-local or metadata address.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly resolve: Resolver;

  constructor(private readonly options: HttpWebhookSenderOptions) {
    this.resolve = options.resolve ?? systemResolve;
  }

  async post(request: WebhookPost): Promise<WebhookAnswer> {
    let url: URL;
    try {
      url = new URL(request.url);
      this.assertAllowed(url, isIP(bareHost(url)) ? [bareHost(url)] : undefined);
    } catch (error) {
      return error instanceof Refused
        ? { kind: 'refused', reason: error.reason }
        : { kind: 'refused', reason: 'scheme' };
    }
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    try {
      const response = await this.send(url, request, signal);
      // the body is not read: only the status counts, and a slow body must not hold the worker
      response.destroy();
      return { kind: 'answered', status: response.statusCode ?? 0 };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        return { kind: 'refused', reason: refusal };
      }
      const timedOut = signal.aborted;
      return {
        kind: 'unreachable',
        timedOut,
        reason: timedOut ? 'timeout' : ((error as NodeJS.ErrnoException).code ?? 'network error'),
      };
    }
  }

  private send(url: URL, request: WebhookPost, signal: AbortSignal) {
    const client = url.protocol === 'https:' ? https : http;
    const lookup = guardedLookup(this.resolve, (addresses) => this.assertAllowed(url, addresses));
    return new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = client.request(url, {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        signal,
        lookup,
        // a fresh connection per event: a pooled socket would skip the address check
        agent: false,
      });
      outgoing.once('response', resolve);
      outgoing.once('error', reject);
      outgoing.end(request.body);
    });
  }

  /** Checks the scheme, and the addresses when known (a literal IP, or the lookup's answer). */
  private assertAllowed(url: URL, addresses: string[] | undefined): void {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Refused('scheme');
    }
    if (addresses === undefined) {
      if (url.protocol !== 'https:' && !this.options.allowLoopback) {
        throw new Refused('scheme');
      }
      return;
    }
    const verdict = judgeAddresses(url, addresses, this.options.allowLoopback);
    if (verdict !== 'allowed') {
      throw new Refused(verdict);
    }
  }
}

/** Node wraps errors thrown by a lookup; our refusal must stay recognisable. */
function refusalOf(error: unknown): WebhookRefusal | undefined {
  if (error instanceof Refused) {
    return error.reason;
  }
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause instanceof Refused ? cause.reason : undefined;
}
