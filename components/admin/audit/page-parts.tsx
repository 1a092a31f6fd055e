'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** An admin page's title and one-line introduction (the page's only h1). */
export function PageHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground text-sm">{intro}</p>
      </div>
      {children}
    </div>
  );
}

/** A column header of the admin's plain tables. */
export function HeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('p-2 text-start font-medium', className)} {...props} />;
}

/**
 * Previous / next page buttons around "page X of Y" (arrows flip in Arabic). `page` is 1-based;
 * `onPage(null)` means the first page (kept out of the URL).
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  pageText,
  previous,
  next,
  summary,
}: {
  page: number;
  pages: number;
  onPage: (page: number | null) => void;
  label: string;
  pageText: string;
  previous: string;
  next: string;
  summary?: ReactNode;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      {summary ? <span className="text-muted-foreground text-sm">{summary}</span> : null}
      <div className="flex flex-1 items-center justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page > 2 ? page - 1 : null)}
        >
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {previous}
        </Button>
        <span className="text-sm">{pageText}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {next}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
