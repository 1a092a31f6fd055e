/** Rows of `db.execute`: PGlite answers `{rows}`, postgres.js an array. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}
