// The price history's ranges, apart from the product schemas (lib/validation/product.ts, which
// re-exports them): the product page's chart imports them without loading zod and building every
// product schema in the browser.
export const HISTORY_RANGES = ['1m', '3m', '1y', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
/** Days a range reaches back, today included (`all`: every day there is). */
export const HISTORY_RANGE_DAYS: Record<HistoryRange, number | null> = {
  '1m': 30,
  '3m': 90,
  '1y': 365,
  all: null,
};
