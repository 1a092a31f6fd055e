import type { QueryResult } from 'pg';

export interface PgSql {
  <Rows extends unknown[] = Record<string, unknown>[]>(
    strings: TemplateStringsArray,
    ...values: unknown[]
  ): Promise<Rows>;
  /** Sends `text` as it is: several statements, or a simple query (no parameters). */
  query(text: string): Promise<QueryResult | QueryResult[]>;
  end(): Promise<void>;
}

export function pgSql(url: string, options?: { max?: number; applicationName?: string }): PgSql;
