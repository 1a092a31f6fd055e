import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import { userDetailsSchema } from '@/lib/validation/user-admin';
import type { ApiEnv } from '../context';
import { jsonResponses, ok } from '../envelope';
import { AppError } from '../../errors';
import { guarded } from '../resource-factory/access';
import { userDetails } from '../../services/admin/user-details';

const route = createRoute({
  operationId: 'users.details',
  method: 'get',
  path: '/user/{id}/details',
  tags: ['User'],
  summary:
    "An account's sign-ins (newest 50), the accounts it invited, its inviter and its roles " +
    '(view_user)',
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['view_user'] }),
  request: { params: z.object({ id: uuidSchema }) },
  responses: jsonResponses(userDetailsSchema, 'The account in detail'),
});

/** Register before the `user` resource, whose `/user/{id}` routes share the prefix. */
export function registerUserDetails(app: OpenAPIHono<ApiEnv>) {
  // GET /user/{id}/details — sign-ins, invitees, inviter and roles of one account
  app.openapi(route, async (c) => {
    const details = await userDetails(await c.var.deps.getDb(), c.req.valid('param').id);
    if (!details) throw new AppError('NOT_FOUND');
    return ok(c, details);
  });
}
