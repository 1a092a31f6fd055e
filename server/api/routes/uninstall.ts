import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { resolveInsightsRange, utcDay } from '@/lib/validation/insights';
import {
  uninstallFeedbackSchema,
  uninstallStatsQuerySchema,
  uninstallStatsSchema,
} from '@/lib/validation/uninstall';
import type { ApiEnv } from '../context';
import { callerAddress } from '../caller-address';
import { jsonResponses, ok } from '../envelope';
import { raises } from '../error-responses';
import { AppError } from '../../errors';
import { guarded } from '../resource-factory/access';
import { recordUninstallFeedback, uninstallStats } from '../../services/uninstall';

const route = createRoute({
  operationId: 'uninstalls.sendFeedback',
  method: 'post',
  path: '/uninstall/feedback',
  tags: ['Uninstall'],
  summary: 'Store why the extension was uninstalled',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: uninstallFeedbackSchema } },
    },
  },
  ...raises('TOO_MANY_REQUESTS'),
  responses: jsonResponses(
    z.object({ id: z.string().uuid(), createdAt: z.string() }),
    'Feedback stored',
  ),
});

// The back-office's reads and writes of the answers are the generic resource /uninstall
// (resource-definitions/uninstall.ts), registered after these two routes.
const statsRoute = createRoute({
  operationId: 'uninstalls.stats',
  method: 'get',
  path: '/uninstall/stats',
  tags: ['Uninstall'],
  summary:
    'How many answers (not in the trash) gave each reason (all four, zeros included) in the range ' +
    '(view_uninstall). `from`/`to`: UTC days, both included; by default the last 30 days; at ' +
    'most 366',
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['view_uninstall'] }),
  request: { query: uninstallStatsQuerySchema },
  responses: jsonResponses(uninstallStatsSchema, 'Answers per reason'),
});

export function registerUninstall(app: OpenAPIHono<ApiEnv>) {
  // POST /uninstall/feedback — store the reason (and optional text) of an uninstall
  app.openapi(route, async (c) => {
    const input = c.req.valid('json');
    await c.var.deps.limits.consume('uninstallIp', callerAddress(c));
    const db = await c.var.deps.getDb();
    const row = await recordUninstallFeedback(db, input, c.req.header('user-agent') ?? null);
    return ok(c, { id: row.id, createdAt: row.createdAt.toISOString() });
  });

  // GET /uninstall/stats — answers per reason, for the dashboard's chart (view_uninstall)
  app.openapi(statsRoute, async (c) => {
    const today = utcDay(c.var.deps.now?.() ?? new Date());
    const resolved = resolveInsightsRange(c.req.valid('query'), today);
    if ('error' in resolved) throw new AppError('VALIDATION_ERROR', [resolved.error]);
    return ok(c, await uninstallStats(await c.var.deps.getDb(), resolved.range));
  });
}
