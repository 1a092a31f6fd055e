import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { CATALOG_TAGS } from '@/lib/cache/catalog-tags';
import { uuidSchema } from '@/lib/validation/catalog-fields';
import { couponResultAnswerSchema, couponResultSchema } from '@/lib/validation/coupon-result';
import type { ApiEnv } from '../../api/context';
import { jsonResponses, ok } from '../../api/envelope';
import { raises } from '../../api/error-responses';
import { AppError } from '../../errors';
import { optionalAuth } from '../../api/resource-factory/access';
import { callerAddress } from '../../api/caller-address';
import { visibleCouponShop } from '../../services/catalog/extras';
import { couponReporter, recordCouponResult } from './results';

/** Anonymous, or with a valid access token. */
const signedInOrNot: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];

const resultRoute = createRoute({
  operationId: 'coupons.reportResult',
  method: 'post',
  path: '/coupon/{id}/result',
  tags: ['Coupon'],
  summary:
    'The extension tried the coupon at checkout: did it work, and the order totals before and ' +
    'after (decimal strings, with their currency). Anonymous or signed in. At most 60 reports ' +
    'per client address in 10 minutes (then 1007 TOO_MANY_REQUESTS with Retry-After). At most ' +
    'one report per coupon and client address an hour is counted, signed in or not (a new ' +
    'User-Agent or account is no new client), and one per coupon and account (on any address); ' +
    'a repeat is answered `counted: false`. The address and account are stored only as keyed ' +
    'hashes. Counted reports add to the success rate the store page shows. ' +
    '1001 VALIDATION_ERROR when the coupon worked yet the total after is above the total ' +
    'before, or a total comes without its currency; 1003 NOT_FOUND for an unknown, deleted or ' +
    'paused coupon or one of a hidden shop.',
  security: signedInOrNot,
  middleware: [optionalAuth] as const,
  request: {
    params: z.object({ id: uuidSchema }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: couponResultSchema,
          example: { worked: true, totalBefore: '249.00', totalAfter: '199.20', currency: 'SAR' },
        },
      },
    },
  },
  ...raises('TOO_MANY_REQUESTS'),
  responses: jsonResponses(couponResultAnswerSchema, 'Whether it counted, and the new counts'),
});

/** POST /coupon/{id}/result — the literal `result` segment shares no route of the resource. */
export function registerCouponResults(app: OpenAPIHono<ApiEnv>) {
  // POST /coupon/{id}/result — count an automatic try, once per address (or account), coupon and hour
  app.openapi(resultRoute, async (c) => {
    const { id } = c.req.valid('param');
    const report = c.req.valid('json');
    const { deps } = c.var;
    const ip = callerAddress(c);
    await deps.limits.consume('couponResultIp', ip);
    const db = await deps.getDb();
    const shopId = await visibleCouponShop(db, id);
    if (!shopId) throw new AppError('NOT_FOUND');
    const reporter = couponReporter(deps.auth.jwtSecret, { ip, userId: c.get('auth')?.user.id });
    const answer = await recordCouponResult(db, {
      ...report,
      couponId: id,
      reporter,
      now: deps.now?.() ?? new Date(),
    });
    if (!answer) throw new AppError('NOT_FOUND');
    // The store page shows the success rate: a counted report expires its cached reads, as an
    // admin's write does (at most one per coupon and client an hour, so no flood of expiries).
    if (answer.counted) deps.onCatalogChange?.([CATALOG_TAGS.shop(shopId)]);
    return ok(c, answer);
  });
}
