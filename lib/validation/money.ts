// Money in the API: exact decimal strings ("129.90") beside an ISO 4217 currency code, never JSON
// numbers (those pass through floating point). Shared by every payload that carries a price.
import { z } from '@/lib/validation/zod';

/** Up to 12 whole digits and 2 places: what a numeric(14,2) column holds. */
export const DECIMAL_AMOUNT = /^\d{1,12}(?:\.\d{1,2})?$/;

/** An amount string (`message`: the translation key of every problem); `positive` refuses 0. */
export function decimalAmountSchema(message: string, options: { positive?: string } = {}) {
  const { positive } = options;
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (!DECIMAL_AMOUNT.test(value)) ctx.addIssue({ code: 'custom', message });
      else if (positive && !/[1-9]/.test(value))
        ctx.addIssue({ code: 'custom', message: positive });
    });
}

/** A currency code, any case on the way in, upper case once parsed ("aed" → "AED"). */
export function currencyCodeSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, message);
}
