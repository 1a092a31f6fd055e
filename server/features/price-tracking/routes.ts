import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { SUCCESS_CODE } from '@/lib/errors/catalogue';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import {
  trackingAlertItemSchema,
  trackingAlertsQuerySchema,
  trackingCreateSchema,
  trackingItemSchema,
  trackingListSchema,
  trackingUpdateSchema,
  unsubscribeQuerySchema,
} from '@/lib/validation/tracking';
import type { ApiEnv } from '../../api/context';
import { currentAuth, requireAuth } from '../../api/auth-middleware';
import { errorEnvelopeSchema, jsonResponses, ok, successEnvelopeSchema } from '../../api/envelope';
import { raises } from '../../api/error-responses';
import { AppError } from '../../errors';
import { trackingTitles, unsubscribeByToken } from './unsubscribe';
import { unsubscribePageResponse } from './unsubscribe-page';
import {
  createTracking,
  deleteTracking,
  listAlerts,
  listTrackings,
  updateTracking,
} from './trackings';

/** Tracking is an account feature: signed in with a verified email, like the profile. */
const requireVerified = createMiddleware<ApiEnv>(async (c, next) => {
  if (!currentAuth(c).user.isEmailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  await next();
});

const secured = {
  tags: ['Tracking'],
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth, requireVerified],
  ...raises('EMAIL_NOT_VERIFIED'),
};
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const idParams = z.object({ id: uuidSchema });
const failure = {
  description: 'Failure: an error envelope (code and status from the error catalogue)',
  content: { 'application/json': { schema: errorEnvelopeSchema } },
};

const listRoute = createRoute({
  operationId: 'tracking.list',
  method: 'get',
  path: '/tracking',
  summary: 'My tracked products, newest first, with the allowance used and its limit',
  responses: jsonResponses(trackingListSchema, 'Trackings and allowance'),
  ...secured,
});

const createRouteDef = createRoute({
  operationId: 'tracking.track',
  method: 'post',
  path: '/tracking',
  summary:
    'Track a product with an alert rule. TARGET_PRICE needs targetPrice (decimal string), ' +
    'DROP_PERCENT needs dropPercent (1–90); the current price becomes basePrice. 409 CONFLICT ' +
    'when already tracked (detail key `productId`) or when the allowance is full (detail key ' +
    '`tracking`, message `tracking.limitReached`, params `{limit, used}`)',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: trackingCreateSchema,
          examples: {
            targetPrice: {
              summary: 'Alert when the price reaches a target',
              value: {
                productId: '0b6f7a4e-5c1d-4b8e-9f2a-3d4c5b6a7e8f',
                rule: 'TARGET_PRICE',
                targetPrice: '99.00',
              },
            },
            dropPercent: {
              summary: 'Alert when the price drops by a share',
              value: {
                productId: '0b6f7a4e-5c1d-4b8e-9f2a-3d4c5b6a7e8f',
                rule: 'DROP_PERCENT',
                dropPercent: 15,
              },
            },
          },
        },
      },
    },
  },
  responses: {
    201: {
      description: 'The new tracking',
      content: { 'application/json': { schema: successEnvelopeSchema(trackingItemSchema) } },
    },
    default: failure,
  },
  ...secured,
  // An unknown product; tracked already or the allowance full.
  ...raises('EMAIL_NOT_VERIFIED', 'NOT_FOUND', 'CONFLICT'),
});

const updateRoute = createRoute({
  operationId: 'tracking.update',
  method: 'patch',
  path: '/tracking/{id}',
  summary:
    'Change the rule, its parameter or the alerts switch; a new rule drops the old parameter',
  request: { params: idParams, ...json(trackingUpdateSchema) },
  responses: jsonResponses(trackingItemSchema, 'The tracking as changed'),
  ...secured,
});

const deleteRoute = createRoute({
  operationId: 'tracking.stop',
  method: 'delete',
  path: '/tracking/{id}',
  summary: 'Stop tracking a product (its past alerts stay listed)',
  request: { params: idParams },
  responses: jsonResponses(z.object({ id: z.string(), deleted: z.literal(true) }), 'Removed'),
  ...secured,
});

