import {
  createSafqaClient,
  memorySessionStore,
  SafqaApiError,
  unwrap,
  type SafqaClientOptions,
} from '@safqa/sdk';
import { PRODUCT_VERSION, WORKER_API_BASE } from '@/lib/api/constants';
import { foldForSearch } from '@/server/services/search-text';
import { GOOD_PASSWORD, verifiedUser } from '../support/auth-helpers';
import { crud, tokenWith } from '../support/catalog-helpers';
import { createCoupon, createShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// packages/sdk against the real API in process: openapi-fetch's fetch is the Hono apps'
// `request`, on a real database. Every request the client sends is kept in `sent`, with the
// status the API answered, so a test sees what went over the wire and how often.
let t: TestApp;
/** The API's clock runs this far ahead: moving it expires access tokens without waiting. */
let clockShift = 0;
const sent: {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  requestId: string | null;
}[] = [];

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => Date.now() + clockShift } });
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
});

async function intoApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  const app = url.pathname.startsWith(WORKER_API_BASE) ? t.worker : t.app;
  const response = await app.request(request);
  sent.push({
    method: request.method,
    path: url.pathname + url.search,
    status: response.status,
    headers,
    requestId: response.headers.get('x-request-id'),
  });
  return response;
}

const client = (options: Partial<SafqaClientOptions> = {}) =>
  createSafqaClient({ baseUrl: 'http://localhost:3000/', fetch: intoApi, ...options });
const calls = (method: string, path: string) =>
  sent.filter((s) => s.method === method && s.path.split('?')[0] === path);
const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A store the directory's search finds by its English name. */
const namedShop = (nameEn: string) =>
  createShop(t.db, { nameEn, searchText: foldForSearch(nameEn) });

describe('public reads', () => {
  it('answer the envelope’s data and send the product version', async () => {
    const shop = await namedShop('Sdk Directory Store');
    const sdk = client();
    const page = await unwrap(
      sdk.api.GET('/api/v1/shop/shop-list', {
        params: { query: { q: 'Sdk Directory', limit: 10 } },
      }),
    );
    expect(page.items.map((s) => s.id)).toEqual([shop.id]);
    expect(sent[0]!.headers.get('x-product-version')).toBe(PRODUCT_VERSION);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    // The API logged the version it was sent.
    const logged = t.logger.entries.filter((e) => e.fields?.path === '/api/v1/shop/shop-list');
    expect(logged.at(-1)?.fields?.productVersion).toBe(PRODUCT_VERSION);

    // The worker API through the same client.
    expect(await unwrap(sdk.worker.GET('/api/worker/v1/geolocation'))).toEqual({ country: null });
  });

  it('send the product version the client names', async () => {
    await unwrap(client({ productVersion: '9.9.9' }).api.GET('/api/v1/health'));
    expect(sent[0]!.headers.get('x-product-version')).toBe('9.9.9');
  });
});

