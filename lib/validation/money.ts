// Money in the API: exact decimal strings ("129.90") beside an ISO 4217 currency code, never JSON
// numbers (those pass through floating point). Shared by every payload that carries a price.
import { z } from 'zod';

/** Up to 12 whole digits and 2 places: what a numeric(14,2) column holds. */
export const DECIMAL_AMOUNT = /^\d{1,12}(?:\.\d{1,2})?$/;

/** An amount string (`message`: the translation key of every problem); `positive` refuses 0. */
export function decimalAmountSchema(message: string, options: { positive?: string } = {}) {
  const amount = z.string({ error: message }).trim().regex(DECIMAL_AMOUNT, message);
  const { positive } = options;
  return positive ? amount.refine((v) => /[1-9]/.test(v), positive) : amount;
}

/** A currency code, any case on the way in, upper case once parsed ("aed" → "AED"). */
export function currencyCodeSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, message);
}
