import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PRODUCT_VERSION } from '@/lib/api/constants';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import { couponVoteSchema } from '@/lib/validation/coupon';
import type { ApiEnv } from '../context';
import { jsonResponses, ok, redirectResponses } from '../envelope';
import { raises } from '../error-responses';
import { AppError } from '../../errors';
import { callerAddress } from '../caller-address';
import {
  addCouponVote,
  catalogAppState,
  followCoupon,
  followProduct,
  followShop,
  isCouponVisible,
  type FirstToday,
} from '../../services/catalog/extras';

const idParams = z.object({ id: uuidSchema });

const appStateRoute = createRoute({
  operationId: 'shops.appState',
  method: 'get',
  path: '/shop/app-state',
  tags: ['Shop'],
  summary:
    'Catalogue summary for the extension and the mobile app: visible shops, usable coupons, ' +
    'when the catalogue last changed (refetch when it moves) and the product version',
  responses: jsonResponses(
    z.object({
      shopCount: z.number().int(),
      couponCount: z.number().int(),
      updatedAt: z.string().nullable(),
      version: z.string(),
    }),
    'The catalogue state',
  ),
});

const voteRoute = createRoute({
  operationId: 'coupons.vote',
  method: 'post',
  path: '/coupon/{id}/vote',
  tags: ['Coupon'],
  summary:
    'Did the coupon work? Anonymous; one vote per coupon per client address per day ' +
    '(then 1007 TOO_MANY_REQUESTS)',
  request: {
    params: idParams,
    body: {
      required: true,
      content: { 'application/json': { schema: couponVoteSchema, example: { vote: 'worked' } } },
    },
  },
  ...raises('TOO_MANY_REQUESTS'),
  responses: jsonResponses(
    z.object({ worked: z.number().int(), failed: z.number().int() }),
    'The new vote counts',
  ),
});

const goResponses = redirectResponses(
  'To the shop (affiliate URL, else website, through the provider template)',
  '1003 NOT_FOUND: unknown, deleted or inactive, or no http(s) target',
);

/**
 * The counted redirects: `follow` answers where the click goes (undefined: nothing to open)
 * and counts what `firstToday` lets it.
 */
const GO = [
  {
    kind: 'shop',
    summary:
      'Count a click on the shop (once per shop and client address a day) and redirect to it',
    follow: followShop,
  },
  {
    kind: 'product',
    summary:
      "Count a click on the product's shop (once per shop and client address a day, whichever " +
      "product) and redirect to the product's page at the shop",
    follow: followProduct,
  },
  {
    kind: 'coupon',
    summary:
      'Count a use of the coupon and a click on its shop (each once per client address a day) ' +
      "and redirect to the coupon's shop",
    follow: followCoupon,
  },
] as const;

/** Whether this client address's click on a shop (or use of a coupon) is its first today. */
function firstToday(c: Context<ApiEnv>): FirstToday {
  const ip = callerAddress(c);
  return (counter, id) => c.var.deps.limits.once('clickOnce', `${counter}:${id}:${ip}`);
}

/** Outbound links: never cached, never indexed, no referrer handed to the shop. */
function redirectHeaders(c: Context<ApiEnv>) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
}

/**
 * Catalogue extras (`/shop/app-state`, `/shop/shop-list`, product search, …). Register before the generic resources: `/shop/app-state` would
 * otherwise reach `GET /shop/{id}`.
 */
export function registerCatalogExtras(app: OpenAPIHono<ApiEnv>) {
  // GET /shop/app-state — what the extension and the app need to know about the catalogue
  app.openapi(appStateRoute, async (c) => {
    const state = await catalogAppState(await c.var.deps.getDb());
    return ok(c, {
      ...state,
      updatedAt: state.updatedAt ? state.updatedAt.toISOString() : null,
      version: PRODUCT_VERSION,
    });
  });

  // POST /coupon/{id}/vote — count "worked" / "failed", once per coupon, address and day
  app.openapi(voteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { vote } = c.req.valid('json');
    const db = await c.var.deps.getDb();
    if (!(await isCouponVisible(db, id))) throw new AppError('NOT_FOUND');
    await c.var.deps.limits.consume('couponVote', `${id}:${callerAddress(c)}`);
    const counts = await addCouponVote(db, id, vote, c.var.deps.now?.());
    if (!counts) throw new AppError('NOT_FOUND');
    return ok(c, counts);
  });

  // GET /go/shop/{id}, /go/product/{id}, /go/coupon/{id} — count the shop's click and the
  // coupon's use (each once per client address a day), 302 to the shop, the product at its
  // shop, or the coupon's shop
  for (const { kind, summary, follow } of GO) {
    const route = createRoute({
      method: 'get',
      path: `/go/${kind}/{id}`,
      operationId: `redirects.${kind}`,
      tags: ['Redirect'],
      summary,
      request: { params: idParams },
      responses: goResponses,
    });
    app.openapi(route, async (c) => {
      redirectHeaders(c);
      const db = await c.var.deps.getDb();
      const { id } = c.req.valid('param');
      const now = c.var.deps.now?.() ?? new Date();
      const target = await follow(db, id, now, firstToday(c));
      if (!target) throw new AppError('NOT_FOUND');
      return c.redirect(target, 302);
    });
  }
}