describe('sign-in and tokens', () => {
  it('signs in, calls as the account and presents its device token at the next sign-in', async () => {
    const account = await verifiedUser(t);
    const session = memorySessionStore();
    const sdk = client({ session });
    const signedIn = await sdk.signIn({ email: account.email, password: GOOD_PASSWORD });
    expect(signedIn.user.email).toBe(account.email);
    expect(calls('POST', '/api/v1/auth/login')[0]!.headers.has('x-device-token')).toBe(false);

    const { user } = await unwrap(sdk.api.GET('/api/v1/auth/profile'));
    expect(user.id).toBe(account.user.id);
    const profileCall = calls('GET', '/api/v1/auth/profile')[0]!;
    expect(profileCall.headers.get('authorization')).toBe(`Bearer ${signedIn.tokens.accessToken}`);

    await sdk.signIn({ email: account.email, password: GOOD_PASSWORD });
    expect(calls('POST', '/api/v1/auth/login')[1]!.headers.get('x-device-token')).toBe(
      signedIn.deviceToken,
    );

    // Signing out ends the sign-in at the API: its refresh token is refused from then on.
    const { refreshToken } = (await session.getTokens())!;
    await sdk.signOut();
    expect(await session.getTokens()).toBeNull();
    const refused = await t.api('POST', '/api/v1/auth/refresh', { token: refreshToken });
    expect(refused.body.error.title).toBe('REFRESH_TOKEN_INVALID');
  });

  it('renews an expired access token with one refresh for all the calls that met the 401', async () => {
    const account = await verifiedUser(t);
    const session = memorySessionStore();
    const sdk = client({ session });
    const { tokens } = await sdk.signIn({ email: account.email, password: GOOD_PASSWORD });
    clockShift += (ACCESS_TOKEN_SECONDS + 60) * 1000;
    sent.length = 0;

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => unwrap(sdk.api.GET('/api/v1/auth/profile'))),
    );
    expect(answers.map((a) => a.user.id)).toEqual(Array(5).fill(account.user.id));
    const profiles = calls('GET', '/api/v1/auth/profile');
    expect(profiles.map((p) => p.status).sort()).toEqual([
      200, 200, 200, 200, 200, 401, 401, 401, 401, 401,
    ]);
    expect(calls('POST', '/api/v1/auth/refresh')).toHaveLength(1);
    const renewed = (await session.getTokens())!;
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    // Every retry carried the new token, and the sign-in lives on (no reuse was seen).
    const retried = profiles.filter((p) => p.status === 200);
    expect(new Set(retried.map((p) => p.headers.get('authorization')))).toEqual(
      new Set([`Bearer ${renewed.accessToken}`]),
    );
    expect(await unwrap(sdk.api.GET('/api/v1/auth/profile'))).toMatchObject({
      user: { id: account.user.id },
    });
    expect(calls('POST', '/api/v1/auth/refresh')).toHaveLength(1);

    // A call with a body is sent again whole after its refresh.
    clockShift += (ACCESS_TOKEN_SECONDS + 60) * 1000;
    sent.length = 0;
    const profile = {
      firstName: 'Layla',
      lastName: 'Haddad',
      sex: 'FEMALE',
      birthDate: '1994-03-17',
      country: 'jo',
    } as const;
    const { user } = await unwrap(sdk.api.POST('/api/v1/auth/complete-profile', { body: profile }));
    expect(user).toMatchObject({ firstName: 'Layla', country: 'jo' });
    expect(calls('POST', '/api/v1/auth/complete-profile').map((c) => c.status)).toEqual([401, 200]);
    expect(calls('POST', '/api/v1/auth/refresh')).toHaveLength(1);
  });

  it('a refused refresh ends the sign-in here and surfaces the call’s own error', async () => {
    const session = memorySessionStore({ accessToken: 'not-a-token', refreshToken: 'unknown' });
    const onSignedOut = jest.fn();
    const sdk = client({ session, onSignedOut });
    const error = await unwrap(sdk.api.GET('/api/v1/auth/profile')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafqaApiError);
    expect(error).toMatchObject({ title: 'UNAUTHORIZED_ACCESS', code: 1004, status: 401 });
    expect(calls('POST', '/api/v1/auth/refresh').map((c) => c.status)).toEqual([401]);
    expect(await session.getTokens()).toBeNull();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it('an error envelope is a SafqaApiError with the catalogue’s title and code', async () => {
    const sdk = client();
    const missing = await unwrap(
      sdk.api.GET('/api/v1/shop/shop-list/{id}', {
        params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
      }),
    ).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(SafqaApiError);
    expect(missing).toMatchObject({ title: 'NOT_FOUND', code: 1003, status: 404 });
    const answered = calls('GET', '/api/v1/shop/shop-list/00000000-0000-4000-8000-000000000000');
    expect((missing as SafqaApiError).requestId).toBe(answered[0]!.requestId);
    expect(answered[0]!.requestId).toEqual(expect.any(String));

    const shop = await createShop(t.db);
    const coupon = await createCoupon(t.db, shop.id);
    const invalid = await unwrap(
      sdk.api.POST('/api/v1/coupon/{id}/result', {
        params: { path: { id: coupon.id } },
        body: { worked: true, totalBefore: '90.00', totalAfter: '100.00', currency: 'SAR' },
      }),
    ).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ title: 'VALIDATION_ERROR', code: 1001, status: 400 });
    expect((invalid as SafqaApiError).details.map((d) => d.key)).toEqual(['totalAfter']);
  });

  it('no answer at all is NETWORK_ERROR', async () => {
    const sdk = client({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await unwrap(sdk.api.GET('/api/v1/health')).catch((e: unknown) => e);
    expect(error).toMatchObject({ title: 'NETWORK_ERROR', code: 2002 });
  });
});

