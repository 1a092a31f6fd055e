'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { adminApi } from '@/lib/admin/api-client';
import type { Locale } from '@/lib/i18n/routing';
import { UNINSTALL_REASONS, type UninstallItem } from '@/lib/validation/uninstall';
import { fullDateTime, useErrorText } from '../audit/audit-bits';
import { NativeSelect } from '../audit/native-select';
import { Pager } from '../audit/page-parts';
import type { ListPage } from '../resource/types';
import type { DayRange } from './date-range';

const PAGE_SIZE = 10;

/**
 * What people wrote when they uninstalled the extension, in the dashboard's period (GET
 * /uninstall), newest first, filtered by reason; for holders of view_uninstall.
 */
export function UninstallAnswers({ range, locale }: { range: DayRange; locale: Locale }) {
  const t = useTranslations('admin.uninstall');
  const errorText = useErrorText();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    ...range,
    reason: reason || undefined,
    page,
    limit: PAGE_SIZE,
    sort: '-createdAt',
  };
  const answers = useQuery({
    queryKey: ['admin', 'uninstall', 'list', query],
    queryFn: () => adminApi.get<ListPage<UninstallItem>>('uninstall', query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pages = answers.data ? Math.max(1, Math.ceil(answers.data.total / PAGE_SIZE)) : 1;

  return (
    <section
      aria-labelledby={`${reasonId}-title`}
      className="bg-card text-card-foreground grid content-start gap-3 rounded-xl border p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${reasonId}-title`} className="font-semibold">
          {t('listTitle')}
        </h2>
        <div className="grid gap-1">
          <Label htmlFor={reasonId} className="text-xs">
            {t('reason')}
          </Label>
          <NativeSelect
            id={reasonId}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('allReasons')}</option>
            {UNINSTALL_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`reasons.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {answers.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="grid gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : answers.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorText(answers.error)}
        </p>
      ) : answers.data.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('listEmpty')}</p>
      ) : (
        <ol className="grid gap-2">
          {answers.data.items.map((a) => (
            <li key={a.id} className="grid gap-1 rounded-lg border p-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{t(`reasons.${a.reason}`)}</Badge>
                <time dateTime={a.createdAt} className="text-muted-foreground text-xs">
                  {fullDateTime(a.createdAt, locale)}
                </time>
              </div>
              {a.feedback ? (
                <p className="break-words whitespace-pre-line" lang={a.locale ?? undefined}>
                  <bdi>{a.feedback}</bdi>
                </p>
              ) : (
                <p className="text-muted-foreground text-xs">{t('noText')}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {answers.data && answers.data.total > PAGE_SIZE ? (
        <Pager
          page={page}
          pages={pages}
          onPage={(p) => setPage(p ?? 1)}
          label={t('pagination')}
          pageText={t('pageOf', { page, pages })}
          previous={t('previous')}
          next={t('next')}
        />
      ) : null}
    </section>
  );
}
