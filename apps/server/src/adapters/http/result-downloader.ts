import { lookup as systemLookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { ResultRefused, type DownloadRequest, type ResultFetcher } from './result-fetcher';

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<string[]>;

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
    this.resolve =
      options.resolve ??
      (async (hostname) =>
        (await systemLookup(hostname, { all: true })).map((entry) => entry.address));
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
    if (this.options.allowLoopbackHttp && addresses.length > 0 && addresses.every(isLoopback)) {
      return;
    }
    if (url.protocol !== 'https:') {
      throw new ResultRefused(`refusing to fetch a result over ${url.protocol}`);
    }
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      throw new ResultRefused(
        `refusing to fetch a result from a private address (${bareHost(url)})`,
      );
    }
  }

  /** The connection's DNS lookup: resolves once, refuses private answers, connects to what it checked. */
  private checkedLookup(url: URL): LookupFunction {
    return (hostname, options, callback) => {
      this.resolve(hostname)
        .then((addresses) => {
          this.assertAllowedAddresses(url, addresses);
          const families = addresses.map((address) => ({ address, family: isIP(address) }));
          if (options.all) {
            callback(null, families);
          } else {
            callback(null, families[0]!.address, families[0]!.family);
          }
        })
        .catch((error: Error) => callback(error as NodeJS.ErrnoException, ''));
    };
  }
}

function parseUrl(url: string, base?: URL): URL {
  try {
    return new URL(url, base);
  } catch {
    throw new ResultRefused('the result URL is not a valid URL');
  }
}

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
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

function isLoopback(address: string): boolean {
  return LOOPBACK.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Special-purpose ranges (RFC 6890 and successors): nothing a provider's file can live on. */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible and unspecified/loopback; IPv4-mapped addresses are matched by the IPv4 rules
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/**
 * Loopback, private, link-local, carrier-grade NAT, multicast, documentation and other
 * non-public ranges, in any spelling Node accepts (IPv4-mapped, NAT64 and 6to4 forms included).
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) {
    return NON_PUBLIC.check(address, 'ipv4');
  }
  if (family !== 6) {
    return true;
  }
  if (NON_PUBLIC.check(address, 'ipv6')) {
    return true;
  }
  const embedded = embeddedIpv4(address);
  return embedded !== undefined && NON_PUBLIC.check(embedded, 'ipv4');
}

/** The IPv4 address inside a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  const toIpv4 = (high: number, low: number) =>
    [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) {
    return toIpv4(groups[6]!, groups[7]!);
  }
  if (groups[0] === 0x2002) {
    return toIpv4(groups[1]!, groups[2]!);
  }
  return undefined;
}

/** Eight 16-bit groups of an IPv6 address ('::' expanded, a dotted IPv4 tail converted). */
function expandIpv6(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
