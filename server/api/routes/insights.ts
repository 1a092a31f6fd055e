import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  catalogInsightsSchema,
  insightsQuerySchema,
  resolveInsightsRange,
  userInsightsSchema,
  utcDay,
  type InsightsQuery,
} from '@/lib/validation/insights';
import type { Context } from 'hono';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { AppError } from '../../errors';
import { guarded } from '../resource-factory/access';
import { catalogInsights, userInsights } from '../../services/insights';

const RANGE_NOTE =
  '`from`/`to`: UTC days (YYYY-MM-DD), both included; by default the last 30 days ending ' +
  'today; at most 366 days. Needs view_insights.';

const usersRoute = createRoute({
  operationId: 'insights.users',
  method: 'get',
  path: '/insights/users',
  tags: ['Insights'],
  summary: `Accounts: totals, sign-ups per day, verified share, by country, type and status. ${RANGE_NOTE}`,
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['view_insights'] }),
  request: { query: insightsQuerySchema },
  responses: jsonResponses(userInsightsSchema, 'The accounts figures'),
});

const catalogRoute = createRoute({
  operationId: 'insights.catalog',
  method: 'get',
  path: '/insights/catalog',
  tags: ['Insights'],
  summary: `Shops and coupons: counts, clicks and votes per day, top shops by clicks. ${RANGE_NOTE}`,
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['view_insights'] }),
  request: { query: insightsQuerySchema },
  responses: jsonResponses(catalogInsightsSchema, 'The catalogue figures'),
});

/** The range of the request (view_insights is checked before, by the route's middleware). */
async function rangeOf(c: Context<ApiEnv>, query: InsightsQuery) {
  const today = utcDay(c.var.deps.now?.() ?? new Date());
  const resolved = resolveInsightsRange(query, today);
  if ('error' in resolved) throw new AppError('VALIDATION_ERROR', [resolved.error]);
  return resolved.range;
}

export function registerInsights(app: OpenAPIHono<ApiEnv>) {
  // GET /insights/users — the dashboard's accounts figures
  app.openapi(usersRoute, async (c) => {
    const range = await rangeOf(c, c.req.valid('query'));
    return ok(c, await userInsights(await c.var.deps.getDb(), range));
  });

  // GET /insights/catalog — the dashboard's catalogue figures
  app.openapi(catalogRoute, async (c) => {
    const range = await rangeOf(c, c.req.valid('query'));
    return ok(c, await catalogInsights(await c.var.deps.getDb(), range));
  });
}
