'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export type ChartState = 'loading' | 'empty' | 'ready';

/** The numbers behind a chart, as a table for screen readers (the drawing itself is hidden). */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One chart of the dashboard: a titled figure with its loading skeleton or "no data" note, the
 * drawing (hidden from assistive technology) and a visually hidden table of the same numbers.
 */
export function ChartFigure({
  title,
  description,
  state,
  table,
  className,
  children,
}: {
  title: string;
  description?: string;
  state: ChartState;
  table: ChartTable;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('admin.dashboard');
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      aria-busy={state === 'loading' || undefined}
      className={cn('bg-card text-card-foreground grid gap-3 rounded-xl border p-4', className)}
    >
      <figcaption id={captionId} className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        {description ? <span className="text-muted-foreground text-xs">{description}</span> : null}
      </figcaption>
      {state === 'loading' ? (
        <Skeleton className="h-56 w-full" />
      ) : state === 'empty' ? (
        <div className="text-muted-foreground flex h-56 items-center justify-center rounded-lg border border-dashed p-4 text-center text-sm">
          {t('noData')}
        </div>
      ) : (
        <>
          <div aria-hidden="true">{children}</div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
