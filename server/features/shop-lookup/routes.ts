import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { COUNTRY_HEADERS } from '@/lib/countries';
import {
  lookupTargetOf,
  shopHostsListSchema,
  shopLookupQuerySchema,
  shopLookupSchema,
} from '@/lib/validation/shop-lookup';
import type { ApiEnv } from '../../api/context';
import { callerEdgeCountry } from '../../api/caller-address';
import { cacheableOk } from '../../api/cacheable';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../../api/envelope';
import { AppError } from '../../errors';
import { listShopHosts, lookupShop } from './lookup';

/** A shop's coupons change like ads do: a lookup is fresh for a minute, then revalidated. */
const LOOKUP_MAX_AGE = 60;
/** The host list changes when a shop does; clients check it as they check the rules. */
const HOSTS_MAX_AGE = 300;

const MATCHING =
  'Matching (docs/cartarm.md): the host lower-cased, its port and a trailing dot ignored, a ' +
  'leading `www.` or `m.` dropped; a shop’s entry (`noon.com`, `sa.hm.com`, `ikea.com/ae`) ' +
  'matches the host and its subdomains and, with a path, the pages under it; the most specific ' +
  'entry wins (more host labels, then more path segments, then the shop’s priority). Only ' +
  'ACTIVE, live shops.';

const failure = {
  description: 'Failure: an error envelope (code and status from the error catalogue)',
  content: { 'application/json': { schema: errorEnvelopeSchema } },
} as const;

const lookupRoute = createRoute({
  operationId: 'shops.lookup',
  method: 'get',
  path: '/shop/lookup',
  tags: ['Shop'],
  security: [],
  summary:
    'The shop a page belongs to (public; the extension on a store’s page), with its usable ' +
    'coupons for a country and its checkout rule. Give `host` (`www.noon.com/uae-en`, a port ' +
    'and a query allowed) or `url` (a whole http(s) address), exactly one. `country` (one of the ' +
    '19 codes) defaults to the caller’s (the edge’s country header); the coupons are ACTIVE, ' +
    'started, not expired, listing that country or no country; unknown country → every usable ' +
    'coupon. `cartarm`: the rule GET /cartarm/active sends for the shop, or null. ' +
    MATCHING +
    ' `ETag` is a hash of the body: `If-None-Match` → 304; `Cache-Control: public, max-age=60`; ' +
    '`Vary` names the country headers when the country came from them.',
  request: { query: shopLookupQuerySchema },
  responses: {
    200: {
      description: 'The shop, its coupons and its checkout rule',
      content: { 'application/json': { schema: successEnvelopeSchema(shopLookupSchema) } },
    },
    304: { description: '`If-None-Match` named the current ETag: no body' },
    400: {
      ...failure,
      description:
        '1001 VALIDATION_ERROR: neither or both of `host` and `url`, a malformed host or ' +
        'address (no shop’s: an IP address, a one-label host, another scheme), or a bad country',
    },
    404: { ...failure, description: '1003 NOT_FOUND: no listed shop matches the page' },
    default: failure,
  },
});

const hostsRoute = createRoute({
  operationId: 'shops.hosts',
  method: 'get',
  path: '/shop/hosts',
  tags: ['Shop'],
  security: [],
  summary:
    'Every listed shop’s host entries (public), for clients that match pages themselves: ' +
    '`[{shopId, slug, priority, hosts}]` by slug. ' +
    MATCHING +
    ' `version` is a hash of the items and the strong `ETag` is it, quoted: `If-None-Match` → ' +
    '304; `Cache-Control: public, max-age=300`.',
  responses: {
    200: {
      description: 'The shops’ host entries',
      content: { 'application/json': { schema: successEnvelopeSchema(shopHostsListSchema) } },
    },
    304: { description: '`If-None-Match` named the current ETag: no body' },
    default: failure,
  },
});

// GET /shop/lookup, /shop/hosts — which shop a page belongs to (before the generic /shop/{id})
export function registerShopLookup(app: OpenAPIHono<ApiEnv>) {
  app.openapi(lookupRoute, async (c) => {
    const query = c.req.valid('query');
    const target = lookupTargetOf(query);
    if (!target) throw new AppError('VALIDATION_ERROR');
    const fromHeaders = query.country === undefined;
    const country = query.country ?? callerEdgeCountry(c);
    const now = c.var.deps.now?.() ?? new Date();
    const found = await lookupShop(await c.var.deps.getDb(), target, { country, now });
    if (!found) throw new AppError('NOT_FOUND');
    return cacheableOk(c, found, {
      maxAge: LOOKUP_MAX_AGE,
      vary: fromHeaders ? COUNTRY_HEADERS : [],
    });
  });

  app.openapi(hostsRoute, async (c) => {
    const read = async () => listShopHosts(await c.var.deps.getDb());
    // Read by every extension: kept in the shared cache, expired by any shop's write.
    const list = c.var.deps.cachedRead
      ? await c.var.deps.cachedRead(['shop-hosts'], [CATALOG_TAGS.shops], read)
      : await read();
    return cacheableOk(c, list, { maxAge: HOSTS_MAX_AGE, version: list.version });
  });
}
