'use client';

import { useTranslations } from 'next-intl';
import { UNINSTALL_REASONS, type UninstallItem } from '@/lib/validation/uninstall';
import { DateCell, NameCell } from '../../resource/cells';
import type { FilterDef, ResourceColumns } from '../../resource/types';
import { uninstallLabel } from './config';

/** The uninstall answers table's columns: reason (opens the answer), text, language, dates. */
export function useUninstallColumns(): ResourceColumns<UninstallItem> {
  const t = useTranslations('admin.uninstall');
  const tr = useTranslations('admin.resource');
  return [
    {
      id: 'reason',
      enableHiding: false,
      meta: { label: t('reason') },
      cell: ({ row: { original: a } }) => (
        <NameCell
          id={a.id}
          primary={t(`reasons.${a.reason}`)}
          secondary={uninstallLabel(a)}
          openLabel={tr('open', { name: uninstallLabel(a) })}
        />
      ),
    },
    {
      id: 'feedback',
      meta: { label: t('columns.feedback') },
      cell: ({ row: { original: a } }) =>
        a.feedback ? (
          <p className="line-clamp-2 max-w-96 min-w-48 break-words" lang={a.locale ?? undefined}>
            <bdi>{a.feedback}</bdi>
          </p>
        ) : (
          <span className="text-muted-foreground">{t('noText')}</span>
        ),
    },
    {
      id: 'locale',
      meta: { label: t('columns.locale') },
      cell: ({ row: { original: a } }) =>
        a.locale === 'ar' || a.locale === 'en' ? (
          t(`languages.${a.locale}`)
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'createdAt',
      meta: { label: t('columns.createdAt') },
      cell: ({ row: { original: a } }) => <DateCell iso={a.createdAt} />,
    },
    {
      id: 'updatedAt',
      meta: { label: t('columns.updatedAt') },
      cell: ({ row: { original: a } }) => <DateCell iso={a.updatedAt} />,
    },
  ];
}

/** The reason filter of the answers list. */
export function useUninstallFilters(): FilterDef[] {
  const t = useTranslations('admin.uninstall');
  return [
    {
      key: 'reason',
      label: t('reason'),
      options: UNINSTALL_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) })),
    },
  ];
}
