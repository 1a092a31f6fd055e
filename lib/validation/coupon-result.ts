// POST /coupon/{id}/result: the extension tried a coupon at checkout on its own and reports
// whether it worked, with the order totals it read before and after. Messages are translation
// keys (`validation.couponResult.*`).
import { z } from '@/lib/validation/zod';
import { DECIMAL_AMOUNT, currencyCodeSchema, decimalAmountSchema } from './money';

const COUPON_RESULT_MESSAGES = {
  workedInvalid: 'validation.couponResult.worked_invalid',
  totalInvalid: 'validation.couponResult.total_invalid',
  currencyInvalid: 'validation.couponResult.currency_invalid',
  currencyRequired: 'validation.couponResult.currency_required',
  totalAfterAbove: 'validation.couponResult.total_after_above_before',
} as const;

/** An order total: an exact decimal string, up to 12 digits and 2 places ("129.90", "0"). */
const orderTotalSchema = decimalAmountSchema(COUPON_RESULT_MESSAGES.totalInvalid);

/** A decimal string of `orderTotalSchema` in minor units (exact: no floating point). */
function minorUnits(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * `{worked, totalBefore?, totalAfter?, currency?}`. A total needs its currency (ISO 4217, any
 * case). When the coupon worked, the total after cannot be above the total before: such a
 * report is a misread page, refused rather than counted.
 */
export const couponResultSchema = z
  .object({
    worked: z.boolean({ error: COUPON_RESULT_MESSAGES.workedInvalid }),
    totalBefore: orderTotalSchema.optional(),
    totalAfter: orderTotalSchema.optional(),
    currency: currencyCodeSchema(COUPON_RESULT_MESSAGES.currencyInvalid).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.totalBefore !== undefined || v.totalAfter !== undefined) && !v.currency) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: COUPON_RESULT_MESSAGES.currencyRequired,
      });
    }
    // The object's check runs even when a total failed its own (then it is no amount to compare).
    const amount = (total: string | undefined) =>
      total !== undefined && DECIMAL_AMOUNT.test(total) ? minorUnits(total) : undefined;
    const before = amount(v.totalBefore);
    const after = amount(v.totalAfter);
    if (v.worked && before !== undefined && after !== undefined && after > before) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalAfter'],
        message: COUPON_RESULT_MESSAGES.totalAfterAbove,
      });
    }
  });

/** The answer: whether this report counted (one per client, coupon and hour) and the counts. */
export const couponResultAnswerSchema = z.object({
  counted: z.boolean(),
  autoWorked: z.number().int(),
  autoFailed: z.number().int(),
});

export type CouponResultInput = z.infer<typeof couponResultSchema>;
export type CouponResultAnswer = z.infer<typeof couponResultAnswerSchema>;
