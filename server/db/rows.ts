/** Rows of `db.execute`: PGlite and pg both answer `{rows}`. */
export function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? [];
}
