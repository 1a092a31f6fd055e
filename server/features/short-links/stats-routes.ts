import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import { insightsQuerySchema, resolveInsightsRange, utcDay } from '@/lib/validation/insights';
import { shortLinkStatsSchema } from '@/lib/short-links/validation';
import type { ApiEnv } from '../../api/context';
import { jsonResponses, ok } from '../../api/envelope';
import { AppError } from '../../errors';
import { guarded } from '../../api/resource-factory/access';
import { shortLinks } from '../../db/schema';
import { shortLinkStats } from './short-links';

const route = createRoute({
  operationId: 'shortLinks.stats',
  method: 'get',
  path: '/shortner/{id}/stats',
  tags: ['Short links'],
  summary:
    "A short link's clicks per day (every day of the range), by country, by platform and its " +
    'top referring hosts. `from`/`to`: UTC days, both included; by default the last 30 days; ' +
    'at most 366 (view_shortner). Deleted links keep their figures.',
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['view_shortner'] }),
  request: { params: z.object({ id: uuidSchema }), query: insightsQuerySchema },
  responses: jsonResponses(shortLinkStatsSchema, 'The link’s clicks'),
});

/** Register before the `shortner` resource, whose `/shortner/{id}` routes share the prefix. */
export function registerShortLinkStats(app: OpenAPIHono<ApiEnv>) {
  // GET /shortner/{id}/stats — clicks of one link by day, country, platform and referrer
  app.openapi(route, async (c) => {
    const today = utcDay(c.var.deps.now?.() ?? new Date());
    const resolved = resolveInsightsRange(c.req.valid('query'), today);
    if ('error' in resolved) throw new AppError('VALIDATION_ERROR', [resolved.error]);
    const db = await c.var.deps.getDb();
    const { id } = c.req.valid('param');
    const [link] = await db
      .select({ id: shortLinks.id })
      .from(shortLinks)
      .where(eq(shortLinks.id, id));
    if (!link) throw new AppError('NOT_FOUND');
    return ok(c, await shortLinkStats(db, id, resolved.range));
  });
}
