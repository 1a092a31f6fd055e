import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { COUNTRY_HEADERS } from '@/lib/countries';
import {
  activeAdsQuerySchema,
  adStatsQuerySchema,
  adStatsSchema,
  bannerAdsQuerySchema,
  publicAdsSchema,
  type AdPlacement,
  type AdPlatform,
} from '@/lib/validation/ads';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import { resolveInsightsRange, utcDay } from '@/lib/validation/insights';
import type { ApiEnv } from '../context';
import { cacheableOk } from '../cacheable';
import { errorEnvelopeSchema, jsonResponses, ok, successEnvelopeSchema } from '../envelope';
import { raises } from '../error-responses';
import { AppError } from '../../errors';
import { guarded } from '../resource-factory/access';
import { callerAddress, callerEdgeCountry } from '../caller-address';
import { findRow } from '../../services/resource/crud';
import { ads } from '../../db/schema';
import { adStats, countAdEvent, isAdRunning, runningAds, type AdEvent } from '../../services/ads';

/**
 * Optional header of the extension and the app: a random id made once per installation. The
 * client chooses it, so it may only narrow the count, never widen it: an installation that moves
 * to another address within the minute is not counted again, but a new id from the same address
 * is no new client (the address bounds the count; people behind one NAT count once).
 */
const AD_CLIENT_ID_HEADER = 'X-Client-Id';
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Public ad answers are fresh for a minute (a paused ad disappears within it). */
const PUBLIC_MAX_AGE = 60;

const idParams = z.object({ id: uuidSchema });

const cacheableResponses = {
  200: {
    description:
      'The running ads, highest priority first (at most 20). `ETag` is a hash of the body; ' +
      '`Cache-Control: public, max-age=60`; `Vary` names the country headers when the ' +
      'country came from them',
    content: { 'application/json': { schema: successEnvelopeSchema(publicAdsSchema) } },
  },
  304: { description: '`If-None-Match` named the current ETag: no body' },
  default: {
    description:
      'Failure: an error envelope (code and status from the error catalogue): 1001 VALIDATION_ERROR for a bad query',
    content: { 'application/json': { schema: errorEnvelopeSchema } },
  },
} as const;

const COUNTRY_NOTE =
  '`country` (one of the 19 codes) defaults to the caller’s (the edge’s country header, as ' +
  'GET /geolocation on the worker reads it); unknown → only ads for every country. Running: ' +
  'ACTIVE, not deleted, startsAt ≤ now < endsAt (a missing date is open).';

const activeRoute = createRoute({
  operationId: 'ads.active',
  method: 'get',
  path: '/ads/active',
  tags: ['Ads'],
  summary:
    'Running ads for a platform and country (public). `platform`: ads for it and ads for ALL ' +
    '(absent or ALL: every platform); `placement` narrows to one slot. ' +
    COUNTRY_NOTE,
  request: { query: activeAdsQuerySchema },
  responses: cacheableResponses,
});

const bannerRoute = (path: string, operationId: string, what: string) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    tags: ['Ads'],
    summary: `Running ${what} (public). ${COUNTRY_NOTE}`,
    request: { query: bannerAdsQuerySchema },
    responses: cacheableResponses,
  });

const extensionBannerRoute = bannerRoute(
  '/ads/extension/banner',
  'ads.extensionBanner',
  'extension banners: placement EXTENSION_BANNER, platform BROWSER_EXTENSION or ALL',
);
const mobileBannerRoute = bannerRoute(
  '/ads/mobile/banner',
  'ads.mobileBanner',
  'mobile banners: placement MOBILE_BANNER, platform MOBILE_APP or ALL',
);

const eventRoute = (event: 'impression' | 'click') =>
  createRoute({
    method: 'post',
    path: `/ads/{id}/${event}`,
    operationId: event === 'impression' ? 'ads.countImpression' : 'ads.countClick',
    tags: ['Ads'],
    summary:
      `Count an ${event} of a running ad (no account, no body). Counted at most once per ad, ` +
      `client address and minute; the optional ${AD_CLIENT_ID_HEADER} header (8 to 64 letters, ` +
      'digits, _ or -; anything else is ignored) only narrows that: the same id is not counted ' +
      'again within the minute from another address, and a new id from the same address is no ' +
      'new count. A repeat is answered 204 too, uncounted. At most 120 impressions and clicks ' +
      'per address and minute.',
    request: { params: idParams },
    ...raises('TOO_MANY_REQUESTS'),
    responses: {
      204: { description: 'Counted (or a repeat within the minute)' },
      default: {
        description:
          'Failure: 1003 NOT_FOUND for an unknown, deleted or not running ad; 1007 ' +
          'TOO_MANY_REQUESTS (Retry-After) over the address limit',
        content: { 'application/json': { schema: errorEnvelopeSchema } },
      },
    },
  });

