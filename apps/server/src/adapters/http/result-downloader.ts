import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import {
  bareHost,
  guardedLookup,
  isPrivateAddress,
  judgeAddresses,
  systemResolve,
  type Resolver,
} from '../../lib/address-guard';
import { ResultRefused, type DownloadRequest, type ResultFetcher } from './result-fetcher';

export interface DownloaderOptions {
  /** Lets tests fetch from fakes on 127.0.0.1 over plain HTTP; never set in production. */
  allowLoopbackHttp: boolean;
  maxBytes: number;
  /** The whole download, redirects and body included; 120 s unless set. */
  timeoutMs?: number;
  /** The system resolver unless set (tests give one that answers for made-up names). */
  resolve?: Resolver;
}

const MAX_REDIRECTS = 3;

/**
 * Copies a provider's result (a short-lived URL) into a local file. Only HTTPS, only to the
 * provider's hosts, only to public addresses. The address is checked inside the connection's own
 * lookup, so the address checked is the address connected to (no DNS rebinding in between).
 */
export class ResultDownloader implements ResultFetcher {
  private readonly resolve: Resolver;

  constructor(private readonly options: DownloaderOptions) {
    this.resolve = options.resolve ?? systemResolve;
  }

  async download(url: string, destination: string, request: DownloadRequest = {}): Promise<void> {
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 120_000);
    const origin = parseUrl(url).origin;
    let target = parseUrl(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const trusted =
        request.trustedOrigin !== undefined && target.origin === request.trustedOrigin;
      if (!trusted) {
        this.assertAllowedUrl(target, request.allowedHosts);
      }
      // a redirect to another origin must not carry the provider's API key along
      const headers = target.origin === origin ? (request.headers ?? {}) : {};
      const response = await this.get(target, headers, signal, trusted);
      const location = response.headers.location;
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        target = parseUrl(location, target);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new Error(`result download answered ${status}`);
      }
      await this.save(response, destination);
      return;
    }
    throw new ResultRefused('result download redirected too many times');
  }

  private get(url: URL, headers: Record<string, string>, signal: AbortSignal, trusted: boolean) {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const lookup = trusted ? undefined : this.checkedLookup(url);
      const request = client.get(url, { headers, signal, ...(lookup && { lookup }) });
      request.once('response', resolve);
      request.once('error', (error) => reject(unwrapRefusal(error)));
    });
  }

  private async save(response: IncomingMessage, destination: string): Promise<void> {
    const limit = this.options.maxBytes;
    if (Number(response.headers['content-length'] ?? 0) > limit) {
      response.destroy();
      throw new ResultRefused(`result is larger than ${limit} bytes`);
    }
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        response.destroy(new ResultRefused(`result is larger than ${limit} bytes`));
      }
    });
    try {
      await pipeline(response, createWriteStream(destination));
    } catch (error) {
      await rm(destination, { force: true });
      throw error;
    }
  }

  /** Decided before any connection: a refused URL causes no network traffic at all. */
  private assertAllowedUrl(url: URL, allowedHosts: readonly string[] | undefined): void {
    if (
      url.protocol !== 'https:' &&
      !(url.protocol === 'http:' && this.options.allowLoopbackHttp)
    ) {
      throw new ResultRefused(`refusing to fetch a result over ${url.protocol}`);
    }
    const host = bareHost(url);
    if (allowedHosts && !allowedHosts.some((allowed) => hostMatches(host, allowed))) {
      throw new ResultRefused(`refusing to fetch a result from ${host}: not a provider host`);
    }
    if (isIP(host)) {
      this.assertAllowedAddresses(url, [host]);
    }
  }

  private assertAllowedAddresses(url: URL, addresses: string[]): void {
    const verdict = judgeAddresses(url, addresses, this.options.allowLoopbackHttp);
    if (verdict === 'scheme') {
      throw new ResultRefused(`refusing to fetch a result over ${url.protocol}`);
    }
    if (verdict === 'private-address') {
      throw new ResultRefused(
        `refusing to fetch a result from a private address (${bareHost(url)})`,
      );
    }
  }

  /** The connection's DNS lookup: resolves once, refuses private answers, connects to what it checked. */
  private checkedLookup(url: URL): LookupFunction {
    return guardedLookup(this.resolve, (addresses) => this.assertAllowedAddresses(url, addresses));
  }
}

function parseUrl(url: string, base?: URL): URL {
  try {
    return new URL(url, base);
  } catch {
    throw new ResultRefused('the result URL is not a valid URL');
  }
}

function hostMatches(host: string, allowed: string): boolean {
  const pattern = allowed.toLowerCase();
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/** Node wraps errors thrown by a lookup; our refusal must stay recognisable. */
function unwrapRefusal(error: Error): Error {
  return error instanceof ResultRefused || !(error.cause instanceof ResultRefused)
    ? error
    : error.cause;
}

export { isPrivateAddress, type Resolver };
