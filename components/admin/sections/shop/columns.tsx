'use client';

import { useTranslations } from 'next-intl';
import { COUNTRIES } from '@/lib/countries';
import { SHOP_STATUSES, type ShopResource } from '@/lib/validation/shop';
import { useAdminLocale } from '../../audit/audit-bits';
import { DateCell, NameCell, StatusBadge } from '../../resource/cells';
import type { FilterDef, ResourceColumns } from '../../resource/types';
import { useCategories, useProviders } from '../catalog/lookups';

/** The shops table's columns (ids are the API's sort fields where sortable). */
export function useShopColumns(): ResourceColumns<ShopResource> {
  const t = useTranslations('admin.shop');
  const tc = useTranslations('admin.shop.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const categories = useCategories();
  const providers = useProviders();
  const other = locale === 'ar' ? 'en' : 'ar';
  return [
    {
      id: locale === 'ar' ? 'nameAr' : 'nameEn',
      enableHiding: false,
      meta: { label: tc('name') },
      cell: ({ row: { original: s } }) => (
        <NameCell
          id={s.id}
          primary={s.name[locale]}
          secondary={s.name[other]}
          image={s.logo}
          openLabel={tr('open', { name: s.name[locale] })}
        />
      ),
    },
    {
      id: 'status',
      meta: { label: tc('status') },
      cell: ({ row: { original: s } }) => (
        <StatusBadge
          status={s.status}
          label={t(`status.${s.status}`)}
          tone={s.status === 'ACTIVE' ? 'on' : 'off'}
        />
      ),
    },
    {
      id: 'categories',
      meta: { label: tc('categories') },
      cell: ({ row: { original: s } }) => {
        const names = s.categoryIds
          .map((id) => categories.data?.find((c) => c.id === id)?.name[locale])
          .filter(Boolean);
        return names.length ? (
          <span className="line-clamp-2 max-w-48 text-xs">{names.join('، ')}</span>
        ) : (
          <span className="text-muted-foreground">—</span>
        );
      },
    },
    {
      id: 'countries',
      meta: { label: tc('countries') },
      cell: ({ row: { original: s } }) =>
        s.countries.length === 0 ? (
          <span className="text-muted-foreground text-xs">{tr('allCountries')}</span>
        ) : (
          <span className="line-clamp-2 max-w-40 text-xs">
            {s.countries
              .map((code) => COUNTRIES.find((c) => c.code === code)?.[locale] ?? code)
              .join('، ')}
          </span>
        ),
    },
    {
      id: 'providerId',
      meta: { label: tc('provider') },
      cell: ({ row: { original: s } }) =>
        providers.data?.find((p) => p.id === s.providerId)?.name ?? (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'priority',
      meta: { label: tc('priority'), className: 'tabular-nums' },
      cell: ({ row: { original: s } }) => s.priority,
    },
    {
      id: 'clicks',
      meta: { label: tc('clicks'), className: 'tabular-nums' },
      cell: ({ row: { original: s } }) => (s.clicks ?? 0).toLocaleString(locale),
    },
    {
      id: 'updatedAt',
      meta: { label: tc('updatedAt') },
      cell: ({ row: { original: s } }) => <DateCell iso={s.updatedAt} />,
    },
  ];
}

/** Status, country, category and provider filters of the shops list. */
export function useShopFilters(): FilterDef[] {
  const t = useTranslations('admin.shop');
  const tf = useTranslations('admin.shop.filters');
  const locale = useAdminLocale();
  const categories = useCategories();
  const providers = useProviders();
  const byName = (a: { label: string }, b: { label: string }) =>
    a.label.localeCompare(b.label, locale);
  return [
    {
      key: 'status',
      label: tf('status'),
      options: SHOP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      key: 'country',
      label: tf('country'),
      options: COUNTRIES.map((c) => ({ value: c.code, label: c[locale] })).sort(byName),
    },
    {
      key: 'categoryId',
      label: tf('category'),
      options: (categories.data ?? [])
        .map((c) => ({ value: c.id, label: c.name[locale] }))
        .sort(byName),
    },
    {
      key: 'providerId',
      label: tf('provider'),
      options: (providers.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    },
  ];
}
