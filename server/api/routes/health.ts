import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { PRODUCT_VERSION } from '@/lib/api/constants';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { AppError } from '../../errors';
import { checkDatabase } from '../../services/health';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/connection-errors';

const healthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.object({ reachable: z.boolean(), latencyMs: z.number() }),
  })
  .openapi('Health');

const route = createRoute({
  operationId: 'system.health',
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and database reachability (503 SERVICE_UNAVAILABLE when unreachable)',
  responses: jsonResponses(healthSchema, 'The API and its database answer'),
});

// GET /health — is the API up and can it reach its database?
export function registerHealth(app: OpenAPIHono<ApiEnv>) {
  app.openapi(route, async (c) => {
    const database = await checkDatabase(c.var.deps.getDb);
    if (!database.reachable) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        [{ key: 'database', message: 'health.database_unreachable' }],
        { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      );
    }
    return ok(c, { status: 'ok' as const, version: PRODUCT_VERSION, database });
  });
}
