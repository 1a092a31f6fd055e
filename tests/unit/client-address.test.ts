/**
 * @jest-environment node
 */
import {
  addressNetwork,
  cameThroughTrustedProxy,
  clientAddress,
  edgeCountry,
  NO_TRUSTED_PROXIES,
  parseTrustedProxies,
  resolveClientAddress,
  type TrustedProxies,
} from '@/server/client-address';
import { FORWARDED_CHAIN_HEADER, moveForwardedFor } from '@/lib/security/forwarded-for';
import { parseEnv } from '@/server/env';

const trust = (value: string) => {
  const parsed = parseTrustedProxies(value);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

/** Headers as a route handler sees them behind proxy.ts: the chain sent in, then the peer. */
const behindProxy = (sent: string | null, peer: string) => {
  const moved = moveForwardedFor(new Headers(sent === null ? {} : { 'x-forwarded-for': sent }));
  const headers = moved ?? new Headers();
  // What Next's server does when the request has no X-Forwarded-For: the socket's address.
  headers.set('x-forwarded-for', peer);
  return headers;
};

describe('client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const headers = behindProxy('203.0.113.7, 198.51.100.1', '192.0.2.10');
    expect(clientAddress(headers, NO_TRUSTED_PROXIES)).toBe('192.0.2.10');
    expect(clientAddress(behindProxy(null, '192.0.2.10'), NO_TRUSTED_PROXIES)).toBe('192.0.2.10');
  });

  it('takes the address the outermost of N trusted hops saw', () => {
    // client 203.0.113.7 spoofs 1.1.1.1; the load balancer (10.0.0.5) appends what it saw.
    const chain = ['1.1.1.1', '203.0.113.7', '10.0.0.5'];
    expect(resolveClientAddress(chain, trust('1'))).toBe('203.0.113.7');
    expect(
      resolveClientAddress(['1.1.1.1', '203.0.113.7', '10.0.0.6', '10.0.0.5'], trust('2')),
    ).toBe('203.0.113.7');
    // Fewer hops than trusted: the farthest one there is.
    expect(resolveClientAddress(['10.0.0.5'], trust('2'))).toBe('10.0.0.5');
  });

  it('takes the nearest address outside the trusted CIDRs, IPv4 and IPv6', () => {
    const proxies = trust('10.0.0.0/8, fd00::/8, 127.0.0.1');
    expect(resolveClientAddress(['6.6.6.6', '203.0.113.7', '10.1.2.3'], proxies)).toBe(
      '203.0.113.7',
    );
    expect(resolveClientAddress(['2001:db8::1', 'fd00::2', '127.0.0.1'], proxies)).toBe(
      '2001:db8::1',
    );
    // A peer outside the ranges is the client itself: what it sent counts for nothing.
    expect(resolveClientAddress(['10.9.9.9', '203.0.113.7'], proxies)).toBe('203.0.113.7');
    expect(resolveClientAddress(['10.0.0.1', '10.0.0.2'], proxies)).toBe('10.0.0.1');
  });

  it('reads addresses as proxies and sockets write them', () => {
    expect(resolveClientAddress(['::ffff:192.0.2.1'], NO_TRUSTED_PROXIES)).toBe('192.0.2.1');
    expect(resolveClientAddress(['[2001:DB8::1]:443'], NO_TRUSTED_PROXIES)).toBe('2001:db8::1');
    expect(resolveClientAddress(['192.0.2.1:5000'], NO_TRUSTED_PROXIES)).toBe('192.0.2.1');
    expect(resolveClientAddress(['::ffff:10.0.0.5'], trust('10.0.0.0/8'))).toBe('10.0.0.5');
    expect(resolveClientAddress([], NO_TRUSTED_PROXIES)).toBe('unknown');
  });

  it('never lets a client write the moved-aside chain itself', () => {
    const moved = moveForwardedFor(new Headers({ [FORWARDED_CHAIN_HEADER]: '6.6.6.6' }));
    expect(moved?.has(FORWARDED_CHAIN_HEADER)).toBe(false);
    expect(moveForwardedFor(new Headers({ accept: 'x' }))).toBeNull();
    const headers = behindProxy('6.6.6.6', '192.0.2.10');
    expect(headers.get(FORWARDED_CHAIN_HEADER)).toBe('6.6.6.6');
    expect(clientAddress(headers, trust('1'))).toBe('6.6.6.6');
  });
});

