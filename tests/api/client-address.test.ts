import { parseTrustedProxies, type TrustedProxies } from '@/server/client-address';
import { createTestApp, type TestApp } from '../support/test-app';

// The per-address rate limits key on the client address of server/client-address.ts. The
// headers are those a route handler sees behind proxy.ts: the X-Forwarded-For a client sent,
// moved aside to x-safqa-forwarded-for, and x-forwarded-for as Next writes it from the socket.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const trust = (value: string) => parseTrustedProxies(value) as TrustedProxies;

/** Uninstall answers: 5 an hour per client address (LIMITS.uninstallIp). */
const answer = (peer: string, sent: string) =>
  t.api('POST', '/api/v1/uninstall/feedback', {
    json: { reason: 'OTHER' },
    headers: { 'x-forwarded-for': peer, 'x-safqa-forwarded-for': sent },
  });

async function statuses(peer: string, sentFor: (i: number) => string, count: number) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await answer(peer, sentFor(i))).status);
  return seen;
}

describe('the rate-limit key', () => {
  afterEach(() => {
    delete t.deps.trustedProxies;
  });

  it('is the peer when no proxy is trusted: a new X-Forwarded-For each time changes nothing', async () => {
    const seen = await statuses('192.0.2.1', (i) => `203.0.113.${i}`, 6);
    expect(seen).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is the address a trusted hop reports', async () => {
    t.deps.trustedProxies = trust('1');
    // Six clients behind one load balancer: each has its own allowance.
    expect(await statuses('10.0.0.5', (i) => `198.51.100.${i}`, 6)).toEqual(Array(6).fill(200));
    // One client (the balancer appends it after what it sent) spoofing a new address each time.
    const seen = await statuses('10.0.0.5', (i) => `6.6.6.${i}, 198.51.100.77`, 6);
    expect(seen).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is the nearest address outside the trusted CIDRs', async () => {
    t.deps.trustedProxies = trust('10.0.0.0/8, fd00::/8');
    expect(await statuses('fd00::1', (i) => `2001:db8::${i + 1}, 10.1.1.1`, 6)).toEqual(
      Array(6).fill(200),
    );
    // A peer outside the ranges is the client, whatever it claims.
    const seen = await statuses('192.0.2.99', (i) => `198.51.101.${i}`, 6);
    expect(seen).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

// The edge's country header (cf-ipcountry, x-vercel-ip-country, cloudfront-viewer-country) is
// the edge's word only when the request came through a trusted proxy: from anyone else it is a
// value the client chose, and the country is unknown.
describe("the edge's country", () => {
  afterEach(() => {
    delete t.deps.trustedProxies;
  });

  const country = async (peer: string, headers: Record<string, string>) =>
    (
      await t.workerApi('GET', '/api/worker/v1/geolocation', {
        headers: { 'x-forwarded-for': peer, ...headers },
      })
    ).body.data.country;

  it('is unknown when no proxy is trusted, whatever country header the client sends', async () => {
    expect(await country('192.0.2.1', { 'cf-ipcountry': 'SA' })).toBeNull();
    expect(await country('192.0.2.1', { 'x-vercel-ip-country': 'AE' })).toBeNull();
    expect(await country('192.0.2.1', { 'cloudfront-viewer-country': 'EG' })).toBeNull();
  });

  it('is the header of a trusted hop, or of a peer inside the trusted CIDRs', async () => {
    t.deps.trustedProxies = trust('1');
    expect(await country('10.0.0.5', { 'cf-ipcountry': 'SA' })).toBe('sa');
    t.deps.trustedProxies = trust('10.0.0.0/8');
    expect(await country('10.0.0.5', { 'x-vercel-ip-country': 'AE' })).toBe('ae');
    // A peer outside the ranges is the client itself: its header counts for nothing.
    expect(await country('192.0.2.99', { 'cf-ipcountry': 'SA' })).toBeNull();
  });
});
