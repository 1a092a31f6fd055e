import { createRoute, z, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import {
  changePasswordSchema,
  completeProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@/lib/validation/auth';
import { COUNTRY_CODES } from '@/lib/countries';
import { DEVICE_TOKEN_HEADER } from '@/lib/api/constants';
import { ERROR_CATALOGUE, SUCCESS_CODE } from '@/lib/errors/catalogue';
import type { ApiEnv } from '../context';
import { jsonResponses, ok, okAs } from '../envelope';
import { raises } from '../error-responses';
import { AppError } from '../../errors';
import { authContext, currentAuth, requireAuth } from '../auth-middleware';
import { callerAddress } from '../caller-address';
import {
  completeProfile,
  listInvites,
  login,
  logout,
  register,
  requestAccountDeletion,
  resendVerification,
} from '../../services/auth/account';
import { changePassword, forgotPassword, resetPassword } from '../../services/auth/password-reset';
import { permissionsOf } from '../../services/auth/permissions';
import { bearerToken, rotateRefreshToken } from '../../services/auth/sessions';
import { verifyAccessToken } from '../../auth/tokens';
import { toPublicUser } from '../../services/auth/users';
import { verifyEmailCode } from '../../services/auth/verification';

const publicUserSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    sex: z.enum(['MALE', 'FEMALE']).nullable(),
    birthDate: z.string().nullable(),
    country: z.enum(COUNTRY_CODES).or(z.string()).nullable(),
    isEmailVerified: z.boolean(),
    status: z.enum(['active', 'inactive', 'suspended', 'deleted']),
    userType: z.enum(['regular', 'test', 'beta']),
    locale: z.string(),
    inviteCode: z.string(),
    hasPassword: z.boolean(),
    deletionRequestedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('User');

const tokensSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .openapi('Tokens');

const signedIn = z.object({ user: publicUserSchema, tokens: tokensSchema });
/** A new sign-in: the tokens and this client's device token for the account. */
export const signedInOnDevice = signedIn
  .extend({
    deviceToken: z.string().openapi({
      description:
        "This client's device token for the account (a year; each sign-in renews it). Keep it " +
        `and send it as \`${DEVICE_TOKEN_HEADER}\` when signing in to this account again: see ` +
        '`POST /auth/login`. The site keeps it in an HttpOnly cookie; never show it to scripts.',
    }),
  })
  .openapi('SignedIn');
/** The device token a client presents (read by the services, who decide what it is worth). */
const deviceHeader = z.object({
  [DEVICE_TOKEN_HEADER.toLowerCase()]: z
    .string()
    .optional()
    .openapi({
      description:
        'The `deviceToken` an earlier sign-in of this client answered. A token of this account ' +
        'keeps its checks out of the account-wide count of wrong passwords; any other is ignored.',
    }),
});
const userOnly = z.object({ user: publicUserSchema });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
/** What the login operation's description says about its limits. */
const LOGIN_LIMITS =
  'Wrong passwords are limited per account and client address (10 in 15 minutes; the 11th ' +
  'check is refused unchecked with 1007 and `Retry-After`). Past 100 wrong passwords in an hour ' +
  `on the account from clients without its device token (\`${DEVICE_TOKEN_HEADER}\`), one ` +
  'such check a minute is admitted and the others are answered 1007 with `Retry-After` of at ' +
  'most 60 seconds. A client with the device token is not counted account-wide nor slowed, ' +
  'unless the token itself failed 10 times in the hour.';
const bearer: { bearerAuth: string[] }[] = [{ bearerAuth: [] }];
const secured = { security: bearer, middleware: [requireAuth] };

type Extra = Omit<RouteConfig, 'method' | 'path' | 'responses'>;

/** `auth.` and the path's last segment in camel case: `/auth/verify-email` → `auth.verifyEmail`. */
const operationIdOf = (path: string) =>
  `auth.${(path.split('/').pop() ?? '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

function post<T extends z.ZodType, E extends Extra, C extends number = typeof SUCCESS_CODE>(
  path: string,
  summary: string,
  response: T,
  extra: E,
  code: C = SUCCESS_CODE as C,
) {
  return createRoute({
    method: 'post' as const,
    path,
    operationId: operationIdOf(path),
    tags: ['Auth'],
    summary,
    responses: jsonResponses(response, summary, code),
    ...extra,
  });
}
const EMAIL_SENT = ERROR_CATALOGUE.EMAIL_SENT_SUCCESSFULLY.code;
const PASSWORD_CHANGED = ERROR_CATALOGUE.PASSWORD_CHANGED_SUCCESSFULLY.code;
function get<T extends z.ZodType>(path: string, summary: string, response: T) {
  return createRoute({
    method: 'get' as const,
    path,
    operationId: operationIdOf(path),
    tags: ['Auth'],
    summary,
    responses: jsonResponses(response, summary),
    ...secured,
  });
}

/** The account routes: sign-in, profile set-up, sessions, passwords, the account's own reads. */
export function registerAuth(app: OpenAPIHono<ApiEnv>) {
  registerSignIn(app);
  registerProfileSetup(app);
  registerSessions(app);
  registerPasswords(app);
  registerAccount(app);
}

/** A new account, and signing in to one with a password. */
function registerSignIn(app: OpenAPIHono<ApiEnv>) {
  // POST /auth/register — create the account, mail the 5-digit code, sign in
  app.openapi(
    post('/auth/register', 'Create an account and mail the verification code', signedInOnDevice, {
      request: json(registerSchema),
      ...raises('EMAIL_INVALID', 'EMAIL_ALREADY_EXISTS', 'TOO_MANY_REQUESTS'),
    }),
    async (c) => ok(c, await register(await authContext(c), c.req.valid('json'))),
  );

  // POST /auth/login — email and password, and the client's device token when it has one
  app.openapi(
    post('/auth/login', 'Sign in with email and password', signedInOnDevice, {
      description: LOGIN_LIMITS,
      request: {
        body: {
          required: true,
          content: {
            'application/json': {
              schema: loginSchema,
              example: { email: 'sara@example.com', password: 'Quiet-Harbour-2026' },
            },
          },
        },
        headers: deviceHeader,
      },
      ...raises('INVALID_CREDENTIALS', 'USER_INACTIVE', 'TOO_MANY_REQUESTS'),
    }),
    async (c) =>
      ok(
        c,
        await login(await authContext(c), c.req.valid('json'), c.req.header(DEVICE_TOKEN_HEADER)),
      ),
  );
}

/** After sign-up: the mailed code, a new one, the rest of the profile. */
function registerProfileSetup(app: OpenAPIHono<ApiEnv>) {
  // POST /auth/verify-email — check the 5-digit code
  app.openapi(
    post('/auth/verify-email', 'Verify the email address with the mailed code', userOnly, {
      request: json(verifyEmailSchema),
      ...secured,
      ...raises(
        'EMAIL_ALREADY_VERIFIED',
        'VERIFICATION_TOKEN_EXPIRED',
        'VERIFICATION_TOKEN_INVALID',
        'TOO_MANY_REQUESTS',
      ),
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const updated = await verifyEmailCode(await authContext(c), user, c.req.valid('json').token);
      return ok(c, { user: toPublicUser(updated) });
    },
  );

  // POST /auth/resend-verification-email — a new code, at most once a minute
  app.openapi(
    post(
      '/auth/resend-verification-email',
      'Mail a new verification code',
      z.object({ retryAfterSeconds: z.number().int() }),
      { ...secured, ...raises('EMAIL_ALREADY_VERIFIED', 'TOO_MANY_REQUESTS', 'EMAIL_RATE_LIMIT') },
      EMAIL_SENT,
    ),
    async (c) =>
      okAs(
        c,
        'EMAIL_SENT_SUCCESSFULLY',
        await resendVerification(await authContext(c), currentAuth(c).user),
      ),
  );

  // POST /auth/complete-profile — names, sex, birth date, country
  app.openapi(
    post('/auth/complete-profile', 'Finish the profile after verification', userOnly, {
      request: json(completeProfileSchema),
      ...secured,
      ...raises('PROFILE_ALREADY_FINISHED', 'EMAIL_NOT_VERIFIED'),
    }),
    async (c) => {
      const user = await completeProfile(
        await authContext(c),
        currentAuth(c).user,
        c.req.valid('json'),
      );
      return ok(c, { user });
    },
  );
}

/** Ending a sign-in, and renewing its tokens. */
function registerSessions(app: OpenAPIHono<ApiEnv>) {
  // POST /auth/logout — ends the sign-in of the refresh token in the body (or of the bearer token)
  app.openapi(
    post(
      '/auth/logout',
      'Sign out (revokes the refresh token)',
      z.object({ loggedOut: z.literal(true) }),
      {
        request: {
          body: { required: false, content: { 'application/json': { schema: logoutSchema } } },
        },
      },
    ),
    async (c) => {
      const raw = await c.req.text();
      let parsed: unknown = {};
      if (raw.trim()) {
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new AppError('BAD_REQUEST', [
            { key: 'body', message: 'validation.malformed_json' },
          ]);
        }
      }
      const body = logoutSchema.parse(parsed);
      let sessionId: string | undefined;
      const access = bearerToken(c.req.header('authorization'));
      if (access)
        sessionId = await verifyAccessToken(c.var.deps.auth, access).then(
          (t) => t.sessionId,
          () => undefined,
        );
      await logout(await c.var.deps.getDb(), body.refreshToken, sessionId);
      return ok(c, { loggedOut: true as const });
    },
  );

  // POST /auth/refresh — the refresh token in the Authorization header, empty body
  app.openapi(
    post('/auth/refresh', 'Trade the refresh token (bearer) for new tokens', signedIn, {
      security: [{ refreshToken: [] }],
      ...raises(
        'REFRESH_TOKEN_EXPIRED',
        'REFRESH_TOKEN_INVALID',
        'USER_INACTIVE',
        'TOO_MANY_REQUESTS',
      ),
    }),
    async (c) => {
      const ctx = await authContext(c);
      await ctx.limits.consume('refreshIp', callerAddress(c));
      const token = bearerToken(c.req.header('authorization'));
      if (!token) throw new AppError('REFRESH_TOKEN_INVALID');
      return ok(c, await rotateRefreshToken(ctx.db, ctx.config, token));
    },
  );
}

/** A forgotten password's mail and reset, and a change by the signed-in user. */
function registerPasswords(app: OpenAPIHono<ApiEnv>) {
  // POST /auth/forgot-password — same answer whether or not the account exists
  app.openapi(
    post(
      '/auth/forgot-password',
      'Mail a password-reset link',
      z.object({ sent: z.literal(true) }),
      { request: json(forgotPasswordSchema), ...raises('TOO_MANY_REQUESTS') },
      EMAIL_SENT,
    ),
    async (c) => {
      const { email, locale } = c.req.valid('json');
      await forgotPassword(await authContext(c), email, locale);
      // The same answer whether or not the account exists (and a mail was sent).
      return okAs(c, 'EMAIL_SENT_SUCCESSFULLY', { sent: true as const });
    },
  );

  // POST /auth/reset-password — token from the link and the new password
  app.openapi(
    post('/auth/reset-password', 'Set a new password with the mailed token', signedInOnDevice, {
      request: json(resetPasswordSchema),
      ...raises(
        'USER_INACTIVE',
        'RESET_PASSWORD_TOKEN_EXPIRED',
        'RESET_PASSWORD_TOKEN_INVALID',
        'TOO_MANY_REQUESTS',
      ),
    }),
    async (c) => ok(c, await resetPassword(await authContext(c), c.req.valid('json'))),
  );

  // POST /auth/change-password — current password required; other sign-ins end
  app.openapi(
    post(
      '/auth/change-password',
      'Change the password',
      z.object({ changed: z.literal(true) }),
      {
        description: `The current password is checked as at \`POST /auth/login\`, with the same \`${DEVICE_TOKEN_HEADER}\`.`,
        request: { ...json(changePasswordSchema), headers: deviceHeader },
        ...secured,
        ...raises('PASSWORD_CHANGE_FAILED', 'TOO_MANY_REQUESTS'),
      },
      PASSWORD_CHANGED,
    ),
    async (c) => {
      const { user, sessionId } = currentAuth(c);
      return okAs(
        c,
        'PASSWORD_CHANGED_SUCCESSFULLY',
        await changePassword(
          await authContext(c),
          user,
          sessionId,
          c.req.valid('json'),
          c.req.header(DEVICE_TOKEN_HEADER),
        ),
      );
    },
  );
}

