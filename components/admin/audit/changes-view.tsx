'use client';

import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import { translateKnown } from '@/lib/i18n/translate-known';

export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/** Longest value text shown in full inside a row; the whole value stays in the title. */
const MAX_TEXT = 160;

/** `nameEn` → `name en`, `user_type` → `user type`: a readable name for a field without a label. */
export function humanizeField(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The text of one stored value: strings as they are, the rest as compact JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function Value({ value, kind }: { value: unknown; kind: 'before' | 'after' }) {
  const t = useTranslations('admin.audit');
  const empty = value === null || value === undefined || value === '';
  const text = empty ? t('emptyValue') : valueText(value);
  const shown = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  return (
    <span
      data-kind={kind}
      title={text}
      className={cn(
        'max-w-full min-w-0 truncate rounded px-1.5 py-0.5 font-mono text-xs',
        empty && 'text-muted-foreground italic',
        !empty && kind === 'before' && 'bg-red-500/10 text-red-800 line-through dark:text-red-300',
        !empty && kind === 'after' && 'bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
      )}
    >
      {/* bdi keeps an Arabic value inside an English row (and the reverse) in its own direction. */}
      <bdi>{shown}</bdi>
    </span>
  );
}

/**
 * A record's changed fields as "field: before → after" rows. A create stores only the new
 * values and a hard delete only the old ones, so a side missing from the change is left out.
 */
export function ChangesView({ changes, className }: { changes: AuditChanges; className?: string }) {
  const t = useTranslations('admin.audit');
  const fields = Object.keys(changes).sort();
  if (fields.length === 0) {
    return <p className={cn('text-muted-foreground text-sm', className)}>{t('noChanges')}</p>;
  }
  const label = (field: string) => translateKnown(t, `fields.${field}`) ?? humanizeField(field);
  return (
    <dl className={cn('grid gap-1.5 text-sm', className)}>
      {fields.map((field) => {
        const change = changes[field] ?? {};
        const hasBefore = 'before' in change;
        const hasAfter = 'after' in change;
        return (
          <div
            key={field}
            className="grid min-w-0 gap-x-2 gap-y-0.5 sm:grid-cols-[10rem_minmax(0,1fr)]"
          >
            <dt className="text-muted-foreground truncate font-medium" title={field}>
              {label(field)}
            </dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-1.5">
              {hasBefore ? (
                <>
                  <span className="sr-only">{t('before')}</span>
                  <Value value={change.before} kind="before" />
                </>
              ) : null}
              {hasBefore && hasAfter ? (
                <ArrowRight
                  aria-hidden="true"
                  className="text-muted-foreground size-3.5 shrink-0 rtl:rotate-180"
                />
              ) : null}
              {hasAfter ? (
                <>
                  <span className="sr-only">{t('after')}</span>
                  <Value value={change.after} kind="after" />
                </>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
