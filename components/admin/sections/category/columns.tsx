'use client';

import { useTranslations } from 'next-intl';
import type { CategoryResource } from '@/lib/validation/category';
import { useAdminLocale } from '../../audit/audit-bits';
import { DateCell, NameCell } from '../../resource/cells';
import type { ResourceColumns } from '../../resource/types';

/** The categories table's columns (ids are the API's sort fields where sortable). */
export function useCategoryColumns(): ResourceColumns<CategoryResource> {
  const t = useTranslations('admin.category.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return [
    {
      id: locale === 'ar' ? 'nameAr' : 'nameEn',
      enableHiding: false,
      meta: { label: t('name') },
      cell: ({ row: { original: c } }) => (
        <NameCell
          id={c.id}
          primary={c.name[locale]}
          secondary={c.name[other]}
          openLabel={tr('open', { name: c.name[locale] })}
        />
      ),
    },
    {
      id: 'slug',
      meta: { label: t('slug') },
      cell: ({ row: { original: c } }) => <code dir="ltr">{c.slug}</code>,
    },
    {
      id: 'icon',
      meta: { label: t('icon') },
      cell: ({ row: { original: c } }) =>
        c.icon ? (
          <code dir="ltr" className="text-xs">
            {c.icon}
          </code>
        ) : (
          '—'
        ),
    },
    {
      id: 'priority',
      meta: { label: t('priority'), className: 'tabular-nums' },
      cell: ({ row: { original: c } }) => c.priority,
    },
    {
      id: 'updatedAt',
      meta: { label: t('updatedAt') },
      cell: ({ row: { original: c } }) => <DateCell iso={c.updatedAt} />,
    },
  ];
}
