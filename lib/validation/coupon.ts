// Coupon payloads of the generic catalogue API (POST/PATCH /coupon, GET /coupon) and the vote.
import { z } from '@/lib/validation/zod';
import { COUNTRY_CODES } from '@/lib/countries';
import { createSchemaOf, field, outShapeOf, updateSchemaOf } from '@/lib/resources/fields';
import { bilingualOut, uuidSchema } from './catalog-fields';
import { listQuerySchema, queryFlag } from './list-query';

export const COUPON_STATUSES = ['ACTIVE', 'PAUSED', 'STOPPED'] as const;

const couponStatusSchema = z.enum(COUPON_STATUSES, {
  error: 'validation.catalog.status_invalid',
});

/** False when both dates are set and the expiry is not after the start. */
export function expiresAfterStart(startsAt: Date | null, expiresAt: Date | null): boolean {
  // A date that failed its own check reaches an object's refinement still as its input text:
  // only two dates are compared.
  if (!(startsAt instanceof Date) || !(expiresAt instanceof Date)) return true;
  return expiresAt.getTime() > startsAt.getTime();
}

export const EXPIRES_BEFORE_START = 'validation.catalog.expires_before_start';

/**
 * A coupon's fields, declared once: the API's create / update / answer schemas, the table's
 * columns, the CSV columns and the admin form all derive from this (lib/resources/fields.ts;
 * docs/adding-a-field.md). No counter (uses, votes, the extension's tries) is a field: only the
 * counted events move them, so a payload naming one has it ignored like any unknown field.
 */
export const couponFields = {
  shopId: field.link(),
  /** Null for a deal that needs no code. */
  code: field.text(
    z
      .string({ error: 'validation.catalog.code_invalid' })
      .trim()
      .min(1, 'validation.catalog.code_invalid')
      .max(64, 'validation.catalog.code_invalid')
      .regex(/^\S+$/, 'validation.catalog.code_invalid'),
    { nullable: true },
  ),
  title: field.bilingual(200, { required: true }),
  description: field.bilingual(2000),
  discount: field.bilingual(60),
  status: field.choice(COUPON_STATUSES, {
    error: 'validation.catalog.status_invalid',
    createDefault: 'ACTIVE',
  }),
  startsAt: field.instant(),
  expiresAt: field.instant(),
  countries: field.countries(),
  verifiedAt: field.instant(),
  /** The basket a code needs (null: any); the store page shows it. */
  minOrder: field.money({ error: 'validation.catalog.money_invalid', card: true }),
};

export const couponCreateSchema = createSchemaOf(couponFields).refine(
  (v) => expiresAfterStart(v.startsAt, v.expiresAt),
  { path: ['expiresAt'], message: EXPIRES_BEFORE_START },
);

/** PATCH: any subset; the expiry is checked against the stored start (and vice versa). */
export const couponUpdateSchema = updateSchemaOf(couponFields).refine(
  (v) => expiresAfterStart(v.startsAt ?? null, v.expiresAt ?? null),
  { path: ['expiresAt'], message: EXPIRES_BEFORE_START },
);

export const couponListQuerySchema = listQuerySchema(
  ['createdAt', 'updatedAt', 'uses', 'votesWorked', 'titleEn'],
  '-createdAt',
).extend({
  shopId: uuidSchema.optional(),
  status: couponStatusSchema.optional(),
  country: z.enum(COUNTRY_CODES, { error: 'COUNTRY_INVALID' }).optional(),
  /** `false`: only coupons not past their expiry; `true`: only expired ones. */
  expired: queryFlag.optional(),
});

export const couponResourceSchema = z.object({
  id: z.string(),
  ...outShapeOf(couponFields),
  uses: z.number().int(),
  votes: z.object({ worked: z.number().int(), failed: z.number().int() }),
  /** The extension's automatic tries at checkout (read-only: POST /coupon/{id}/result counts them). */
  auto: z.object({ worked: z.number().int(), failed: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  /** view_coupon only: the shop's name (null when the shop is gone). */
  shopName: bilingualOut.nullable().optional(),
});

/** POST /coupon/{id}/vote */
export const couponVoteSchema = z.object({
  vote: z.enum(['worked', 'failed'], { error: 'validation.catalog.vote_invalid' }),
});

export type CouponUpdateInput = z.infer<typeof couponUpdateSchema>;
export type CouponResource = z.infer<typeof couponResourceSchema>;
export type CouponVote = z.infer<typeof couponVoteSchema>['vote'];
