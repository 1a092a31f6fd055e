/// <reference types="chrome" />
// The service worker: answers the content scripts' requests (src/protocol.ts) with API calls
// (src/api.ts). Chrome starts it on a message and stops it when idle, so it keeps nothing in
// memory that matters: the sign-in is in chrome.storage.local.
import {
  bannerAd,
  countImpression,
  currentShopper,
  errorTitle,
  lookUpShop,
  redeemHandoff,
  reportResult,
  signOut,
} from './api';
import type { Answer, Answers, Request } from './protocol';

/** Handles one request; each kind's answer is typed by `Answers`. */
async function handle(request: Request): Promise<Answers[Request['kind']]> {
  switch (request.kind) {
    case 'lookup': {
      const shop = await lookUpShop(request.url);
      if (!shop) return { shop: null, shopper: null, banner: null };
      const [shopper, banner] = await Promise.all([currentShopper(), bannerAd()]);
      return { shop, shopper, banner };
    }
    case 'reportResult': {
      const { counted } = await reportResult(request.couponId, request.result);
      return { counted };
    }
    case 'countImpression':
      await countImpression(request.adId);
      return null;
    case 'redeemHandoff':
      return redeemHandoff(request.id);
    case 'signOut':
      await signOut();
      return null;
  }
}

chrome.runtime.onMessage.addListener((request: Request, sender, respond) => {
  // Only this extension's own content scripts talk to the worker.
  if (sender.id !== chrome.runtime.id) return false;
  handle(request).then(
    (data) => respond({ ok: true, data } satisfies Answer<Request['kind']>),
    (error: unknown) => {
      console.warn(`Safqa: ${request.kind} failed`, error);
      respond({ ok: false, error: errorTitle(error) } satisfies Answer<Request['kind']>);
    },
  );
  // The answer comes later: keep the channel open.
  return true;
});
