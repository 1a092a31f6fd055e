/// <reference types="chrome" />
// The messages the content scripts send the service worker (chrome.runtime.sendMessage), and
// what it answers. Only the worker calls the API: it holds the tokens, and its requests to the
// Safqa origin are covered by the extension's host permission (no CORS, no page cookies).
import type { MainApi } from '@safqa/sdk';

type Schemas = MainApi.components['schemas'];
type Data<
  Path extends keyof MainApi.paths,
  Method extends 'get' | 'post',
> = MainApi.paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

/** GET /shop/lookup: the shop, its usable coupons and its checkout (cartarm) rule. */
export type ShopLookup = Data<'/api/v1/shop/lookup', 'get'>;
export type LookupCoupon = ShopLookup['coupons'][number];
export type CartarmRule = NonNullable<ShopLookup['cartarm']>;
/** One running ad of GET /ads/extension/banner. */
export type BannerAd = Data<'/api/v1/ads/extension/banner', 'get'>['items'][number];
/** POST /coupon/{id}/result's body. */
export type CouponResult = NonNullable<
  MainApi.paths['/api/v1/coupon/{id}/result']['post']['requestBody']
>['content']['application/json'];

/** Who is signed in to the extension, as the panel shows them. */
export interface Shopper {
  name: string;
  email: string;
  /** The profile's language (`ar`, `en`): the panel's language. */
  locale: string;
}

export const shopperOf = (user: Schemas['User']): Shopper => ({
  name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  email: user.email,
  locale: user.locale,
});

export type Request =
  /** The page's shop (null: not a known store), the shopper and the extension's banner. */
  | { kind: 'lookup'; url: string }
  | { kind: 'reportResult'; couponId: string; result: CouponResult }
  | { kind: 'countImpression'; adId: string }
  /** A hand-off id the site posted (SAFQA_AUTH_HANDOFF): redeem it for the extension's own sign-in. */
  | { kind: 'redeemHandoff'; id: string }
  /** The site signed out (SAFQA_LOGOUT): so does the extension. */
  | { kind: 'signOut' };

export interface Answers {
  lookup: { shop: ShopLookup | null; shopper: Shopper | null; banner: BannerAd | null };
  reportResult: { counted: boolean };
  countImpression: null;
  redeemHandoff: Shopper;
  signOut: null;
}

/** The worker's answer: the data, or the API error's catalogue title (`NETWORK_ERROR`, …). */
export type Answer<K extends Request['kind']> =
  { ok: true; data: Answers[K] } | { ok: false; error: string };

/** Sends `request` to the service worker; throws with the error's title when it failed. */
export async function ask<R extends Request>(request: R): Promise<Answers[R['kind']]> {
  const answer = (await chrome.runtime.sendMessage(request)) as Answer<R['kind']> | undefined;
  if (!answer) throw new Error('no answer from the service worker');
  if (!answer.ok) throw new Error(answer.error);
  return answer.data;
}