describe("the edge's country", () => {
  /** Behind proxy.ts, with a country header the client (or the edge) sent. */
  const withCountry = (sent: string | null, peer: string) => {
    const headers = behindProxy(sent, peer);
    headers.set('cf-ipcountry', 'SA');
    return headers;
  };

  it('counts only when the peer is a trusted proxy', () => {
    // No proxy trusted: the client wrote the header, whatever chain it sent along.
    expect(cameThroughTrustedProxy(withCountry('10.0.0.5', '192.0.2.10'), NO_TRUSTED_PROXIES)).toBe(
      false,
    );
    expect(edgeCountry(withCountry('10.0.0.5', '192.0.2.10'), NO_TRUSTED_PROXIES)).toBeNull();
    // A hop count says a proxy stands in front of every request.
    expect(edgeCountry(withCountry('203.0.113.7', '10.0.0.5'), trust('1'))).toBe('sa');
    // Ranges: the peer itself must be in them; a trusted address written in the chain is not.
    expect(edgeCountry(withCountry('203.0.113.7', '10.0.0.5'), trust('10.0.0.0/8'))).toBe('sa');
    expect(edgeCountry(withCountry('10.0.0.5', '192.0.2.10'), trust('10.0.0.0/8'))).toBeNull();
    expect(cameThroughTrustedProxy(new Headers(), trust('1'))).toBe(false);
  });
});

describe('TRUSTED_PROXIES', () => {
  it.each([
    ['', { kind: 'none' }],
    ['1', { kind: 'hops', hops: 1 }],
    ['2', { kind: 'hops', hops: 2 }],
  ])('%j parses', (value, expected) => {
    expect(parseTrustedProxies(value)).toEqual(expected);
  });

  it('takes CIDRs and single addresses of both families', () => {
    const parsed = trust('10.0.0.0/8,192.168.1.1,fd00::/8,::1') as Extract<
      TrustedProxies,
      { kind: 'ranges' }
    >;
    expect(parsed.kind).toBe('ranges');
    expect(parsed.ranges.check('192.168.1.1', 'ipv4')).toBe(true);
    expect(parsed.ranges.check('192.168.1.2', 'ipv4')).toBe(false);
    expect(parsed.ranges.check('::1', 'ipv6')).toBe(true);
  });

  it.each(['0', '11', 'yes', '10.0.0.0/33', 'fd00::/129', '10.0.0/8', '10.0.0.0/8/1', '10.0.0.0/'])(
    'refuses %j, naming the variable at start-up',
    (value) => {
      expect(typeof parseTrustedProxies(value)).toBe('string');
      expect(() => parseEnv({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
    },
  );

  it('is none when unset', () => {
    expect(parseEnv({}).trustedProxies).toEqual({ kind: 'none' });
    expect(parseEnv({ TRUSTED_PROXIES: '1' }).trustedProxies).toEqual({ kind: 'hops', hops: 1 });
  });
});

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:7::1', '2001:0db8:0007::/48'],
    ['2001:DB8:7:ffff::2', '2001:0db8:0007::/48'],
    ['::1', '0000:0000:0000::/48'],
    ['unknown', 'unknown'],
  ])('%s is in %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network);
  });

  it('tells neighbouring networks apart', () => {
    expect(addressNetwork('203.0.114.7')).not.toBe(addressNetwork('203.0.113.7'));
    expect(addressNetwork('2001:db8:8::1')).not.toBe(addressNetwork('2001:db8:7::1'));
  });
});
