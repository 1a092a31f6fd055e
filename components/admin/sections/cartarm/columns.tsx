'use client';

import { useTranslations } from 'next-intl';
import { RUN_STATUSES } from '@/lib/validation/catalog-fields';
import type { CartarmResource } from '@/lib/validation/cartarm';
import { useAdminLocale } from '../../audit/audit-bits';
import { DateCell, NameCell, StatusBadge } from '../../resource/cells';
import type { FilterDef, ResourceColumns } from '../../resource/types';
import { ShopFilter } from '../catalog/shop-picker';

/** The first pattern of a list and how many more there are. */
function Patterns({ list, more }: { list: string[]; more: (count: number) => string }) {
  if (!list.length) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="block max-w-52 truncate font-mono text-xs" dir="ltr" title={list.join('\n')}>
      {list[0]}
      {list.length > 1 ? (
        <span className="text-muted-foreground ms-1 font-sans">{more(list.length - 1)}</span>
      ) : null}
    </span>
  );
}

/** The cartarm rules table's columns (ids are the API's sort fields where sortable). */
export function useCartarmColumns(): ResourceColumns<CartarmResource> {
  const t = useTranslations('admin.cartarm');
  const tc = useTranslations('admin.cartarm.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const more = (count: number) => t('morePatterns', { count });
  return [
    {
      id: 'shop',
      enableHiding: false,
      meta: { label: tc('shop') },
      cell: ({ row: { original: r } }) => {
        const name = r.shop ? r.shop.name[locale] || r.shop.name.en : t('shopGone');
        return (
          <NameCell
            id={r.id}
            primary={name}
            secondary={r.shop?.domain}
            openLabel={tr('open', { name })}
          />
        );
      },
    },
    {
      id: 'status',
      meta: { label: tc('status') },
      cell: ({ row: { original: r } }) => (
        <span className="flex flex-wrap gap-1">
          <StatusBadge
            status={r.status}
            label={t(`status.${r.status}`)}
            tone={r.status === 'ACTIVE' ? 'on' : 'off'}
          />
          {r.shop && r.shop.status !== 'ACTIVE' ? (
            <StatusBadge status="SHOP_INACTIVE" label={t('shopInactive')} tone="off" />
          ) : null}
        </span>
      ),
    },
    {
      id: 'cart',
      meta: { label: tc('cart') },
      cell: ({ row: { original: r } }) => <Patterns list={r.cartUrlPatterns} more={more} />,
    },
    {
      id: 'checkout',
      meta: { label: tc('checkout') },
      cell: ({ row: { original: r } }) => <Patterns list={r.checkoutUrlPatterns} more={more} />,
    },
    {
      id: 'couponInput',
      meta: { label: tc('couponInput') },
      cell: ({ row: { original: r } }) => (
        <code className="block max-w-48 truncate text-xs" dir="ltr" title={r.couponInputSelector}>
          {r.couponInputSelector}
        </code>
      ),
    },
    {
      id: 'waitMs',
      meta: { label: tc('waitMs'), className: 'tabular-nums' },
      cell: ({ row: { original: r } }) => t('milliseconds', { ms: r.waitMs }),
    },
    {
      id: 'version',
      meta: { label: tc('version'), className: 'tabular-nums' },
      cell: ({ row: { original: r } }) => `v${r.version.toLocaleString(locale)}`,
    },
    {
      id: 'updatedAt',
      meta: { label: tc('updatedAt') },
      cell: ({ row: { original: r } }) => <DateCell iso={r.updatedAt} />,
    },
  ];
}

/** Status and shop filters of the cartarm rules list. */
export function useCartarmFilters(): FilterDef[] {
  const t = useTranslations('admin.cartarm');
  const tf = useTranslations('admin.cartarm.filters');
  return [
    {
      key: 'status',
      label: tf('status'),
      options: RUN_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      key: 'shopId',
      label: tf('shop'),
      options: [],
      render: (value, onValue) => <ShopFilter label={tf('shop')} value={value} onValue={onValue} />,
    },
  ];
}
