import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { resolveInsightsRange, utcDay } from '@/lib/validation/insights';
import {
  uninstallFeedbackSchema,
  uninstallListQuerySchema,
  uninstallPageSchema,
  uninstallStatsQuerySchema,
  uninstallStatsSchema,
} from '@/lib/validation/uninstall';
import type { ApiEnv } from '../context';
import { requireAuth } from '../auth-middleware';
import { callerAddress } from '../caller-address';
import { jsonResponses, ok } from '../envelope';
import { AppError } from '../errors';
import { demandPermission } from '../resource-factory/access';
import {
  listUninstallFeedback,
  recordUninstallFeedback,
  uninstallStats,
} from '../../services/uninstall';

const route = createRoute({
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
  responses: jsonResponses(
    z.object({ id: z.string().uuid(), createdAt: z.string() }),
    'Feedback stored',
  ),
});

// The back-office reads the answers; nobody edits or deletes them, so this is two small routes
// rather than the generic resource (which is built around writes, trash and audit).
const listRoute = createRoute({
  method: 'get',
  path: '/uninstall',
  tags: ['Uninstall'],
  summary:
    'Uninstall answers, newest first (view_uninstall, read-only). `from`/`to`: UTC days, both ' +
    'included, either may be absent; `reason`; `q` searches the free text; `sort` createdAt or ' +
    '-createdAt; page+limit',
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { query: uninstallListQuerySchema },
  responses: jsonResponses(uninstallPageSchema, 'A page of answers'),
});

const statsRoute = createRoute({
  method: 'get',
  path: '/uninstall/stats',
  tags: ['Uninstall'],
  summary:
    'How many answers gave each reason (all four, zeros included) in the range ' +
    '(view_uninstall). `from`/`to`: UTC days, both included; by default the last 30 days; at ' +
    'most 366',
  security: [{ bearerAuth: [] }],
  middleware: [requireAuth] as const,
  request: { query: uninstallStatsQuerySchema },
  responses: jsonResponses(uninstallStatsSchema, 'Answers per reason'),
});

const rangeOrder = () =>
  new AppError('VALIDATION_ERROR', [{ key: 'from', message: 'validation.insights.range_order' }]);

export function registerUninstall(app: OpenAPIHono<ApiEnv>) {
  // POST /uninstall/feedback — store the reason (and optional text) of an uninstall
  app.openapi(route, async (c) => {
    const input = c.req.valid('json');
    await c.var.deps.limits.consume('uninstallIp', callerAddress(c));
    const db = await c.var.deps.getDb();
    const row = await recordUninstallFeedback(db, input, c.req.header('user-agent') ?? null);
    return ok(c, { id: row.id, createdAt: row.createdAt.toISOString() });
  });

  // GET /uninstall — the answers for the back-office (view_uninstall)
  app.openapi(listRoute, async (c) => {
    await demandPermission(c, 'view_uninstall');
    const query = c.req.valid('query');
    if (query.from && query.to && query.from > query.to) throw rangeOrder();
    return ok(c, await listUninstallFeedback(await c.var.deps.getDb(), query));
  });

  // GET /uninstall/stats — answers per reason, for the dashboard's chart (view_uninstall)
  app.openapi(statsRoute, async (c) => {
    await demandPermission(c, 'view_uninstall');
    const today = utcDay(c.var.deps.now?.() ?? new Date());
    const resolved = resolveInsightsRange(c.req.valid('query'), today);
    if ('error' in resolved) throw new AppError('VALIDATION_ERROR', [resolved.error]);
    return ok(c, await uninstallStats(await c.var.deps.getDb(), resolved.range));
  });
}