describe('cacheable reads', () => {
  it('revalidate with If-None-Match and answer a 304 from the kept body', async () => {
    const admin = await tokenWith(t, crud('ads'));
    const created = await t.api('POST', '/api/v1/ads', {
      token: admin,
      json: {
        title: { ar: 'إعلان', en: 'Sdk Banner' },
        targetUrl: 'https://shop.example/sale',
        placement: 'EXTENSION_BANNER',
      },
    });
    expect(created.status).toBe(200);
    const sdk = client();
    const read = () =>
      unwrap(sdk.api.GET('/api/v1/ads/extension/banner', { params: { query: { country: 'sa' } } }));

    const first = await read();
    expect(first.items.map((ad) => ad.title.en)).toContain('Sdk Banner');
    const second = await read();
    expect(second).toEqual(first);
    const [one, two] = calls('GET', '/api/v1/ads/extension/banner');
    expect(one!.status).toBe(200);
    expect(one!.headers.has('if-none-match')).toBe(false);
    expect(two!.status).toBe(304);
    expect(two!.headers.get('if-none-match')).toMatch(/^"/);

    // A change makes a new ETag: the next read is a full answer again, and kept.
    await t.api('PATCH', `/api/v1/ads/${created.body.data.id}`, {
      token: admin,
      json: { title: { ar: 'إعلان', en: 'Sdk Banner Renamed' } },
    });
    const third = await read();
    expect(third.items.map((ad) => ad.title.en)).toContain('Sdk Banner Renamed');
    expect(calls('GET', '/api/v1/ads/extension/banner').map((c) => c.status)).toEqual([
      200, 304, 200,
    ]);
  });
});

describe('the extension’s calls (packages/sdk/README.md)', () => {
  it('lists stores, reads a store’s coupons, reports a try and counts an ad impression', async () => {
    const shop = await namedShop('Sdk Extension Store');
    const coupon = await createCoupon(t.db, shop.id, { code: 'SDK10' });
    const sdk = client();

    const stores = await unwrap(
      sdk.api.GET('/api/v1/shop/shop-list', { params: { query: { q: 'Sdk Extension' } } }),
    );
    expect(stores.items.map((s) => s.id)).toEqual([shop.id]);
    const coupons = await unwrap(
      sdk.api.GET('/api/v1/coupon', { params: { query: { shopId: shop.id } } }),
    );
    expect(coupons.items.map((c) => c.code)).toEqual(['SDK10']);
    const report = await unwrap(
      sdk.api.POST('/api/v1/coupon/{id}/result', {
        params: { path: { id: coupon.id } },
        body: { worked: true, totalBefore: '200.00', totalAfter: '180.00', currency: 'SAR' },
      }),
    );
    expect(report.counted).toBe(true);

    const admin = await tokenWith(t, crud('ads'));
    const ad = await t.api('POST', '/api/v1/ads', {
      token: admin,
      json: {
        title: { ar: 'إعلان', en: 'Sdk Impression' },
        targetUrl: 'https://shop.example/sale',
        placement: 'EXTENSION_BANNER',
      },
    });
    const counted = await unwrap(
      sdk.api.POST('/api/v1/ads/{id}/impression', { params: { path: { id: ad.body.data.id } } }),
    );
    expect(counted).toBeUndefined();
    expect(calls('POST', `/api/v1/ads/${ad.body.data.id}/impression`)[0]!.status).toBe(204);
  });
});
