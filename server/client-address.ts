import { BlockList, isIP } from 'node:net';
import { callerCountry, type CountryCode } from '@/lib/countries';
import { FORWARDED_CHAIN_HEADER } from '@/lib/security/forwarded-for';

/**
 * Who may tell us the client's address (TRUSTED_PROXIES): nobody (the socket's address is the
 * client's), the nearest `hops` proxies, or the proxies whose addresses fall in `ranges`.
 */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'ranges'; ranges: BlockList; text: string };

export const NO_TRUSTED_PROXIES: TrustedProxies = { kind: 'none' };

/** The most proxies a hop count may name: more is a typo, not an architecture. */
const MAX_HOPS = 10;

/**
 * TRUSTED_PROXIES as written: unset → none; `1`, `2` … → that many proxies in front; a
 * comma-separated list of CIDRs or addresses (IPv4 and IPv6) → the proxies in them. Returns a
 * message instead when the value is none of these.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | string {
  const text = value?.trim() ?? '';
  if (!text) return NO_TRUSTED_PROXIES;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > MAX_HOPS) return `a hop count must be 1 to ${MAX_HOPS}`;
    return { kind: 'hops', hops };
  }
  const ranges = new BlockList();
  for (const item of text.split(',').map((s) => s.trim())) {
    const [address = '', prefix, extra] = item.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (
      !family ||
      extra !== undefined ||
      !/^\d+$/.test(prefix ?? '0') ||
      !(bits >= 0 && bits <= max)
    ) {
      return `"${item}" is not a CIDR such as 10.0.0.0/8 or fd00::/8 (or give a hop count such as 1)`;
    }
    ranges.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'ranges', ranges, text };
}

/** An address as proxies write it: `[::1]:80`, `1.2.3.4:5`, `::ffff:1.2.3.4` → the bare address. */
function normalize(entry: string): string {
  let value = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.replace(/:\d+$/, '');
  if (value.startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7);
  // A key, not a store: bound what a proxy's garbage can make of it.
  return value.slice(0, 64);
}

function trusted(address: string, ranges: BlockList) {
  const family = isIP(address);
  return family !== 0 && ranges.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client in `chain` — the addresses a request passed, first the farthest, last the peer
 * that connected to us. Only the trusted proxies' word counts: without any the peer is the
 * client; with a hop count, the address the outermost trusted proxy saw; with ranges, the
 * nearest address outside them. Anything a client writes itself is to the left of that.
 */
export function resolveClientAddress(chain: readonly string[], trust: TrustedProxies): string {
  const hops = chain.map(normalize).filter(Boolean);
  const peer = hops.at(-1);
  if (!peer) return 'unknown';
  if (trust.kind === 'none') return peer;
  if (trust.kind === 'hops') return hops[Math.max(0, hops.length - 1 - trust.hops)] ?? peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const address = hops[i];
    if (address && !trusted(address, trust.ranges)) return address;
  }
  // Every hop is one of ours: the farthest is as near to the client as we can know.
  return hops[0] ?? peer;
}

const split = (value: string | null | undefined) => (value ? value.split(',') : []);

type HeaderReader = { get(name: string): string | null | undefined };

/**
 * The forwarded chain of a request that reached the app through proxy.ts (or an in-process
 * call that passed its headers on): the chain sent in, then `x-forwarded-for` — the peer, as
 * Next's server writes it from the socket.
 */
export function forwardedChain(headers: HeaderReader) {
  return [...split(headers.get(FORWARDED_CHAIN_HEADER)), ...split(headers.get('x-forwarded-for'))];
}

/**
 * The client's address: the one function the whole app asks (rate limits, per-address counters,
 * the ads' and coupon reports' client keys). `unknown` when nothing names one.
 */
export function clientAddress(headers: HeaderReader, trust: TrustedProxies): string {
  return resolveClientAddress(forwardedChain(headers), trust);
}

/** The 8 groups of an IPv6 address, each as 4 hex digits (`::` expanded). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) =>
    g.padStart(4, '0'),
  );
}

/**
 * The network an address is in, as far as telling clients apart goes: IPv4 by its /24, IPv6 by
 * its /48 (what one customer or host is usually given), an IPv4-mapped IPv6 address as IPv4.
 * Anything else (`unknown`) is its own network.
 */
export function addressNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 4) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (family === 6) return `${ipv6Groups(ip).slice(0, 3).join(':')}::/48`;
  return address;
}

/**
 * Whether the peer that connected to us is one of the trusted proxies, so that what only an edge
 * writes (its country header) is the edge's word and not the client's: never without
 * TRUSTED_PROXIES; always with a hop count (the configuration says proxies stand in front);
 * with ranges, when the peer is in them.
 */
export function cameThroughTrustedProxy(headers: HeaderReader, trust: TrustedProxies): boolean {
  if (trust.kind === 'none') return false;
  const peer = forwardedChain(headers).map(normalize).filter(Boolean).at(-1);
  if (!peer) return false;
  return trust.kind === 'hops' || trusted(peer, trust.ranges);
}

/**
 * The client's country as the trusted edge named it (cf-ipcountry and the like), or null: unknown
 * when the request did not come through a trusted proxy, whatever country header it carries. The
 * proxies TRUSTED_PROXIES names must set (or strip) these headers themselves.
 */
export function edgeCountry(headers: HeaderReader, trust: TrustedProxies): CountryCode | null {
  return cameThroughTrustedProxy(headers, trust)
    ? callerCountry((name) => headers.get(name))
    : null;
}
