'use client';

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export interface Figure {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Undefined while loading. */
  value: string | undefined;
  hint?: ReactNode;
}

/** The dashboard's headline numbers, as a list of labelled terms. */
export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      {figures.map(({ key, label: term, icon: Icon, value, hint }) => (
        <div
          key={key}
          className="bg-card text-card-foreground grid content-start gap-1 rounded-xl border p-4"
        >
          <dt className="text-muted-foreground flex items-center gap-1.5 text-xs font-medium">
            <Icon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{term}</span>
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {value === undefined ? <Skeleton className="mt-1 h-7 w-16" /> : value}
          </dd>
          {hint && value !== undefined ? (
            <dd className="text-muted-foreground text-xs">{hint}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
