'use client';

import { useTranslations } from 'next-intl';
import type { ProviderResource } from '@/lib/validation/provider';
import { DateCell, NameCell } from '../../resource/cells';
import type { ResourceColumns } from '../../resource/types';

/** The providers table's columns. */
export function useProviderColumns(): ResourceColumns<ProviderResource> {
  const t = useTranslations('admin.provider.columns');
  const tr = useTranslations('admin.resource');
  return [
    {
      id: 'name',
      enableHiding: false,
      meta: { label: t('name') },
      cell: ({ row: { original: p } }) => (
        <NameCell
          id={p.id}
          primary={p.name}
          secondary={p.website}
          openLabel={tr('open', { name: p.name })}
        />
      ),
    },
    {
      id: 'trackingTemplate',
      meta: { label: t('trackingTemplate') },
      cell: ({ row: { original: p } }) =>
        p.trackingTemplate ? (
          <code dir="ltr" className="block max-w-80 truncate text-xs">
            {p.trackingTemplate}
          </code>
        ) : (
          <span className="text-muted-foreground">{t('noTemplate')}</span>
        ),
    },
    {
      id: 'updatedAt',
      meta: { label: t('updatedAt') },
      cell: ({ row: { original: p } }) => <DateCell iso={p.updatedAt} />,
    },
  ];
}
