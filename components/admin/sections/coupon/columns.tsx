'use client';

import { useTranslations } from 'next-intl';
import { COUNTRIES } from '@/lib/countries';
import { COUPON_STATUSES, type CouponResource } from '@/lib/validation/coupon';
import { useAdminLocale } from '../../audit/audit-bits';
import { DateCell, NameCell, StatusBadge } from '../../resource/cells';
import type { FilterDef, ResourceColumns } from '../../resource/types';
import { ShopFilter } from '../catalog/shop-picker';

const TONE = { ACTIVE: 'on', PAUSED: 'off', STOPPED: 'stop' } as const;

/** "✓ 12 ✗ 3": how often a coupon worked and failed (shoppers' votes, the extension's tries). */
function WorkedFailed({
  counts,
  title,
}: {
  counts: { worked: number; failed: number };
  title: string;
}) {
  const locale = useAdminLocale();
  return (
    <span title={title} className="inline-flex gap-2">
      <span>
        <span aria-hidden="true">✓ </span>
        {counts.worked.toLocaleString(locale)}
      </span>
      <span className="text-muted-foreground">
        <span aria-hidden="true">✗ </span>
        {counts.failed.toLocaleString(locale)}
      </span>
    </span>
  );
}

/** The coupons table's columns (ids are the API's sort fields where sortable). */
export function useCouponColumns(): ResourceColumns<CouponResource> {
  const t = useTranslations('admin.coupon');
  const tc = useTranslations('admin.coupon.columns');
  const tr = useTranslations('admin.resource');
  const locale = useAdminLocale();
  const expired = (c: CouponResource) =>
    c.expiresAt !== null && Date.parse(c.expiresAt) <= Date.now();
  return [
    {
      id: 'titleEn',
      enableHiding: false,
      meta: { label: tc('title') },
      cell: ({ row: { original: c } }) => (
        <NameCell
          id={c.id}
          primary={c.title[locale] || c.title.en}
          secondary={c.code ?? t('noCode')}
          openLabel={tr('open', { name: c.title[locale] || c.title.en })}
        />
      ),
    },
    {
      id: 'shop',
      meta: { label: tc('shop') },
      cell: ({ row: { original: c } }) =>
        c.shopName ? (
          <bdi className="block max-w-40 truncate">{c.shopName[locale] || c.shopName.en}</bdi>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'status',
      meta: { label: tc('status') },
      cell: ({ row: { original: c } }) => (
        <StatusBadge status={c.status} label={t(`status.${c.status}`)} tone={TONE[c.status]} />
      ),
    },
    {
      id: 'discount',
      meta: { label: tc('discount') },
      cell: ({ row: { original: c } }) => c.discount[locale] || c.discount.en || '—',
    },
    {
      id: 'expiresAt',
      meta: { label: tc('expiresAt') },
      cell: ({ row: { original: c } }) =>
        c.expiresAt ? (
          <span className={expired(c) ? 'text-destructive' : undefined}>
            <DateCell iso={c.expiresAt} absolute />
          </span>
        ) : (
          <span className="text-muted-foreground">{t('noExpiry')}</span>
        ),
    },
    {
      id: 'uses',
      meta: { label: tc('uses'), className: 'tabular-nums' },
      cell: ({ row: { original: c } }) => c.uses.toLocaleString(locale),
    },
    {
      id: 'votesWorked',
      meta: { label: tc('votes'), className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row: { original: c } }) => (
        <WorkedFailed counts={c.votes} title={t('votesTitle', c.votes)} />
      ),
    },
    {
      id: 'auto',
      meta: { label: tc('auto'), className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row: { original: c } }) => (
        <WorkedFailed counts={c.auto} title={t('autoTitle', c.auto)} />
      ),
    },
    {
      id: 'updatedAt',
      meta: { label: tc('updatedAt') },
      cell: ({ row: { original: c } }) => <DateCell iso={c.updatedAt} />,
    },
  ];
}

/** Status, shop, country and expiry filters of the coupons list. */
export function useCouponFilters(): FilterDef[] {
  const t = useTranslations('admin.coupon');
  const tf = useTranslations('admin.coupon.filters');
  const locale = useAdminLocale();
  return [
    {
      key: 'status',
      label: tf('status'),
      options: COUPON_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    },
    {
      key: 'shopId',
      label: tf('shop'),
      options: [],
      render: (value, onValue) => <ShopFilter label={tf('shop')} value={value} onValue={onValue} />,
    },
    {
      key: 'country',
      label: tf('country'),
      options: COUNTRIES.map((c) => ({ value: c.code, label: c[locale] })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    },
    {
      key: 'expired',
      label: tf('expiry'),
      options: [
        { value: 'false', label: tf('notExpired') },
        { value: 'true', label: tf('expired') },
      ],
    },
  ];
}