/** What the signed-in user reads of their account, and its deletion. */
function registerAccount(app: OpenAPIHono<ApiEnv>) {
  // GET /auth/profile
  app.openapi(get('/auth/profile', 'The signed-in user', userOnly), (c) =>
    ok(c, { user: toPublicUser(currentAuth(c).user) }),
  );

  // GET /auth/permissions — {hasAccess, permissions}
  app.openapi(
    get(
      '/auth/permissions',
      'Permission strings of the signed-in user',
      z.object({ hasAccess: z.boolean(), permissions: z.array(z.string()) }),
    ),
    async (c) => ok(c, await permissionsOf(await c.var.deps.getDb(), currentAuth(c).user.id)),
  );

  // GET /auth/invites — who joined with my invite code, and my tracking allowance
  app.openapi(
    get(
      '/auth/invites',
      'Invite code, invitees and the product-tracking allowance',
      z.object({
        inviteCode: z.string(),
        invitees: z.array(
          z.object({
            firstName: z.string().nullable(),
            joinedAt: z.string(),
            verified: z.boolean(),
          }),
        ),
        verifiedCount: z.number().int(),
        trackingLimit: z.number().int(),
      }),
    ),
    async (c) => ok(c, await listInvites(await c.var.deps.getDb(), currentAuth(c).user)),
  );

  // DELETE /user/me — schedule the account's deletion (24 hours; signing in cancels it)
  app.openapi(
    createRoute({
      operationId: 'auth.deleteAccount',
      method: 'delete',
      path: '/user/me',
      tags: ['Auth'],
      summary: 'Delete my account (after 24 hours unless I sign in again)',
      responses: jsonResponses(z.object({ deletionScheduledAt: z.string() }), 'Deletion scheduled'),
      ...secured,
    }),
    async (c) => ok(c, await requestAccountDeletion(await authContext(c), currentAuth(c).user)),
  );
}
