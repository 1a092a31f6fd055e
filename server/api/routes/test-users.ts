import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ERROR_CATALOGUE } from '@/lib/errors/catalogue';
import { deleteTestUserSchema } from '@/lib/validation/auth';
import type { ApiEnv } from '../context';
import { jsonResponses, okAs } from '../envelope';
import { raises } from '../error-responses';
import { demandPermission, guarded } from '../resource-factory/access';
import { deleteTestUser } from '../../services/auth/test-users';

const route = createRoute({
  operationId: 'auth.deleteTestUser',
  method: 'delete',
  path: '/auth/test-user',
  tags: ['Auth'],
  summary: 'Delete a test account by email (QA; delete_user)',
  description:
    'Removes an account whose `userType` is `test`, at once and for good, so its address can ' +
    'sign up again. Staff with `delete_user` only. Answers `code` 1111 TEST_USER_DELETED; ' +
    '1113 TEST_USER_NOT_FOUND (404) without such an account, 1112 EMAIL_NOT_TEST_USER (403) ' +
    'for a regular or beta account, which is left alone; FORBIDDEN (403) for the caller’s ' +
    'own account or one holding a permission the caller lacks.',
  security: [{ bearerAuth: [] }],
  ...guarded({ allOf: ['delete_user'] }),
  ...raises('EMAIL_NOT_TEST_USER', 'TEST_USER_NOT_FOUND'),
  request: {
    body: { required: true, content: { 'application/json': { schema: deleteTestUserSchema } } },
  },
  responses: jsonResponses(
    z.object({ email: z.string() }),
    'Test account deleted',
    ERROR_CATALOGUE.TEST_USER_DELETED.code,
  ),
});

export function registerTestUsers(app: OpenAPIHono<ApiEnv>) {
  // DELETE /auth/test-user — remove a test account by email (QA, delete_user)
  app.openapi(route, async (c) => {
    const caller = await demandPermission(c, 'delete_user');
    const { email } = c.req.valid('json');
    const actor = {
      userId: caller.userId,
      email: c.var.auth?.user.email ?? null,
      requestId: c.var.requestId ?? null,
    };
    return okAs(
      c,
      'TEST_USER_DELETED',
      await deleteTestUser(await c.var.deps.getDb(), actor, email),
    );
  });
}
