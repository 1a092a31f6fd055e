'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { ProductItem } from '@/lib/validation/product';
import { useAdminLocale } from '../../audit/audit-bits';
import { DateCell, NameCell, StatusBadge } from '../../resource/cells';
import type { FilterDef, ResourceColumns } from '../../resource/types';
import { ShopFilter } from '../catalog/shop-picker';
import { productTitle } from './config';

/** The products table's columns (ids are the API's sort fields where sortable). */
export function useProductColumns(): ResourceColumns<ProductItem> {
  const t = useTranslations('admin.product');
  const tc = useTranslations('admin.product.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  return [
    {
      id: 'title',
      enableHiding: false,
      meta: { label: tc('title') },
      cell: ({ row: { original: p } }) => (
        <NameCell
          id={p.id}
          image={p.image}
          primary={productTitle(p, locale)}
          secondary={p.storeProductId}
          openLabel={tr('open', { name: productTitle(p, locale) })}
        />
      ),
    },
    {
      id: 'shop',
      meta: { label: tc('shop') },
      cell: ({ row: { original: p } }) => (
        <bdi className="block max-w-40 truncate">{p.shop.name[locale] || p.shop.name.en}</bdi>
      ),
    },
    {
      id: 'currentPrice',
      meta: { label: tc('currentPrice'), className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row: { original: p } }) =>
        p.currentPrice === null ? (
          <span className="text-muted-foreground">{t('noPrice')}</span>
        ) : (
          formatMoney(p.currentPrice, p.currency, locale)
        ),
    },
    {
      id: 'inStock',
      meta: { label: tc('inStock') },
      cell: ({ row: { original: p } }) => (
        <StatusBadge
          status={p.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK'}
          label={p.inStock ? t('inStock') : t('outOfStock')}
          tone={p.inStock ? 'on' : 'off'}
        />
      ),
    },
    {
      id: 'lastSeenAt',
      meta: { label: tc('lastSeenAt') },
      cell: ({ row: { original: p } }) => <DateCell iso={p.lastSeenAt} />,
    },
  ];
}

/** Shop and availability filters of the products list. */
export function useProductFilters(): FilterDef[] {
  const t = useTranslations('admin.product');
  const tf = useTranslations('admin.product.filters');
  return [
    {
      key: 'shopId',
      label: tf('shop'),
      options: [],
      render: (value, onValue) => <ShopFilter label={tf('shop')} value={value} onValue={onValue} />,
    },
    {
      key: 'inStock',
      label: tf('stock'),
      options: [
        { value: 'true', label: t('inStock') },
        { value: 'false', label: t('outOfStock') },
      ],
    },
  ];
}
