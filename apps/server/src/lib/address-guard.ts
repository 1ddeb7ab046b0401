import { lookup as systemLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver, every answer of it. */
export const systemResolve: Resolver = async (hostname) =>
  (await systemLookup(hostname, { all: true })).map((entry) => entry.address);

/**
 * A connection's DNS lookup that resolves once, lets `check` refuse the answers (by throwing),
 * and connects to exactly what it checked: no second lookup, so no DNS rebinding in between.
 * Shared by everything that fetches or posts to a URL a user or a provider chose.
 */
export function guardedLookup(
  resolve: Resolver,
  check: (addresses: string[]) => void,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        check(addresses);
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

/** A host name without IPv6 brackets, lower-cased. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export type AddressVerdict = 'allowed' | 'scheme' | 'private-address';

/**
 * Whether a URL may be reached at the addresses its host resolved to: loopback only where the
 * caller allows it (and then plain http too), otherwise only https to public addresses.
 */
export function judgeAddresses(
  url: URL,
  addresses: readonly string[],
  allowLoopback: boolean,
): AddressVerdict {
  if (allowLoopback && addresses.length > 0 && addresses.every(isLoopback)) {
    return 'allowed';
  }
  if (url.protocol !== 'https:') {
    return 'scheme';
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    return 'private-address';
  }
  return 'allowed';
}

export function isLoopback(address: string): boolean {
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
