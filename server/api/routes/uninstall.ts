import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { uninstallFeedbackSchema } from '@/lib/validation/uninstall';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { recordUninstallFeedback } from '../../services/uninstall';

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

// POST /uninstall/feedback — store the reason (and optional text) of an uninstall
export function registerUninstall(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, async (c) => {
    const input = c.req.valid('json');
    const db = await c.var.deps.getDb();
    const row = await recordUninstallFeedback(db, input, c.req.header('user-agent') ?? null);
    return ok(c, { id: row.id, createdAt: row.createdAt.toISOString() });
  });
}
