import type { Locale } from '@/lib/i18n/routing';
import { intlLocale } from './day';

/** Whole amounts without decimals ("1,500"), others with both places ("129.90"). */
function places(value: number): Intl.NumberFormatOptions {
  const digits = Number.isInteger(value) ? 0 : 2;
  return { minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/**
 * A price as the shopper reads it ("SAR 129.90" / "‏129.90 ر.س.‏"). Amounts travel as exact
 * decimal strings; turning one into a number here only draws it, it is never stored or summed.
 * An unknown currency code falls back to the bare number followed by the code.
 */
export function formatMoney(amount: string | number, currency: string, locale: Locale): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      ...places(value),
    }).format(value);
  } catch {
    return `${new Intl.NumberFormat(intlLocale(locale)).format(value)} ${currency}`;
  }
}

/**
 * The change from `from` to `to` as a whole percentage (negative: cheaper), computed in integer
 * minor units so two-place decimals compare exactly. Null when `from` is missing or zero.
 */
export function percentChange(from: string | null, to: string | null): number | null {
  if (from === null || to === null) return null;
  const cents = (v: string) => Math.round(Number(v) * 100);
  const a = cents(from);
  if (a === 0) return null;
  return Math.round(((cents(to) - a) / a) * 100);
}

/** An amount without its currency ("2,928.07"), for tables whose header names the currency. */
export function formatAmount(amount: string, locale: Locale): string {
  const value = Number(amount);
  return new Intl.NumberFormat(intlLocale(locale), places(value)).format(value);
}