const alertsRoute = createRoute({
  operationId: 'tracking.alerts',
  method: 'get',
  path: '/tracking/alerts',
  summary: 'My newest price alerts (default 20, at most 100)',
  request: { query: trackingAlertsQuerySchema },
  responses: jsonResponses(
    z.object({ items: z.array(trackingAlertItemSchema) }),
    'Alerts, newest first',
  ),
  ...secured,
});

const pageResponses = {
  200: {
    description: 'A small page in both languages',
    content: { 'text/html': { schema: z.string() } },
  },
  400: { description: 'The token is not valid', content: { 'text/html': { schema: z.string() } } },
};

const unsubscribePage = createRoute({
  operationId: 'tracking.unsubscribePage',
  method: 'get',
  path: '/tracking/unsubscribe',
  tags: ['Tracking'],
  summary:
    "The link in a price alert mail (no sign-in): a page asking to stop that product's " +
    'alerts, whose button POSTs here. Only asks: mail scanners open links too',
  request: { query: unsubscribeQuerySchema },
  responses: pageResponses,
});

const unsubscribeOneClick = createRoute({
  operationId: 'tracking.unsubscribe',
  method: 'post',
  path: '/tracking/unsubscribe',
  tags: ['Tracking'],
  summary:
    "One-click unsubscribe (RFC 8058, List-Unsubscribe-Post): turns that tracking's alerts " +
    'off; the product stays tracked. JSON envelope, or the page for a browser (Accept: text/html)',
  request: { query: unsubscribeQuerySchema },
  ...raises('BAD_REQUEST'),
  responses: {
    ...jsonResponses(z.object({ unsubscribed: z.literal(true) }), 'Alerts turned off'),
    ...{ 400: pageResponses[400] },
  },
});

const wantsPage = (c: Context<ApiEnv>) => (c.req.header('accept') ?? '').includes('text/html');

export function registerTracking(app: OpenAPIHono<ApiEnv>) {
  // GET /tracking/alerts — before anything under /tracking/{id}
  app.openapi(alertsRoute, async (c) =>
    ok(
      c,
      await listAlerts(await c.var.deps.getDb(), currentAuth(c).user, c.req.valid('query').limit),
    ),
  );

  // GET /tracking/unsubscribe — the mail's link: a page with the button
  app.openapi(unsubscribePage, async (c) => {
    const { auth, getDb } = c.var.deps;
    const token = c.req.valid('query').token;
    const titles = await trackingTitles(await getDb(), auth.jwtSecret, token);
    if (titles === undefined)
      return unsubscribePageResponse({ kind: 'invalid', appUrl: auth.appUrl });
    const action = `${new URL(c.req.url).pathname}?${new URLSearchParams({ token })}`;
    return unsubscribePageResponse({ kind: 'confirm', titles, action });
  });

  // POST /tracking/unsubscribe — one-click (mail clients) or the page's button
  app.openapi(unsubscribeOneClick, async (c) => {
    const { auth, getDb } = c.var.deps;
    const done = await unsubscribeByToken(
      await getDb(),
      auth.jwtSecret,
      c.req.valid('query').token,
    );
    if (wantsPage(c)) {
      return unsubscribePageResponse({ kind: done ? 'done' : 'invalid', appUrl: auth.appUrl });
    }
    if (!done) {
      throw new AppError('BAD_REQUEST', [
        { key: 'token', message: 'validation.tracking.token_invalid' },
      ]);
    }
    return ok(c, { unsubscribed: true as const });
  });

  // GET /tracking — my trackings and allowance
  app.openapi(listRoute, async (c) =>
    ok(c, await listTrackings(await c.var.deps.getDb(), currentAuth(c).user)),
  );

  // POST /tracking — track a product (409 when tracked already or the allowance is full)
  app.openapi(createRouteDef, async (c) => {
    const item = await createTracking(
      await c.var.deps.getDb(),
      currentAuth(c).user,
      c.req.valid('json'),
    );
    return c.json({ success: true as const, code: SUCCESS_CODE, data: item }, 201);
  });

  // PATCH /tracking/{id} — change the rule or the alerts switch
  app.openapi(updateRoute, async (c) =>
    ok(
      c,
      await updateTracking(
        await c.var.deps.getDb(),
        currentAuth(c).user,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
  );

  // DELETE /tracking/{id} — stop tracking
  app.openapi(deleteRoute, async (c) =>
    ok(
      c,
      await deleteTracking(await c.var.deps.getDb(), currentAuth(c).user, c.req.valid('param').id),
    ),
  );
}
