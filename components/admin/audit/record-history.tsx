'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import {
  ActionBadge,
  AUDIT_QUERY_KEY,
  fullDateTime,
  useAdminLocale,
  useErrorText,
  useRelativeTime,
  type AuditPage,
} from './audit-bits';
import { ChangesView } from './changes-view';

/** How many of a record's latest entries the panel shows. */
const HISTORY_LIMIT = 50;

/**
 * The history of one record (newest first): who changed what and when, each write with its
 * changed fields. Shown inside a record's edit sheet.
 */
export function RecordHistory({ section, recordId }: { section: string; recordId: string }) {
  const t = useTranslations('admin.audit');
  const locale = useAdminLocale();
  const when = useRelativeTime();
  const errorText = useErrorText();
  const query = useQuery({
    queryKey: [...AUDIT_QUERY_KEY, { section, recordId }],
    queryFn: () =>
      adminApi.get<AuditPage>('audit', { section, recordId, limit: HISTORY_LIMIT, page: 1 }),
  });

  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        {errorText(query.error)}
      </p>
    );
  }
  const { items, total } = query.data;
  if (items.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('noHistory')}</p>;
  }
  return (
    <div className="grid gap-2">
      <ol className="grid gap-3" aria-label={t('historyTitle')}>
        {items.map((entry) => (
          <li key={entry.id} className="bg-card grid gap-2 rounded-lg border p-3">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <ActionBadge action={entry.action} />
              <span className="min-w-0 truncate font-medium">
                {entry.actor.email ?? t('system')}
              </span>
              <time
                dateTime={entry.at}
                title={fullDateTime(entry.at, locale)}
                className="text-muted-foreground ms-auto text-xs"
              >
                {when(entry.at)}
              </time>
            </div>
            <ChangesView changes={entry.changes} />
          </li>
        ))}
      </ol>
      {total > items.length ? (
        <p className="text-muted-foreground text-xs">
          {t('historyMore', { shown: items.length, total })}{' '}
          <Link
            className="text-primary underline underline-offset-2"
            href={`/admin/activity?${new URLSearchParams({ section, record: recordId })}`}
          >
            {t('historyAll')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
