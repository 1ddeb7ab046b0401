import { lookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface DownloaderOptions {
  /** Lets tests fetch from fakes on 127.0.0.1 over plain HTTP; never set in production. */
  allowLoopbackHttp: boolean;
  maxBytes: number;
}

const MAX_REDIRECTS = 3;

/**
 * Copies a provider's result (a short-lived URL) into a local file. Only HTTPS to public
 * addresses: a provider response must never make us fetch from inside our own network.
 */
export class ResultDownloader {
  constructor(private readonly options: DownloaderOptions) {}

  async download(
    url: string,
    destination: string,
    headers: Record<string, string> = {},
  ): Promise<void> {
    let target = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await this.assertAllowed(target);
      const response = await fetch(target, {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(120_000),
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        target = new URL(location, target);
        continue;
      }
      if (!response.ok || !response.body) {
        throw new Error(`result download answered ${response.status}`);
      }
      await this.save(response, destination);
      return;
    }
    throw new Error('result download redirected too many times');
  }

  private async save(response: Response, destination: string): Promise<void> {
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > this.options.maxBytes) {
      throw new Error(`result is larger than ${this.options.maxBytes} bytes`);
    }
    let received = 0;
    const limit = this.options.maxBytes;
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        body.destroy(new Error(`result is larger than ${limit} bytes`));
      }
    });
    try {
      await pipeline(body, createWriteStream(destination));
    } catch (error) {
      await rm(destination, { force: true });
      throw error;
    }
  }

  private async assertAllowed(url: URL): Promise<void> {
    // decided before any DNS lookup, so a refused URL causes no network traffic at all
    if (
      url.protocol !== 'https:' &&
      !(url.protocol === 'http:' && this.options.allowLoopbackHttp)
    ) {
      throw new Error(`refusing to fetch a result over ${url.protocol}`);
    }
    const addresses = isIP(url.hostname.replace(/^\[|\]$/g, ''))
      ? [url.hostname.replace(/^\[|\]$/g, '')]
      : (await lookup(url.hostname, { all: true })).map((entry) => entry.address);
    const allLoopback = addresses.every(isLoopback);
    if (
      this.options.allowLoopbackHttp &&
      allLoopback &&
      ['http:', 'https:'].includes(url.protocol)
    ) {
      return;
    }
    if (url.protocol !== 'https:') {
      throw new Error(`refusing to fetch a result over ${url.protocol}`);
    }
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      throw new Error(`refusing to fetch a result from a private address (${url.hostname})`);
    }
  }
}

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';
}

/** Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local ranges. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = address.toLowerCase();
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  );
}