const statsRoute = createRoute({
  operationId: 'ads.stats',
  method: 'get',
  path: '/ads/{id}/stats',
  tags: ['Ads'],
  summary:
    'Impressions, clicks and CTR (clicks ÷ impressions) of every day of the range and their ' +
    'totals (view_ads). `from`/`to`: UTC days, both included; by default the last 30 days; ' +
    'at most 366. Deleted ads too.',
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['view_ads'] }),
  request: { params: idParams, query: adStatsQuerySchema },
  responses: jsonResponses(adStatsSchema, 'The ad’s figures per day'),
});

const now = (c: Context<ApiEnv>) => c.var.deps.now?.() ?? new Date();

/** The running ads for a target, as a cacheable answer. */
async function answerAds(
  c: Context<ApiEnv>,
  target: { platform?: AdPlatform; placement?: AdPlacement; country?: string },
) {
  const fromHeaders = target.country === undefined;
  const country = target.country ?? callerEdgeCountry(c);
  const db = await c.var.deps.getDb();
  const items = await runningAds(db, { ...target, country }, now(c));
  return cacheableOk(
    c,
    { country, items },
    { maxAge: PUBLIC_MAX_AGE, vary: fromHeaders ? COUNTRY_HEADERS : [] },
  );
}

/**
 * Counts an impression or a click: address limit, then at most once per ad, address and minute,
 * and once per ad, client id and minute when the request names one.
 */
async function countEvent(c: Context<ApiEnv>, id: string, event: AdEvent) {
  const { limits, getDb } = c.var.deps;
  const ip = callerAddress(c);
  await limits.consume('adEventIp', ip);
  const clientId = c.req.header(AD_CLIENT_ID_HEADER);
  const at = now(c);
  const minute = Math.floor(at.getTime() / 60_000);
  // Both keys are taken (no short cut), so a repeat also uses up its client id's minute.
  const [byAddress, byClient] = await Promise.all([
    limits.once('adEventOnce', `${event}:${id}:ip:${ip}:${minute}`),
    CLIENT_ID.test(clientId ?? '')
      ? limits.once('adEventOnce', `${event}:${id}:id:${clientId}:${minute}`)
      : true,
  ]);
  const first = byAddress && byClient;
  const db = await getDb();
  // A repeat is not counted, but an ad that stopped running still answers 404.
  const known = first ? await countAdEvent(db, id, event, at) : await isAdRunning(db, id, at);
  if (!known) throw new AppError('NOT_FOUND');
  return c.body(null, 204);
}

/**
 * The ads routes besides the generic resource. Register before the `ads` resource:
 * `/ads/active` would otherwise reach `GET /ads/{id}`.
 */
export function registerAds(app: OpenAPIHono<ApiEnv>) {
  // GET /ads/active — running ads for a platform and country (cacheable)
  app.openapi(activeRoute, (c) => answerAds(c, c.req.valid('query')));

  // GET /ads/extension/banner — the extension's running banners (cacheable)
  app.openapi(extensionBannerRoute, (c) =>
    answerAds(c, {
      platform: 'BROWSER_EXTENSION',
      placement: 'EXTENSION_BANNER',
      country: c.req.valid('query').country,
    }),
  );

  // GET /ads/mobile/banner — the mobile app's running banners (cacheable)
  app.openapi(mobileBannerRoute, (c) =>
    answerAds(c, {
      platform: 'MOBILE_APP',
      placement: 'MOBILE_BANNER',
      country: c.req.valid('query').country,
    }),
  );

  // POST /ads/{id}/impression — count a view, once per client and minute
  app.openapi(eventRoute('impression'), (c) =>
    countEvent(c, c.req.valid('param').id, 'impressions'),
  );

  // POST /ads/{id}/click — count a click, once per client and minute
  app.openapi(eventRoute('click'), (c) => countEvent(c, c.req.valid('param').id, 'clicks'));

  // GET /ads/{id}/stats — impressions, clicks and CTR per day (view_ads)
  app.openapi(statsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const resolved = resolveInsightsRange(c.req.valid('query'), utcDay(now(c)));
    if ('error' in resolved) throw new AppError('VALIDATION_ERROR', [resolved.error]);
    const db = await c.var.deps.getDb();
    if (!(await findRow(db, ads, id))) throw new AppError('NOT_FOUND');
    return ok(c, await adStats(db, id, resolved.range));
  });
}
