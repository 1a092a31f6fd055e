/// <reference types="chrome" />
// Every API call of the extension, through the typed SDK (@safqa/sdk: openapi-fetch over the
// API's own OpenAPI document, the X-Product-Version header, the bearer token renewed by one
// refresh at a time, errors as SafqaApiError with the catalogue's title). Runs in the service
// worker only.
import {
  createSafqaClient,
  SafqaApiError,
  unwrap,
  type SessionStore,
  type Tokens,
} from '@safqa/sdk';
import { SITE_ORIGIN } from './config';
import { shopperOf, type CouponResult, type Shopper } from './protocol';

/** What the extension keeps in chrome.storage.local. */
interface Stored {
  tokens?: Tokens | null;
  deviceToken?: string;
  /** A random id made once per install, sent as X-Client-Id with ad events. */
  clientId?: string;
}

const storage = {
  get: async <K extends keyof Stored>(key: K): Promise<Stored[K]> =>
    ((await chrome.storage.local.get(key)) as Stored)[key],
  set: (values: Stored) => chrome.storage.local.set(values),
};

/** The sign-in lives in chrome.storage.local: it outlives the worker, which Chrome stops when idle. */
const session: SessionStore = {
  getTokens: async () => (await storage.get('tokens')) ?? null,
  setTokens: (tokens) => storage.set({ tokens }),
  getDeviceToken: async () => (await storage.get('deviceToken')) ?? null,
  setDeviceToken: (deviceToken) => storage.set({ deviceToken }),
};

const { api } = createSafqaClient({ baseUrl: SITE_ORIGIN, session });

/** The title of a failed call's error (`NOT_FOUND`, `NETWORK_ERROR`, …). */
export function errorTitle(error: unknown): string {
  return error instanceof SafqaApiError ? error.title : 'INTERNAL_SERVER_ERROR';
}

/** The shop of the page at `url` with its coupons and rule; null when no shop matches (404). */
export async function lookUpShop(url: string) {
  try {
    return await unwrap(api.GET('/api/v1/shop/lookup', { params: { query: { url } } }));
  } catch (error) {
    if (error instanceof SafqaApiError && error.title === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The signed-in shopper, or null (never signed in, or the sign-in ended elsewhere). */
export async function currentShopper(): Promise<Shopper | null> {
  if (!(await session.getTokens())) return null;
  try {
    return shopperOf((await unwrap(api.GET('/api/v1/auth/profile'))).user);
  } catch (error) {
    // A refused refresh has already cleared the tokens (the SDK); anything else: try next page.
    if (error instanceof SafqaApiError && error.status === 401) return null;
    throw error;
  }
}

/** Redeems the site's one-time hand-off id for the extension's own tokens. */
export async function redeemHandoff(id: string): Promise<Shopper> {
  const signedIn = await unwrap(
    api.GET('/api/v1/auth/oauth-session/{id}', { params: { path: { id } } }),
  );
  await session.setTokens(signedIn.tokens);
  await session.setDeviceToken(signedIn.deviceToken);
  return shopperOf(signedIn.user);
}

/** Ends the extension's sign-in (the site signed out). */
export async function signOut(): Promise<void> {
  const tokens = await session.getTokens();
  await session.setTokens(null);
  if (!tokens) return;
  try {
    await unwrap(api.POST('/api/v1/auth/logout', { body: { refreshToken: tokens.refreshToken } }));
  } catch (error) {
    // Signed out here either way; a token the API was not told about simply expires.
    if (!(error instanceof SafqaApiError)) throw error;
  }
}

/** Reports one automatic try of a coupon at checkout. */
export async function reportResult(couponId: string, result: CouponResult) {
  return unwrap(
    api.POST('/api/v1/coupon/{id}/result', { params: { path: { id: couponId } }, body: result }),
  );
}

/** The extension's banner: the first running ad of its placement for the caller's country. */
export async function bannerAd() {
  const { items } = await unwrap(api.GET('/api/v1/ads/extension/banner'));
  return items[0] ?? null;
}

/** This install's random id (made once), so ad counts tell installs behind one address apart. */
async function clientId(): Promise<string> {
  const stored = await storage.get('clientId');
  if (stored) return stored;
  const id = crypto.randomUUID();
  await storage.set({ clientId: id });
  return id;
}

/** Counts one impression of the ad the panel shows. */
export async function countImpression(adId: string): Promise<void> {
  const { response } = await api.POST('/api/v1/ads/{id}/impression', {
    params: { path: { id: adId } },
    headers: { 'X-Client-Id': await clientId() },
  });
  // 204, counted or a repeat within the minute; an ad that stopped running is 404.
  if (!response.ok) throw new Error(`impression answered ${response.status}`);
}
